import type { Database } from '../../db/client.js';
import { publishLive } from '../live/live-events.js';
import type { StandingsService } from '../standings/standings.service.js';
import { type JobsRepo, createJobsRepo } from './jobs.repo.js';

/**
 * Locks every unlocked gameweek whose deadline is at or before `now`, and with it every
 * prediction in it, for good: past the deadline nobody changes a prediction. Idempotent, so a tick missed while
 * the server was down is caught up by the next one.
 */
/** How far back the sweep looks for early-locked gameweeks whose deadline has now passed (it runs every minute). */
const EARLY_LOCK_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function lockPastDeadlines(
  db: Database,
  scoring: StandingsService,
  now: Date,
  repo: JobsRepo = createJobsRepo(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const lockedRows = await repo.lockGameweeksPastDeadline(tx, now);
    await publishLive(
      tx,
      lockedRows.map((row) => row.groupId),
      'gameweek',
    );
    const locked = lockedRows.map((row) => row.id);
    // Gameweeks an admin locked early reach their deadline here too: their predictions are locked for good now.
    const lockedEarly = await repo.lockedGameweeksReachingDeadline(tx, new Date(now.getTime() - EARLY_LOCK_WINDOW_MS), now);
    await scoring.lockPredictions(tx, [...locked, ...lockedEarly]);
    return locked;
  });
}
