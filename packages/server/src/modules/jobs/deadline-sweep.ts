import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ScoringService } from '../scoring/scoring.service.js';

/**
 * Locks every unlocked gameweek whose deadline is at or before `now` (spec section 4), and with it every
 * prediction in it, for good: past the deadline nobody changes a prediction. Idempotent, so a tick missed while
 * the server was down is caught up by the next one.
 */
export async function lockPastDeadlines(db: Database, scoring: ScoringService, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      UPDATE gameweeks SET is_locked = true WHERE NOT is_locked AND deadline <= ${now.toISOString()} RETURNING id`);
    const locked = result.rows.map((row) => row.id);
    await scoring.lockPredictions(tx, locked);
    return locked;
  });
}
