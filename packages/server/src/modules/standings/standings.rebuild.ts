import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshHistory } from './standings.history.js';
import { OUTCOME, POINTS, TALLIES, uuidArray, writeScores } from './standings.sql.js';

/*
 * Recomputing from the sources rather than by difference: a group's tables after members join or leave, a
 * gameweek goes, an admin adjusts a total or a repair; and everything at once. Each writes only rows that differ,
 * so a rebuild that finds nothing wrong rewrites nothing (`updated_at` included).
 */

/** Each member's season totals summed again from their gameweek scores (a row for every season and member). */
async function rebuildSeasonTables(db: Executor, groupIds: readonly string[]) {
  const groups = uuidArray(groupIds);
  // Scores are reached through the groups' gameweeks (the (gameweek_id, user_id) key), never scanned whole.
  await db.execute(sql`
    WITH sums AS (
      SELECT g.season_id, s.user_id, sum(s.total_points) AS points, sum(s.total_correct_scores) AS correct_scores,
             sum(s.total_correct_results) AS correct_results
      FROM gameweeks g JOIN scores s ON s.gameweek_id = g.id
      WHERE g.group_id = ANY(${groups})
      GROUP BY g.season_id, s.user_id)
    INSERT INTO season_leaderboard (group_id, season_id, user_id, total_points, total_correct_scores, total_correct_results)
    SELECT se.group_id, se.id, gm.user_id, coalesce(t.points, 0)::int, coalesce(t.correct_scores, 0)::int,
           coalesce(t.correct_results, 0)::int
    FROM seasons se
    JOIN group_members gm ON gm.group_id = se.group_id
    LEFT JOIN sums t ON t.season_id = se.id AND t.user_id = gm.user_id
    WHERE se.group_id = ANY(${groups})
    ON CONFLICT (season_id, user_id) DO UPDATE SET
      total_points = excluded.total_points,
      total_correct_scores = excluded.total_correct_scores,
      total_correct_results = excluded.total_correct_results,
      updated_at = now()
    WHERE (season_leaderboard.total_points, season_leaderboard.total_correct_scores, season_leaderboard.total_correct_results)
      IS DISTINCT FROM (excluded.total_points, excluded.total_correct_scores, excluded.total_correct_results)`);
}

/** Each member's all-time totals: the sum of their season rows (every gameweek is in a season); the adjustment stays. */
async function rebuildAllTimeTables(db: Executor, groupIds: readonly string[]) {
  const groups = uuidArray(groupIds);
  await db.execute(sql`
    WITH sums AS (
      SELECT se.group_id, sl.user_id, sum(sl.total_points) AS points, sum(sl.total_correct_scores) AS correct_scores,
             sum(sl.total_correct_results) AS correct_results
      FROM seasons se JOIN season_leaderboard sl ON sl.season_id = se.id
      WHERE se.group_id = ANY(${groups})
      GROUP BY se.group_id, sl.user_id)
    INSERT INTO leaderboard (group_id, user_id, total_points, total_correct_scores, total_correct_results)
    SELECT gm.group_id, gm.user_id, coalesce(t.points, 0)::int, coalesce(t.correct_scores, 0)::int, coalesce(t.correct_results, 0)::int
    FROM group_members gm LEFT JOIN sums t ON t.group_id = gm.group_id AND t.user_id = gm.user_id
    WHERE gm.group_id = ANY(${groups})
    ON CONFLICT (group_id, user_id) DO UPDATE SET
      total_points = excluded.total_points,
      total_correct_scores = excluded.total_correct_scores,
      total_correct_results = excluded.total_correct_results,
      updated_at = now()
    WHERE (leaderboard.total_points, leaderboard.total_correct_scores, leaderboard.total_correct_results)
      IS DISTINCT FROM (excluded.total_points, excluded.total_correct_scores, excluded.total_correct_results)`);
}

/** The season, all-time and history tables of these groups, from their gameweek scores. */
export async function rebuildGroupTables(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return;
  await rebuildSeasonTables(db, groupIds);
  await rebuildAllTimeTables(db, groupIds);
  await refreshHistory(
    db,
    groupIds.map((groupId) => ({ groupId, fromWeek: 1 })),
  );
}

/**
 * Marks every prediction of every locked gameweek in one pass over the table (the matches' marking data hashed
 * once), rewriting only rows whose points differ.
 */
async function markEverything(db: Executor) {
  await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT m.id, m.group_id, m.final_home_score, m.final_away_score
      FROM matches m JOIN gameweeks gw ON gw.id = m.gameweek_id WHERE gw.is_locked)
    UPDATE predictions p SET outcome = ${OUTCOME}, points = ${POINTS}
    FROM m JOIN groups gr ON gr.id = m.group_id
    WHERE p.match_id = m.id AND (p.outcome, p.points) IS DISTINCT FROM (${OUTCOME}, ${POINTS})`);
}

/** Every gameweek score tallied from all predictions at once (one scan, hash joins), rows that differ written. */
async function tallyEverything(db: Executor) {
  await db.execute(sql`
    WITH tallies AS (
      SELECT m.gameweek_id, p.user_id, ${TALLIES} FROM predictions p JOIN matches m ON m.id = p.match_id
      GROUP BY m.gameweek_id, p.user_id
    ), ${writeScores(sql`true`)}
    SELECT count(*) FROM changed`);
}

/**
 * Every derived table rebuilt from all predictions (`groupIds` being every group), in a statement per table
 * over whole tables. Sorts and hashes of millions of rows get the memory to stay off disk, for this transaction.
 */
export async function rebuildEverything(db: Executor, groupIds: readonly string[]) {
  await db.execute(sql`SELECT set_config('work_mem', '256MB', true)`);
  await markEverything(db);
  await tallyEverything(db);
  await rebuildGroupTables(db, groupIds);
}
