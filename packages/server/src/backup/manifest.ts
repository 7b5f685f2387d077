import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SECRETS_OF_THE_DATA } from '../lib/secrets.js';

/** The one folder a backup file unpacks to (`tar xzf` makes it), holding `manifest.json` and the parts below. */
export const BACKUP_FOLDER = 'scoreline-backup';
const MANIFEST_FILE = 'manifest.json';

const tableSchema = z.strictObject({
  name: z.string().regex(/^\w+$/),
  /** Its rows in PostgreSQL's COPY text format, one line a row. */
  file: z.string().regex(/^database\/\w+\.copy$/),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
});

/** What a backup holds, written last into its folder: a restore reads it first. */
export const manifestSchema = z.strictObject({
  format: z.literal('scoreline-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** The database's last migration: a restore rebuilds the schema up to it, then loads the rows. */
  migration: z.strictObject({ hash: z.string(), createdAt: z.number().int(), count: z.number().int() }),
  tables: z.array(tableSchema),
  sequences: z.array(z.strictObject({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/) })),
  /** The files of DATA_DIR/secrets it carries (none that AUTH_SECRET or the VAPID variables replace). */
  secrets: z.array(z.enum(SECRETS_OF_THE_DATA)),
  /** Files of DATA_DIR/uploads it carries; `inBucket`: icons were in S3_BUCKET, which the backup does not copy. */
  uploads: z.strictObject({ files: z.number().int().min(0), inBucket: z.boolean() }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableContents = z.infer<typeof tableSchema>;
/** The database's part of a manifest (what a dump reads). */
export type DatabaseContents = Pick<Manifest, 'postgresVersion' | 'migration' | 'tables' | 'sequences'>;

export function writeManifest(folder: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** The manifest of an unpacked backup, or an error saying the file is not one. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`This is not a Scoreline backup: it has no ${BACKUP_FOLDER}/${MANIFEST_FILE}.`);
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`The backup's ${MANIFEST_FILE} is not one this version of Scoreline reads:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
