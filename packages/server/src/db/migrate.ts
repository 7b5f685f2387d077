import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../lib/server-root.js';
import type { DatabaseHandle, DatabaseOptions } from './client.js';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK_ID = 727_001;

/** Migrations may run long (an index on a big table): their own small pool, without statement timeouts. */
export const MIGRATION_DATABASE_OPTIONS: DatabaseOptions = { poolSize: 2, statementTimeoutMs: 0 };

/** The committed migrations, oldest first: `folderMillis` is the journal's time, which drizzle records as `created_at`. */
export function codeMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
}

/**
 * Applies the committed SQL migrations, one instance at a time; with `upTo` (a migration's `folderMillis`) only
 * those up to it: a restore rebuilds the schema a backup was made on, and the next start migrates it forward.
 */
export async function runMigrations({ db, pool }: DatabaseHandle, options: { upTo?: number } = {}): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    if (options.upTo === undefined) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    else await migrateOlderOnes(db, options.upTo);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}

/** drizzle's own migrate() on a copy of the migrations folder whose journal ends at `upTo`. */
async function migrateOlderOnes(db: DatabaseHandle['db'], upTo: number): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-migrations-'));
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number; tag: string }>;
    };
    journal.entries = journal.entries.filter((entry) => entry.when <= upTo);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(db, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
