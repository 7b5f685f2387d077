import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../lib/server-root.js';
import type { DatabaseHandle, DatabaseOptions } from './client.js';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK_ID = 727_001;

/** Migrations may run long (an index on a big table): their own small pool, without statement timeouts. */
export const MIGRATION_DATABASE_OPTIONS: DatabaseOptions = { poolSize: 2, statementTimeoutMs: 0 };

/** Applies the committed SQL migrations, one instance at a time. */
export async function runMigrations({ db, pool }: DatabaseHandle): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}
