import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow } from '../../db/rows.js';

/** The season page's row. */
const seasonRow = z.strictObject({
  id: col.uuid,
  name: col.text,
  group_id: col.uuid,
  group_name: col.text,
  admin_id: col.uuid.nullable(),
  is_active: col.boolean,
  start_date: col.date.nullable(),
  end_date: col.date.nullable(),
  active_gameweek_id: col.uuid.nullable(),
});
export type SeasonRow = z.infer<typeof seasonRow>;

/** What the end-date rule reads, from the row locked for the write. */
const seasonEndRow = seasonRow.pick({ group_id: true, admin_id: true, is_active: true, start_date: true, end_date: true });
export type SeasonEndRow = z.infer<typeof seasonEndRow>;

export function createSeasonsRepo() {
  return {
    /** The season page's row: the season, its group's name and its active gameweek; null when there is none. */
    async detail(db: Executor, seasonId: string): Promise<SeasonRow | null> {
      return queryOptionalRow(db, 'seasons.detail', seasonRow)`
        SELECT s.id, s.name, s.group_id, g.name AS group_name, s.admin_id, s.is_active, s.start_date, s.end_date,
               (SELECT gw.id FROM gameweeks gw WHERE gw.season_id = s.id AND gw.is_active LIMIT 1) AS active_gameweek_id
        FROM seasons s JOIN groups g ON g.id = s.group_id WHERE s.id = ${seasonId}`;
    },

    /**
     * Locks the season row for the rest of the transaction and reads it after any write that held the lock, so
     * two "set end date" requests at once are decided one after the other.
     */
    async lockForEndDate(db: Executor, seasonId: string): Promise<SeasonEndRow | null> {
      return queryOptionalRow(db, 'seasons.lockForEndDate', seasonEndRow)`
        SELECT group_id, admin_id, is_active, start_date, end_date FROM seasons WHERE id = ${seasonId} FOR UPDATE`;
    },

    async setEndDate(db: Executor, seasonId: string, endDate: string) {
      await db.execute(sql`UPDATE seasons SET end_date = ${endDate} WHERE id = ${seasonId}`);
    },
  };
}

export type SeasonsRepo = ReturnType<typeof createSeasonsRepo>;
