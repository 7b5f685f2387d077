import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { col, type QueryRunner, queryOptionalRow, queryRow, queryRows } from '../db/rows.js';
import { publicTables, quoted } from './catalog.js';
import { inTransaction, openConnection } from './database-connection.js';
import type { DatabaseContents, TableContents } from './manifest.js';

const migrationRow = z.strictObject({ hash: col.text, created_at: col.text, count: col.int });
const sequenceRow = z.strictObject({ name: col.text, last_value: col.text });

/**
 * Dumps the database at `url` into `folder`/database: every public table's rows in PostgreSQL's COPY text format,
 * all read in one snapshot (one REPEATABLE READ transaction, as pg_dump does), so the files agree with each other
 * whatever the server writes meanwhile. The schema is not dumped: it is the migrations' (the manifest records the
 * last one applied), so a restore rebuilds it with them and the next start migrates it forward. `signal` stops the
 * dump between tables (the server shutting down).
 */
export async function dumpDatabase(url: string, folder: string, signal?: AbortSignal): Promise<DatabaseContents> {
  const { client, db, close } = await openConnection(url);
  fs.mkdirSync(path.join(folder, 'database'), { mode: 0o700 });
  try {
    return await inTransaction(client, 'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY', async () => {
      const { server_version: postgresVersion } = await queryRow(db, 'backup.serverVersion', z.strictObject({ server_version: col.text }))`
        SHOW server_version`;
      const migration = await migrationLevel(db);
      if (!migration) throw new Error('This database has no Scoreline schema yet (no migration applied): nothing to back up.');
      const tables = await publicTables(db);
      // Like pg_dump: no table may be altered or dropped (a migration) until the dump is done.
      if (tables.length > 0)
        await client.query(`LOCK TABLE ${tables.map((table) => `public.${quoted(table.name)}`).join(', ')} IN ACCESS SHARE MODE`);
      const sequences = await queryRows(db, 'backup.sequences', sequenceRow)`
        SELECT sequencename::text AS name, last_value::text AS last_value FROM pg_sequences
        WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`;
      const contents: TableContents[] = [];
      for (const table of tables) {
        signal?.throwIfAborted();
        contents.push(await copyTableOut(client, folder, table));
      }
      return {
        postgresVersion,
        migration: { hash: migration.hash, createdAt: Number(migration.created_at), count: migration.count },
        tables: contents,
        sequences: sequences.map((sequence) => ({ name: sequence.name, lastValue: sequence.last_value })),
      };
    });
  } finally {
    await close();
  }
}

/** The last migration applied to the database (drizzle's journal table), or null before the first. */
async function migrationLevel(db: QueryRunner) {
  const { migrated } = await queryRow(db, 'backup.isMigrated', z.strictObject({ migrated: col.boolean }))`
    SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated`;
  if (!migrated) return null;
  return queryOptionalRow(db, 'backup.migrationLevel', migrationRow)`
    SELECT hash, created_at::text AS created_at, (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS count
    FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`;
}

/** Copies one table's rows into its file; answers what the manifest says of it. */
async function copyTableOut(
  client: Awaited<ReturnType<typeof openConnection>>['client'],
  folder: string,
  table: { name: string; columns: string[] },
): Promise<TableContents> {
  const file = `database/${table.name}.copy`;
  const columns = table.columns.map(quoted).join(', ');
  const source = client.query(copyTo(`COPY (SELECT ${columns} FROM public.${quoted(table.name)}) TO STDOUT`));
  await pipeline(source, fs.createWriteStream(path.join(folder, file), { mode: 0o600 }));
  return { name: table.name, file, columns: table.columns, rows: source.rowCount };
}
