import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export function createLiveRepo() {
  return {
    /** PostgreSQL NOTIFY; inside a transaction it is delivered only on commit. */
    async notify(db: Executor, channel: string, payload: string) {
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
  };
}
