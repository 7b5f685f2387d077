import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, type QueryRunner, queryRows } from '../db/rows.js';

const tableRow = z.strictObject({ name: col.text, columns: z.array(col.text) });
const foreignKeyRow = z.strictObject({ table_name: col.text, name: col.text, definition: col.text });

/** `"name"`, quoted for SQL written as text (COPY statements and DDL, which take no parameters). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of the public schema (a partitioned one as a whole, never its partitions), by name, each with its
 * columns in order, computed ones left out (PostgreSQL fills them in).
 */
export async function publicTables(db: QueryRunner): Promise<Array<{ name: string; columns: string[] }>> {
  return queryRows(db, 'backup.publicTables', tableRow)`
    SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    GROUP BY c.relname ORDER BY c.relname`;
}

/** The foreign keys between the public tables, with their definitions (to drop while loading and add back). */
export async function publicForeignKeys(db: QueryRunner) {
  return queryRows(db, 'backup.publicForeignKeys', foreignKeyRow)`
    SELECT c.conrelid::regclass::text AS table_name, c.conname::text AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'
    ORDER BY 1, 2`;
}

/** The public tables that hold any row: a database to restore into must have none (unless forced). */
export async function tablesWithRows(db: QueryRunner): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await publicTables(db)) {
    const [row] = await queryRows(db, 'backup.tableHasRows', z.strictObject({ has_rows: col.boolean }))`
      SELECT EXISTS (SELECT 1 FROM ${sql.raw(`public.${quoted(name)}`)}) AS has_rows`;
    if (row?.has_rows) found.push(name);
  }
  return found;
}
