import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshHistory } from './standings.history.js';
import { uuidArray } from './standings.sql.js';

/*
 * Recomputing from the sources rather than by difference: a group's tables after members join or leave, a
 * gameweek goes, an admin adjusts a total or a repair. Each writes only rows that differ,
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
