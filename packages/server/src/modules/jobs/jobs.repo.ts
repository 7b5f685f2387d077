import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The background jobs' statements: the deadline sweep's locks and the results sync's writes. */
export function createJobsRepo() {
  return {
    /** Locks every unlocked gameweek whose deadline is at or before `now`; one idempotent statement. */
    async lockGameweeksPastDeadline(db: Executor, now: Date): Promise<Array<{ id: string; groupId: string }>> {
      const result = await db.execute<{ id: string; group_id: string }>(sql`
        UPDATE gameweeks SET is_locked = true WHERE NOT is_locked AND deadline <= ${now.toISOString()} RETURNING id, group_id`);
      return result.rows.map((row) => ({ id: row.id, groupId: row.group_id }));
    },

    /** Locked gameweeks whose deadline passed between `since` and `now` (an admin locked them early). */
    async lockedGameweeksReachingDeadline(db: Executor, since: Date, now: Date): Promise<string[]> {
      const result = await db.execute<{ id: string }>(sql`
        SELECT id FROM gameweeks WHERE is_locked AND deadline <= ${now.toISOString()} AND deadline > ${since.toISOString()}`);
      return result.rows.map((row) => row.id);
    },

    /** Real fixtures that kicked off by `now` without a final score, oldest first, at most `limit`. */
    async fixturesAwaitingResults(db: Executor, now: Date, limit: number): Promise<number[]> {
      const result = await db.execute<{ api_match_id: number }>(sql`
        SELECT api_match_id FROM matches
        WHERE api_match_id IS NOT NULL AND match_time <= ${now.toISOString()}
          AND (final_home_score IS NULL OR final_away_score IS NULL)
        GROUP BY api_match_id ORDER BY min(match_time) LIMIT ${limit}`);
      return result.rows.map((row) => row.api_match_id);
    },

    /** The provider's status of a fixture not finished yet, on every group's copy. */
    async recordFixtureStatus(db: Executor, apiMatchId: number, status: string) {
      await db.execute(sql`UPDATE matches SET api_status = ${status} WHERE api_match_id = ${apiMatchId}`);
    },

    /** A finished fixture's score on every group's copy at once. */
    async writeFixtureResult(db: Executor, apiMatchId: number, result: { status: string; home: number; away: number }) {
      await db.execute(sql`
        UPDATE matches SET api_status = ${result.status}, final_home_score = ${result.home}, final_away_score = ${result.away}
        WHERE api_match_id = ${apiMatchId}`);
    },

    /** The gameweeks holding this fixture whose matches all have final scores now become finished. */
    async finishCompletedGameweeksOfFixture(db: Executor, apiMatchId: number) {
      await db.execute(sql`
        UPDATE gameweeks g SET is_finished = true
        WHERE g.id IN (SELECT gameweek_id FROM matches WHERE api_match_id = ${apiMatchId})
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND (m.final_home_score IS NULL OR m.final_away_score IS NULL))`);
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
