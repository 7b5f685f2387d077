import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * PostgreSQL NOTIFY; inside a transaction it is delivered only on commit. A plain function, not a repo object:
 * it holds nothing, and `publishLive` is called from inside every writing service's transaction.
 */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
