import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { z } from 'zod';
import { col, queryRow, queryRows } from '../../db/rows.js';
import { type HistoryStart, historyStartRow, refreshHistory, toHistoryStarts } from './standings.history.js';
import { rebuildEverything, rebuildGroupTables } from './standings.rebuild.js';
import {
  ADD_DELTAS,
  CHANGED_DELTAS,
  FINAL,
  JOKER,
  MARKS_DIFFER,
  OUTCOME_OF,
  POINTS_FOR,
  RIGHT_DIFFERENCE,
  RIGHT_RESULT,
  ZEROS,
  tallied,
  tallies,
  totals,
  writeScores,
} from './standings.sql.js';
import { uuidArray } from '../../db/sql-helpers.js';

export type { HistoryStart } from './standings.history.js';

/** The advisory-lock namespace of group recomputes (the first key of the two-key form). */
export const SCORING_LOCK_SPACE = 0x5c0e;

const allRow = z.strictObject({ all: col.boolean });
const gameweekIdRow = z.strictObject({ gameweek_id: col.uuid });
const groupIdRow = z.strictObject({ group_id: col.uuid });
const idRow = z.strictObject({ id: col.uuid });

/** Which matches a marking covers: one match, a gameweek's, a real fixture's copies in every group, or groups'. */
export type MatchSelection = { matchId: string } | { gameweekId: string } | { apiMatchId: number } | { groupIds: readonly string[] };

/** The selection as a condition on a match `m` (the repo builds every statement; callers only name what they mean). */
function matchCondition(selection: MatchSelection) {
  if ('matchId' in selection) return sql`m.id = ${selection.matchId}`;
  if ('gameweekId' in selection) return sql`m.gameweek_id = ${selection.gameweekId}`;
  if ('apiMatchId' in selection) return sql`m.api_match_id = ${selection.apiMatchId}`;
  return sql`m.group_id = ANY(${uuidArray(selection.groupIds)})`;
}

/**
 * Where these gameweeks start the history of their groups; with `onlyIfListingChanged`, only those whose
 * presence in the history is no longer right (a first final score arrived, or the last one went).
 */
async function historyStarts(db: Executor, gameweekIds: readonly string[], options: { onlyIfListingChanged: boolean }) {
  if (gameweekIds.length === 0) return [];
  const listingChanged = sql`
    EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${FINAL})
      <> EXISTS (SELECT 1 FROM leaderboard_history h WHERE h.gameweek_id = g.id)`;
  const rows = await queryRows(db, 'standings.historyStarts', historyStartRow)`
    SELECT g.group_id, min(g.week_number)::int AS from_week FROM gameweeks g
    WHERE g.id = ANY(${uuidArray(gameweekIds)}) AND ${options.onlyIfListingChanged ? listingChanged : sql`true`}
    GROUP BY g.group_id`;
  return toHistoryStarts(rows);
}

/**
 * The derived game state, all rebuilt from predictions and final scores so that running any of it twice, or
 * after a crash, gives the same tables:
 * predictions.points/outcome -> scores (member x gameweek) -> leaderboard (all time, plus the admin's
 * adjustment), season_leaderboard, leaderboard_history (all-time position after each scored gameweek).
 * Marking keeps them by difference (what a result changes is added to the tables); the rebuilds recompute
 * them from their sources and must give the same rows (test/standings-equivalence.test.ts).
 */
