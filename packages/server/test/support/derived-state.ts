import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../src/db/client.js';
import { uuidArray } from '../../src/db/sql-helpers.js';
import type { StandingsService } from '../../src/modules/standings/standings.service.js';
import { ZEROS, totals } from '../../src/modules/standings/standings.sql.js';

/**
 * The derived rows of these groups without ids and update times (a failed run leaves its own groups behind; they
 * are not compared again): marks, scores, all-time and season tables, history.
 */
export async function derivedState(db: Executor, groupIds: readonly string[]) {
  const groups = uuidArray(groupIds);
  const rows = (query: ReturnType<typeof sql>) => db.execute(query).then((result) => result.rows);
  return {
    predictions: await rows(sql`SELECT match_id, user_id, points, outcome FROM predictions WHERE group_id = ANY(${groups}) ORDER BY 1, 2`),
    // A missing score row reads as zeros (the reads coalesce): marking writes rows only where points move, a
    // gameweek's re-tally one for every member, so rows of zeros are left out on both sides.
    scores: await rows(sql`
      SELECT gameweek_id, user_id, ${totals()} FROM scores
      WHERE group_id = ANY(${groups}) AND (${totals()}) <> ${ZEROS} ORDER BY 1, 2`),
    leaderboard: await rows(sql`
      SELECT group_id, user_id, ${totals()}, points_adjustment
      FROM leaderboard WHERE group_id = ANY(${groups}) ORDER BY 1, 2`),
    season: await rows(sql`
      SELECT season_id, user_id, ${totals()} FROM season_leaderboard
      WHERE group_id = ANY(${groups}) ORDER BY 1, 2`),
    history: await rows(sql`
      SELECT gameweek_id, user_id, week_number, position, total_points FROM leaderboard_history
      WHERE group_id = ANY(${groups}) ORDER BY 1, 2`),
  };
}

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, returning what it read. */
export async function inRolledBackTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result!;
}

/**
 * The tables of `compared` groups as a recompute from nothing gives them: marks and derived rows wiped
 * (adjustments kept), then rebuilt, all groups at once (the whole-table path) or one at a time (the per-group one).
 */
export function recomputedFromScratch(
  db: Database,
  scoring: StandingsService,
  compared: readonly string[],
  groups: 'together' | 'one by one',
) {
  return inRolledBackTransaction(db, async (tx) => {
    await tx.execute(sql`UPDATE predictions SET points = NULL, outcome = NULL`);
    await tx.execute(sql`DELETE FROM scores`);
    await tx.execute(sql`DELETE FROM season_leaderboard`);
    await tx.execute(sql`DELETE FROM leaderboard_history`);
    await tx.execute(sql`UPDATE leaderboard SET (${totals()}) = ${ZEROS}`);
    const groupIds = (await tx.execute<{ id: string }>(sql`SELECT id FROM groups ORDER BY id`)).rows.map((row) => row.id);
    if (groups === 'together') await scoring.recomputeGroups(tx, groupIds);
    else for (const groupId of groupIds) await scoring.recomputeGroups(tx, [groupId]);
    return derivedState(tx, compared);
  });
}
