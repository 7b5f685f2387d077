import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Locks every unlocked gameweek whose deadline is at or before `now` (spec section 4). Idempotent, so a tick
 * missed while the server was down is caught up by the next one.
 */
export async function lockPastDeadlines(db: Database, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE gameweeks SET is_locked = true WHERE NOT is_locked AND deadline <= ${now.toISOString()} RETURNING id`);
  return result.rows.map((row) => row.id);
}