export function createStandingsRepo() {
  return {
    /**
     * Serialises everything that recomputes these groups' tables: each statement computes from its own snapshot,
     * so two recomputes of one group at once would let the later write stale totals over the newer ones. Taken
     * first in each such transaction, in id order, so two of them never wait on each other in a circle.
     */
    async lockGroups(db: Executor, groupIds: readonly string[]) {
      if (groupIds.length === 0) return;
      await db.execute(sql`
        SELECT pg_advisory_xact_lock(${SCORING_LOCK_SPACE}, hashtext(id::text))
        FROM (SELECT DISTINCT unnest(${uuidArray(groupIds)}) AS id ORDER BY 1) ids`);
    },

    /**
     * Marks the predictions on the selected matches in one statement, writing only rows whose points change
     * (marking twice rewrites nothing), in locked gameweeks only (a fixture can finish while a group holding it
     * has not locked yet; the deadline sweep's lock is followed by the repair pass). What each member gains or
     * loses is added to their gameweek score and their all-time and season totals in the same statement, so
     * the cost follows the predictions that change, not the size of the tables. Each match keeps the result it
     * was marked with: a fixture's copies already marked with theirs are skipped without reading a prediction
     * (the other selections, used by edits and repairs, always read them).
     */
    async markPredictions(db: Executor, selection: MatchSelection): Promise<HistoryStart[]> {
      const unmarkedResult = sql`(m.final_home_score, m.final_away_score) IS DISTINCT FROM (m.marked_home_score, m.marked_away_score)`;
      const rows = await queryRows(db, 'standings.markPredictions', historyStartRow)`
        WITH stamped AS (
          UPDATE matches m SET marked_home_score = m.final_home_score, marked_away_score = m.final_away_score
          FROM gameweeks gw WHERE gw.id = m.gameweek_id AND gw.is_locked AND (${matchCondition(selection)}) AND ${unmarkedResult}
        ), marked AS (
          -- The old values are read in the same pass that writes the new ones (the subquery feeds the update row
          -- by row), so each prediction's page is visited once.
          UPDATE predictions p SET outcome = k.outcome, points = k.points
          FROM (
            SELECT p.match_id, p.user_id, m.gameweek_id, p.points AS old_points, p.outcome AS old_outcome,
                   ${OUTCOME_OF} AS outcome, ${POINTS_FOR} AS points, ${JOKER} AS joker
            FROM predictions p JOIN matches m ON m.id = p.match_id
            JOIN groups gr ON gr.id = m.group_id JOIN gameweeks gw ON gw.id = m.gameweek_id
            -- Only once the gameweek is locked: a result never marks predictions that can still change.
            WHERE gw.is_locked AND (${matchCondition(selection)}) AND ${'apiMatchId' in selection ? unmarkedResult : sql`true`}
              AND ${MARKS_DIFFER}
          ) k
          WHERE p.match_id = k.match_id AND p.user_id = k.user_id
          RETURNING k.gameweek_id, k.user_id, k.old_points, k.old_outcome, k.points, k.outcome, k.joker
        ), deltas AS (
          -- The joker's old points are read with today's flags: a joker cannot move once its gameweek is locked,
          -- and a change of the group's rules re-tallies its gameweeks from their predictions (\`rescoreGroup\`).
          SELECT g.group_id, g.season_id, g.id AS gameweek_id, g.week_number, k.user_id,
                 sum(coalesce(k.points, 0) - coalesce(k.old_points, 0))::int AS points,
                 (count(*) FILTER (WHERE k.outcome = 'exact') - count(*) FILTER (WHERE k.old_outcome = 'exact'))::int AS correct_scores,
                 (count(*) FILTER (WHERE k.outcome IN ${RIGHT_DIFFERENCE})
                   - count(*) FILTER (WHERE k.old_outcome IN ${RIGHT_DIFFERENCE}))::int AS correct_differences,
                 (count(*) FILTER (WHERE k.outcome IN ${RIGHT_RESULT})
                   - count(*) FILTER (WHERE k.old_outcome IN ${RIGHT_RESULT}))::int AS correct_results,
                 coalesce(sum(coalesce(k.points, 0) - coalesce(k.old_points, 0)) FILTER (WHERE k.joker), 0)::int AS joker_points
          FROM marked k JOIN gameweeks g ON g.id = k.gameweek_id
          GROUP BY g.group_id, g.season_id, g.id, g.week_number, k.user_id
        ), scored AS (
          -- A missing row held nothing: no marked prediction of that member in that gameweek yet.
          INSERT INTO scores AS s (group_id, gameweek_id, user_id, ${totals()})
          SELECT group_id, gameweek_id, user_id, ${tallied()} FROM deltas
          WHERE (${tallied()}) <> ${ZEROS}
          ON CONFLICT (gameweek_id, user_id) DO UPDATE SET
            total_points = s.total_points + excluded.total_points,
            total_correct_scores = s.total_correct_scores + excluded.total_correct_scores,
            total_correct_differences = s.total_correct_differences + excluded.total_correct_differences,
            total_correct_results = s.total_correct_results + excluded.total_correct_results,
            total_joker_points = s.total_joker_points + excluded.total_joker_points,
            updated_at = now()
        ), ${ADD_DELTAS}`;
      return toHistoryStarts(rows);
    },

    /**
     * Tallies these gameweeks again from their predictions (members without predictions get a row of zeros),
     * writes the rows that differ and adds the differences to the all-time and season tables. The predictions
     * are read through the gameweeks' matches (an index scan), never the whole table.
     */
    async recomputeGameweekScores(db: Executor, gameweekIds: readonly string[]): Promise<HistoryStart[]> {
      if (gameweekIds.length === 0) return [];
      const ids = uuidArray(gameweekIds);
      const rows = await queryRows(db, 'standings.recomputeGameweekScores', historyStartRow)`
        WITH tallies AS (
          -- Aggregated per gameweek and member before joining the members, so each prediction is read once.
          SELECT m.gameweek_id, p.user_id, ${tallies()}
          FROM predictions p JOIN matches m ON m.id = p.match_id AND m.gameweek_id = ANY(${ids})
          JOIN groups gr ON gr.id = m.group_id
          WHERE p.match_id = ANY(ARRAY(SELECT id FROM matches WHERE gameweek_id = ANY(${ids})))
          GROUP BY m.gameweek_id, p.user_id
        ), ${writeScores(sql`g.id = ANY(${ids})`)}, deltas AS (
          SELECT group_id, season_id, week_number, user_id, ${CHANGED_DELTAS}
          FROM changed
        ), ${ADD_DELTAS}`;
      return toHistoryStarts(rows);
    },

    historyStarts,

    refreshHistory,

    /**
     * The all-time, season and history tables of these groups from their scores; given the gameweeks whose
     * scores changed (already added to the tables), only the history from the earliest of them. (The bench's
     * per-statement profile calls this and `recomputeGameweekScores` by name.)
     */
    async recomputeGroupStandings(db: Executor, groupIds: readonly string[], changedGameweekIds?: readonly string[]) {
      if (!changedGameweekIds) return rebuildGroupTables(db, groupIds);
      return refreshHistory(db, await historyStarts(db, changedGameweekIds, { onlyIfListingChanged: false }));
    },

    /** The season, all-time and history tables of these groups, from their gameweek scores. */
    rebuildGroupTables,

    /** True when these are all the groups there are: a rebuild of everything takes the whole-table path. */
    async coversAllGroups(db: Executor, groupIds: readonly string[]): Promise<boolean> {
      const row = await queryRow(db, 'standings.coversAllGroups', allRow)`
        SELECT NOT EXISTS (SELECT 1 FROM groups WHERE NOT (id = ANY(${uuidArray(groupIds)}))) AS all`;
      return row.all;
    },

    /** Every derived table rebuilt from all predictions, when `groupIds` are all the groups. */
    rebuildEverything,

    /** The gameweeks holding a copy of a real fixture (one per group that added it). */
    async gameweeksOfFixture(db: Executor, apiMatchId: number): Promise<string[]> {
      const rows = await queryRows(db, 'standings.gameweeksOfFixture', gameweekIdRow)`
        SELECT DISTINCT gameweek_id FROM matches WHERE api_match_id = ${apiMatchId}`;
      return rows.map((row) => row.gameweek_id);
    },

    /** The groups holding a copy of a real fixture. */
    async groupsOfFixture(db: Executor, apiMatchId: number): Promise<string[]> {
      const rows = await queryRows(db, 'standings.groupsOfFixture', groupIdRow)`
        SELECT DISTINCT group_id FROM matches WHERE api_match_id = ${apiMatchId}`;
      return rows.map((row) => row.group_id);
    },

    /** All gameweeks of these groups. */
    async gameweeksOfGroups(db: Executor, groupIds: readonly string[]): Promise<string[]> {
      const rows = await queryRows(db, 'standings.gameweeksOfGroups', idRow)`
        SELECT id FROM gameweeks WHERE group_id = ANY(${uuidArray(groupIds)})`;
      return rows.map((row) => row.id);
    },

    async groupsOfGameweeks(db: Executor, gameweekIds: readonly string[]): Promise<string[]> {
      if (gameweekIds.length === 0) return [];
      const rows = await queryRows(db, 'standings.groupsOfGameweeks', groupIdRow)`
        SELECT DISTINCT group_id FROM gameweeks WHERE id = ANY(${uuidArray(gameweekIds)})`;
      return rows.map((row) => row.group_id);
    },

    /**
     * Gameweeks whose matches have final scores but whose predictions were never marked (a crash between
     * writing a result and marking it, or a result written by hand), among matches of the last `days` days.
     */
    async gameweeksWithUnmarkedResults(db: Executor, since: Date): Promise<string[]> {
      const rows = await queryRows(db, 'standings.gameweeksWithUnmarkedResults', gameweekIdRow)`
        SELECT DISTINCT m.gameweek_id FROM matches m JOIN gameweeks gw ON gw.id = m.gameweek_id
        WHERE ${FINAL} AND gw.is_locked AND m.match_time >= ${since.toISOString()}
          AND EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id AND p.outcome IS NULL)`;
      return rows.map((row) => row.gameweek_id);
    },

    /** Final-round lock: predictions of these gameweeks can no longer be changed by anyone. */
    async lockPredictions(db: Executor, gameweekIds: readonly string[]) {
      if (gameweekIds.length === 0) return;
      await db.execute(sql`
        UPDATE predictions p SET is_locked = true FROM matches m
        WHERE p.match_id = m.id AND m.gameweek_id = ANY(${uuidArray(gameweekIds)}) AND NOT p.is_locked`);
    },
  };
}

export type StandingsRepo = ReturnType<typeof createStandingsRepo>;
