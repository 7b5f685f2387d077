import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { publicForeignKeys, publicTables, quoted, tablesWithRows } from './catalog.js';
import { inTransaction, openConnection } from './database-connection.js';
import type { Manifest } from './manifest.js';

/** The public tables of the database at `url` that hold rows (a restore target must have none unless forced). */
export async function nonEmptyTables(url: string): Promise<string[]> {
  const { db, close } = await openConnection(url);
  try {
    return await tablesWithRows(db);
  } finally {
    await close();
  }
}

/**
 * Empties the database for a restore: drops the public schema with everything in it and drizzle's migration
 * journal, and makes a new public schema (the migrations then rebuild it to the backup's level). pg-boss's queue
 * (its own schema) is left: it holds no data of the app's.
 */
export async function clearDatabase(url: string): Promise<void> {
  const { client, close } = await openConnection(url);
  try {
    await inTransaction(client, 'BEGIN', async () => {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
      await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    });
  } catch (error) {
    throw new Error(`Could not empty the database for the restore (restore as the database's owner): ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await close();
  }
}

/**
 * Loads a backup's rows (unpacked in `folder`) into the database at `url`, whose public schema the migrations
 * have just built to the backup's level. One transaction, as pg_restore orders it: the foreign keys are dropped
 * and the tables' own triggers (group versions) are off while the rows go in, in any order; then the keys are
 * added back, which checks every row, and the sequences are set. Answers the rows loaded.
 */
export async function loadDatabase(url: string, folder: string, manifest: Manifest): Promise<number> {
  const { client, db, close } = await openConnection(url);
  try {
    return await inTransaction(client, 'BEGIN', async () => {
      const schema = new Map((await publicTables(db)).map((table) => [table.name, table.columns]));
      for (const table of manifest.tables) {
        const columns = schema.get(table.name);
        if (columns?.join() !== table.columns.join())
          throw new Error(`The backup's table ${table.name} does not match the schema of its migration level; the restore stopped.`);
      }
      const tables = [...schema.keys()].map((name) => `public.${quoted(name)}`);
      const foreignKeys = await publicForeignKeys(db);
      for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table_name} DROP CONSTRAINT ${quoted(key.name)}`);
      for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      // Whatever the migrations wrote (none today) gives way to the backup's rows.
      if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')}`);
      let rows = 0;
      for (const table of manifest.tables) {
        const columns = table.columns.map(quoted).join(', ');
        const sink = client.query(copyFrom(`COPY public.${quoted(table.name)} (${columns}) FROM STDIN`));
        await pipeline(fs.createReadStream(path.join(folder, table.file)), sink);
        if (sink.rowCount !== table.rows)
          throw new Error(
            `The backup's ${table.file} has ${sink.rowCount} rows where its manifest says ${table.rows}: the file is damaged.`,
          );
        rows += sink.rowCount;
      }
      for (const key of foreignKeys)
        await client.query(`ALTER TABLE ${key.table_name} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
      for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      for (const sequence of manifest.sequences)
        await client.query('SELECT setval($1::regclass, $2::bigint)', [`public.${quoted(sequence.name)}`, sequence.lastValue]);
      return rows;
    });
  } finally {
    await close();
  }
}
