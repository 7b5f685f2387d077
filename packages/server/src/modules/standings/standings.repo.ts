import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The advisory-lock namespace of group recomputes (the first key of the two-key form). */
export const SCORING_LOCK_SPACE = 0x5c0e;

/** A uuid list as one array parameter (`= ANY(...)`), however long. */
export const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/** Which matches a marking covers: one match, a gameweek's, a real fixture's copies in every group, or groups'. */
export type MatchSelection = { matchId: string } | { gameweekId: string } | { apiMatchId: number } | { groupIds: readonly string[] };

/** The selection as a condition on a match `m` (the repo builds every statement; callers only name what they mean). */
function matchCondition(selection: MatchSelection) {
  if ('matchId' in selection) return sql`m.id = ${selection.matchId}`;
  if ('gameweekId' in selection) return sql`m.gameweek_id = ${selection.gameweekId}`;
  if ('apiMatchId' in selection) return sql`m.api_match_id = ${selection.apiMatchId}`;
  return sql`m.group_id = ANY(${uuidArray(selection.groupIds)})`;
}

/*
 * The marking rule of `shared/scoring.ts` in SQL, over a prediction `p`, its match `m` and its group `gr`:
 * null until both final scores exist, then exact / result / wrong and the group's points for it.
 */
const FINAL = sql`m.final_home_score IS NOT NULL AND m.final_away_score IS NOT NULL`;
const EXACT = sql`p.predicted_home_score = m.final_home_score AND p.predicted_away_score = m.final_away_score`;
const SAME_RESULT = sql`sign(p.predicted_home_score - p.predicted_away_score) = sign(m.final_home_score - m.final_away_score)`;
const OUTCOME = sql`(CASE WHEN NOT (${FINAL}) THEN NULL WHEN ${EXACT} THEN 'exact' WHEN ${SAME_RESULT} THEN 'result' ELSE 'wrong' END)::prediction_outcome`;
const POINTS = sql`(CASE WHEN NOT (${FINAL}) THEN NULL WHEN ${EXACT} THEN gr.exact_score_points
  WHEN ${SAME_RESULT} THEN gr.correct_result_points ELSE gr.incorrect_points END)`;

