import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export interface SeasonRow {
  [column: string]: unknown;
  id: string;
  name: string;
  group_id: string;
  group_name: string;
  admin_id: string | null;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  active_gameweek_id: string | null;
}

/** What the end-date rule reads, from the row locked for the write. */
export interface SeasonEndRow {
  [column: string]: unknown;
  group_id: string;
  admin_id: string | null;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
}

export function createSeasonsRepo() {
  return {
    /** The season page's row: the season, its group's name and its active gameweek; null when there is none. */
    async detail(db: Executor, seasonId: string): Promise<SeasonRow | null> {
      const result = await db.execute<SeasonRow>(sql`
        SELECT s.id, s.name, s.group_id, g.name AS group_name, s.admin_id, s.is_active, s.start_date, s.end_date,
               (SELECT gw.id FROM gameweeks gw WHERE gw.season_id = s.id AND gw.is_active LIMIT 1) AS active_gameweek_id
        FROM seasons s JOIN groups g ON g.id = s.group_id WHERE s.id = ${seasonId}`);
      return result.rows[0] ?? null;
    },

    /**
     * Locks the season row for the rest of the transaction and reads it after any write that held the lock, so
     * two "set end date" requests at once are decided one after the other.
     */
    async lockForEndDate(db: Executor, seasonId: string): Promise<SeasonEndRow | null> {
      const result = await db.execute<SeasonEndRow>(
        sql`SELECT group_id, admin_id, is_active, start_date, end_date FROM seasons WHERE id = ${seasonId} FOR UPDATE`,
      );
      return result.rows[0] ?? null;
    },

    async setEndDate(db: Executor, seasonId: string, endDate: string) {
      await db.execute(sql`UPDATE seasons SET end_date = ${endDate} WHERE id = ${seasonId}`);
    },
  };
}

export type SeasonsRepo = ReturnType<typeof createSeasonsRepo>;
