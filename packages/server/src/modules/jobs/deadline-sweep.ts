import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { publishLive } from '../live/live-events.js';
import type { StandingsService } from '../standings/standings.service.js';

/**
 * Locks every unlocked gameweek whose deadline is at or before `now` (spec section 4), and with it every
 * prediction in it, for good: past the deadline nobody changes a prediction. Idempotent, so a tick missed while
 * the server was down is caught up by the next one.
 */
/** How far back the sweep looks for early-locked gameweeks whose deadline has now passed (it runs every minute). */
const EARLY_LOCK_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function lockPastDeadlines(db: Database, scoring: StandingsService, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string; group_id: string }>(sql`
      UPDATE gameweeks SET is_locked = true WHERE NOT is_locked AND deadline <= ${now.toISOString()} RETURNING id, group_id`);
    await publishLive(
      tx,
      result.rows.map((row) => row.group_id),
      'gameweek',
    );
    const locked = result.rows.map((row) => row.id);
    // Gameweeks an admin locked early reach their deadline here too: their predictions are locked for good now.
    const lockedEarly = await tx.execute<{ id: string }>(sql`
      SELECT id FROM gameweeks WHERE is_locked AND deadline <= ${now.toISOString()}
        AND deadline > ${new Date(now.getTime() - EARLY_LOCK_WINDOW_MS).toISOString()}`);
    await scoring.lockPredictions(tx, [...locked, ...lockedEarly.rows.map((row) => row.id)]);
    return locked;
  });
}