/**
 * The derived game state, all rebuilt from predictions and final scores so that running any of it twice, or
 * after a crash, gives the same tables:
 * predictions.points/outcome -> scores (member x gameweek) -> leaderboard (all time, plus the admin's
 * adjustment), season_leaderboard, leaderboard_history (all-time position after each scored gameweek).
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
     * Marks the predictions on the selected matches in one statement, writing
     * only rows whose points change (marking twice rewrites nothing), in locked gameweeks only (a fixture can
     * finish while a group holding it has not locked yet; the deadline sweep's lock is followed by the repair
     * pass). Returns the gameweeks whose predictions changed.
     */
    async markPredictions(db: Executor, selection: MatchSelection): Promise<string[]> {
      const result = await db.execute<{ gameweek_id: string }>(sql`
        WITH changed AS (
          UPDATE predictions p SET outcome = ${OUTCOME}, points = ${POINTS}
          FROM matches m JOIN groups gr ON gr.id = m.group_id JOIN gameweeks gw ON gw.id = m.gameweek_id
          -- Only once the gameweek is locked: a result never marks predictions that can still change.
          WHERE p.match_id = m.id AND gw.is_locked AND (${matchCondition(selection)})
            AND (p.outcome IS DISTINCT FROM ${OUTCOME} OR p.points IS DISTINCT FROM ${POINTS})
          RETURNING m.gameweek_id)
        SELECT DISTINCT gameweek_id FROM changed`);
      return result.rows.map((row) => row.gameweek_id);
    },

    /** Every member's total in each of these gameweeks (members without predictions get a row of zeros). */
    async recomputeGameweekScores(db: Executor, gameweekIds: readonly string[]) {
      if (gameweekIds.length === 0) return;
      await db.execute(sql`
        WITH tallies AS (
          -- Aggregated per gameweek and member before joining the members, so each prediction is read once.
          SELECT m.gameweek_id, p.user_id, sum(p.points) AS points,
                 count(*) FILTER (WHERE p.outcome = 'exact') AS correct_scores,
                 count(*) FILTER (WHERE p.outcome IN ('exact', 'result')) AS correct_results
          FROM matches m JOIN predictions p ON p.match_id = m.id
          WHERE m.gameweek_id = ANY(${uuidArray(gameweekIds)})
          GROUP BY m.gameweek_id, p.user_id)
        INSERT INTO scores (group_id, gameweek_id, user_id, total_points, total_correct_scores, total_correct_results)
        SELECT g.group_id, g.id, gm.user_id, coalesce(t.points, 0)::int, coalesce(t.correct_scores, 0)::int,
               coalesce(t.correct_results, 0)::int
        FROM gameweeks g
        JOIN group_members gm ON gm.group_id = g.group_id
        LEFT JOIN tallies t ON t.gameweek_id = g.id AND t.user_id = gm.user_id
        WHERE g.id = ANY(${uuidArray(gameweekIds)})
        ON CONFLICT (gameweek_id, user_id) DO UPDATE SET
          total_points = excluded.total_points,
          total_correct_scores = excluded.total_correct_scores,
          total_correct_results = excluded.total_correct_results,
          updated_at = now()
        WHERE (scores.total_points, scores.total_correct_scores, scores.total_correct_results)
          IS DISTINCT FROM (excluded.total_points, excluded.total_correct_scores, excluded.total_correct_results)`);
    },

    /** All gameweeks of these groups. */
    /** The gameweeks holding a copy of a real fixture (one per group that added it). */
    async gameweeksOfFixture(db: Executor, apiMatchId: number): Promise<string[]> {
      const result = await db.execute<{ gameweek_id: string }>(
        sql`SELECT DISTINCT gameweek_id FROM matches WHERE api_match_id = ${apiMatchId}`,
      );
      return result.rows.map((row) => row.gameweek_id);
    },

    /** The groups holding a copy of a real fixture. */
    async groupsOfFixture(db: Executor, apiMatchId: number): Promise<string[]> {
      const result = await db.execute<{ group_id: string }>(sql`SELECT DISTINCT group_id FROM matches WHERE api_match_id = ${apiMatchId}`);
      return result.rows.map((row) => row.group_id);
    },

    async gameweeksOfGroups(db: Executor, groupIds: readonly string[]): Promise<string[]> {
      const result = await db.execute<{ id: string }>(sql`SELECT id FROM gameweeks WHERE group_id = ANY(${uuidArray(groupIds)})`);
      return result.rows.map((row) => row.id);
    },

    async groupsOfGameweeks(db: Executor, gameweekIds: readonly string[]): Promise<string[]> {
      if (gameweekIds.length === 0) return [];
      const result = await db.execute<{ group_id: string }>(
        sql`SELECT DISTINCT group_id FROM gameweeks WHERE id = ANY(${uuidArray(gameweekIds)})`,
      );
      return result.rows.map((row) => row.group_id);
    },

    /**
     * The all-time and season tables and the position history of these groups, from their gameweek scores.
     * History has a point for each gameweek with at least one final score and each member who had joined by its
     * deadline: the all-time standing (points, including the admin's adjustment, then correct scores) after that
     * gameweek, in competition ranking among them. Given
     * the gameweeks whose scores changed, only history from the earliest of them on is rewritten.
     */
    async recomputeGroupStandings(db: Executor, groupIds: readonly string[], changedGameweekIds?: readonly string[]) {
      if (groupIds.length === 0) return;
      const groups = uuidArray(groupIds);
      // History before the earliest changed gameweek of a group cannot move: only later points are rewritten.
      const starts = changedGameweekIds
        ? sql`SELECT group_id, min(week_number) AS from_week FROM gameweeks WHERE id = ANY(${uuidArray(changedGameweekIds)}) GROUP BY group_id`
        : sql`SELECT id AS group_id, 1 AS from_week FROM groups WHERE id = ANY(${groups})`;
      // Only the seasons holding a changed gameweek can change (all of them when rebuilding).
      const seasonFilter = changedGameweekIds
        ? sql`se.id IN (SELECT season_id FROM gameweeks WHERE id = ANY(${uuidArray(changedGameweekIds)}))`
        : sql`true`;
      await db.execute(sql`
        INSERT INTO leaderboard (group_id, user_id, total_points, total_correct_scores, total_correct_results)
        SELECT gm.group_id, gm.user_id, coalesce(sum(s.total_points), 0)::int,
               coalesce(sum(s.total_correct_scores), 0)::int, coalesce(sum(s.total_correct_results), 0)::int
        FROM group_members gm
        LEFT JOIN scores s ON s.group_id = gm.group_id AND s.user_id = gm.user_id
        WHERE gm.group_id = ANY(${groups})
        GROUP BY gm.group_id, gm.user_id
        ON CONFLICT (group_id, user_id) DO UPDATE SET
          total_points = excluded.total_points,
          total_correct_scores = excluded.total_correct_scores,
          total_correct_results = excluded.total_correct_results,
          updated_at = now()
        WHERE (leaderboard.total_points, leaderboard.total_correct_scores, leaderboard.total_correct_results)
          IS DISTINCT FROM (excluded.total_points, excluded.total_correct_scores, excluded.total_correct_results)`);

      await db.execute(sql`
        INSERT INTO season_leaderboard (group_id, season_id, user_id, total_points, total_correct_scores, total_correct_results)
        SELECT se.group_id, se.id, gm.user_id, coalesce(sum(s.total_points), 0)::int,
               coalesce(sum(s.total_correct_scores), 0)::int, coalesce(sum(s.total_correct_results), 0)::int
        FROM seasons se
        JOIN group_members gm ON gm.group_id = se.group_id
        LEFT JOIN gameweeks g ON g.season_id = se.id
        LEFT JOIN scores s ON s.gameweek_id = g.id AND s.user_id = gm.user_id
        WHERE se.group_id = ANY(${groups}) AND ${seasonFilter}
        GROUP BY se.group_id, se.id, gm.user_id
        ON CONFLICT (season_id, user_id) DO UPDATE SET
          total_points = excluded.total_points,
          total_correct_scores = excluded.total_correct_scores,
          total_correct_results = excluded.total_correct_results,
          updated_at = now()
        WHERE (season_leaderboard.total_points, season_leaderboard.total_correct_scores, season_leaderboard.total_correct_results)
          IS DISTINCT FROM (excluded.total_points, excluded.total_correct_scores, excluded.total_correct_results)`);

      await db.execute(sql`
        WITH starts AS (${starts}), scored AS (
          SELECT g.id, g.group_id, g.week_number, g.deadline FROM gameweeks g
          WHERE g.group_id = ANY(${groups})
            AND EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND ${FINAL})
        ), prior AS (
          -- Everything before the first rewritten week, summed once per member.
          SELECT w.group_id, s.user_id, sum(s.total_points) AS points, sum(s.total_correct_scores) AS correct_scores
          FROM scored w JOIN starts st ON st.group_id = w.group_id AND w.week_number < st.from_week
          JOIN scores s ON s.gameweek_id = w.id
          GROUP BY w.group_id, s.user_id
        ), running AS (
          SELECT w.group_id, w.id AS gameweek_id, w.week_number, gm.user_id,
                 l.points_adjustment + coalesce(pr.points, 0) + sum(coalesce(s.total_points, 0)) OVER member_weeks AS points,
                 coalesce(pr.correct_scores, 0) + sum(coalesce(s.total_correct_scores, 0)) OVER member_weeks AS correct_scores
          FROM scored w
          JOIN starts st ON st.group_id = w.group_id AND w.week_number >= st.from_week
          -- A member is in the history from the first gameweek they could predict: joined by its deadline.
          JOIN group_members gm ON gm.group_id = w.group_id AND gm.joined_at <= w.deadline
          JOIN leaderboard l ON l.group_id = gm.group_id AND l.user_id = gm.user_id
          LEFT JOIN prior pr ON pr.group_id = gm.group_id AND pr.user_id = gm.user_id
          LEFT JOIN scores s ON s.gameweek_id = w.id AND s.user_id = gm.user_id
          WINDOW member_weeks AS (PARTITION BY gm.group_id, gm.user_id ORDER BY w.week_number)
        ), ranked AS (
          SELECT *, rank() OVER (PARTITION BY gameweek_id ORDER BY points DESC, correct_scores DESC)::int AS position FROM running
        ), upserted AS (
          INSERT INTO leaderboard_history (group_id, gameweek_id, user_id, week_number, position, total_points)
          SELECT group_id, gameweek_id, user_id, week_number, position, points::int FROM ranked
          ON CONFLICT (gameweek_id, user_id) DO UPDATE SET
            week_number = excluded.week_number, position = excluded.position, total_points = excluded.total_points, updated_at = now()
          WHERE (leaderboard_history.week_number, leaderboard_history.position, leaderboard_history.total_points)
            IS DISTINCT FROM (excluded.week_number, excluded.position, excluded.total_points)
        )
        DELETE FROM leaderboard_history h
        WHERE h.group_id = ANY(${groups}) AND NOT EXISTS (SELECT 1 FROM scored w WHERE w.id = h.gameweek_id)`);
    },

    /**
     * Gameweeks whose matches have final scores but whose predictions were never marked (a crash between
     * writing a result and marking it, or a result written by hand), among matches of the last `days` days.
     */
    async gameweeksWithUnmarkedResults(db: Executor, since: Date): Promise<string[]> {
      const result = await db.execute<{ gameweek_id: string }>(sql`
        SELECT DISTINCT m.gameweek_id FROM matches m JOIN gameweeks gw ON gw.id = m.gameweek_id
        WHERE ${FINAL} AND gw.is_locked AND m.match_time >= ${since.toISOString()}
          AND EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id AND p.outcome IS NULL)`);
      return result.rows.map((row) => row.gameweek_id);
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
