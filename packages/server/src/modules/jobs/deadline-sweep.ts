import type { Database } from '../../db/client.js';
import { publishLive } from '../live/live-events.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { JobsRepo } from './jobs.repo.js';

/** How far back the sweep looks for kick-offs to tell pages about: its minute, and some slack. */
const KICK_OFF_WINDOW_MS = 75 * 1000;
/** How far back the sweep looks for early-locked gameweeks whose deadline has now passed (it runs every minute). */
const EARLY_LOCK_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Locks every unlocked gameweek whose deadline (with kick-off locks, last kick-off) is at or before `now`, and
 * with it every prediction in it, for good: past the deadline nobody changes a prediction (with kick-off locks,
 * past a match's kick-off nobody changes a prediction on it). Idempotent, so a tick missed while the server was
 * down is caught up by the next one.
 */
export async function lockPastDeadlines(
  db: Database,
  standings: Pick<StandingsService, 'lockPredictions'>,
  now: Date,
  repo: JobsRepo,
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
    await standings.lockPredictions(tx, [...locked, ...lockedEarly]);
    // Kick-off locks: each match closes at its own kick-off; pages of the groups with one since the last
    // sweep (a minute ago, give or take) are told, as those matches' predictions now show.
    const kickedOff = await repo.lockKickedOff(tx, new Date(now.getTime() - KICK_OFF_WINDOW_MS), now);
    await publishLive(tx, kickedOff, 'gameweek');
    return locked;
  });
}
