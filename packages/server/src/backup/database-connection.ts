import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * One connection of its own for a backup or a restore (a dump reads one snapshot over it; a restore loads in one
 * transaction), without the app's statement deadlines: copying a big table takes as long as it takes.
 */
export async function openConnection(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'scoreline-backup' });
  // A dropped connection (PostgreSQL restarting, the server stopping mid-backup) fails the query in progress, which
  // reports it; unheard, pg's 'error' event would crash the process (the server running an automatic backup).
  client.on('error', () => undefined);
  await client.connect();
  await client.query('SET statement_timeout = 0');
  await client.query('SET idle_in_transaction_session_timeout = 0');
  return { client, db: drizzle({ client }), close: () => client.end() };
}

/** Runs `work` in a transaction opened with `begin` on the connection, rolled back if it throws. */
export async function inTransaction<T>(client: pg.Client, begin: string, work: () => Promise<T>): Promise<T> {
  await client.query(begin);
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
