import type { MarkedPrediction } from '@scoreline/shared';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryRows } from '../../db/rows.js';
import { VOIDED, uuidArray } from '../../db/sql-helpers.js';
import { FINAL } from '../standings/standings.sql.js';
import { matchStateColumns } from '../gameweeks/gameweeks.repo.js';

const undecidedRow = z.strictObject({
  id: col.uuid,
  match_time: col.timestamptz,
  ...matchStateColumns,
  gameweek_id: col.uuid,
  deadline: col.timestamptz,
  is_locked: col.boolean,
  is_finished: col.boolean,
  closes_at_kick_off: col.boolean,
  last_kick_off: col.timestamptz.nullable(),
  season_is_active: col.boolean,
  season_end_date: col.date.nullable(),
});
export type UndecidedRow = z.infer<typeof undecidedRow>;

const predictionRow = z.strictObject({
  match_id: col.uuid,
  user_id: col.uuid,
  predicted_home_score: col.int,
  predicted_away_score: col.int,
  is_joker: col.boolean,
});

/**
 * The matches of gameweeks `g` whose points are not in the tables yet: no final score (and not void), or a final
 * score in a gameweek not locked yet (marking waits for the lock; with kick-off locks the last kick-off), with
 * their gameweek's timing as the policy reads it and their season's state.
 */
const undecidedIn = (gameweeks: SQL) => sql`
  SELECT m.id, m.match_time, m.api_status, m.final_home_score, m.final_away_score, m.live_home_score, m.live_away_score,
         g.id AS gameweek_id, g.deadline, g.is_locked, g.is_finished, g.closes_at_kick_off,
         (SELECT max(k.match_time) FROM matches k WHERE k.gameweek_id = g.id) AS last_kick_off,
         s.is_active AS season_is_active, s.end_date AS season_end_date
  FROM gameweeks g JOIN seasons s ON s.id = g.season_id JOIN matches m ON m.gameweek_id = g.id
  WHERE ${gameweeks} AND NOT ${VOIDED} AND (NOT (${FINAL}) OR NOT g.is_locked)
  ORDER BY m.match_time, m.id`;

/** The reads behind "who can still win" (modules/leaderboards/contention.ts). */
export function createContentionRepo() {
  return {
    /** One gameweek's undecided matches. */
    async undecidedInGameweek(db: Executor, gameweekId: string): Promise<UndecidedRow[]> {
      return queryRows(db, 'contention.undecidedInGameweek', undecidedRow)(undecidedIn(sql`g.id = ${gameweekId}`));
    },

    /** The undecided matches of the group's active season, in the gameweeks that exist. */
    async undecidedInSeason(db: Executor, groupId: string): Promise<UndecidedRow[]> {
      return queryRows(
        db,
        'contention.undecidedInSeason',
        undecidedRow,
      )(undecidedIn(sql`g.group_id = ${groupId} AND g.season_id = (SELECT gr.active_season_id FROM groups gr WHERE gr.id = ${groupId})`));
    },

    /**
     * Everyone's predictions on these matches (with their joker flag: a joker is shown once its match is), by match
     * then player. Only ever asked for matches closed to predictions.
     */
    async predictionsOn(db: Executor, matchIds: readonly string[]): Promise<Map<string, Map<string, MarkedPrediction>>> {
      const byMatch = new Map<string, Map<string, MarkedPrediction>>(matchIds.map((id) => [id, new Map()]));
      if (matchIds.length === 0) return byMatch;
      const rows = await queryRows(db, 'contention.predictionsOn', predictionRow)`
        SELECT p.match_id, p.user_id, p.predicted_home_score, p.predicted_away_score, p.is_joker
        FROM predictions p WHERE p.match_id = ANY(${uuidArray(matchIds)})`;
      for (const row of rows)
        byMatch
          .get(row.match_id)!
          .set(row.user_id, { home: row.predicted_home_score, away: row.predicted_away_score, isJoker: row.is_joker });
      return byMatch;
    },
  };
}

export type ContentionRepo = ReturnType<typeof createContentionRepo>;
