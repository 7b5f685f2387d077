import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { connectDatabase } from '../db/client.js';
import { codeMigrations, MIGRATION_DATABASE_OPTIONS, runMigrations } from '../db/migrate.js';
import { conflictingDataFiles, restoreDataFiles } from './data-files.js';
import { clearDatabase, loadDatabase, nonEmptyTables } from './database-load.js';
import { BACKUP_FOLDER, type Manifest, readManifest } from './manifest.js';

/** The target holds data that a restore would replace, and it was not forced: nothing was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** The database a restore writes into, opened only once the files were checked. */
export interface RestoreDatabase {
  /** How the messages name it ("the embedded database under /srv/scoreline/data", "DATABASE_URL"). */
  description: string;
  open: () => Promise<{ url: string; close: () => Promise<void> }>;
}

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
  secrets: string[];
  uploads: number;
}

/**
 * Restores a backup file into `database` and `dataDir` (its secrets and uploads). The target must hold no data:
 * no public table with a row and no secret or upload that differs from the backup's; else it throws
 * RestoreRefused before changing anything, unless `force`, which drops the database's schema and overwrites the
 * files. The schema is rebuilt by the migrations up to the backup's (so the next start migrates it forward).
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  database: RestoreDatabase;
  force: boolean;
}): Promise<RestoreReport> {
  if (!fs.existsSync(options.file)) throw new Error(`There is no backup file ${options.file}.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-restore-'));
  try {
    // Files and folders only: a link in a crafted archive could point the restore at any file of the machine.
    await tar.extract({ file: options.file, cwd: work, strict: true, filter: (_path, entry) => isFileOrFolder(entry) });
    const folder = path.join(work, BACKUP_FOLDER);
    const manifest = readManifest(folder);
    const upTo = checkMigrationLevel(manifest);
    const files = conflictingDataFiles(options.dataDir, folder, manifest);
    if (files.length > 0 && !options.force)
      throw refusal(`These files in ${options.dataDir} differ from the backup's: ${files.join(', ')}.`);
    const { url, close } = await options.database.open();
    let rows: number;
    try {
      const tables = await nonEmptyTables(url);
      if (tables.length > 0 && !options.force)
        throw refusal(`${capitalised(options.database.description)} is not empty: ${tables.join(', ')} hold rows.`);
      await clearDatabase(url);
      const migrations = connectDatabase(url, MIGRATION_DATABASE_OPTIONS);
      await runMigrations(migrations, { upTo }).finally(() => migrations.close());
      rows = await loadDatabase(url, folder, manifest);
    } finally {
      await close();
    }
    return { manifest, rows, ...restoreDataFiles(options.dataDir, folder, options.force) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const isFileOrFolder = (entry: tar.ReadEntry | fs.Stats) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const refusal = (problem: string) =>
  new RestoreRefused(
    `Not restored: ${problem}\nA backup restores into an empty data folder (DATA_DIR) or an empty database. ` +
      'To replace what is there (its data is dropped), run again with --force.',
  );

/**
 * The backup's migration, which must be one of this version's: answers its time (migrate up to it). A backup made
 * by a newer version of Scoreline needs that version.
 */
function checkMigrationLevel(manifest: Manifest): number {
  const { migration } = manifest;
  const known = codeMigrations();
  if (migration.createdAt > (known.at(-1)?.folderMillis ?? 0))
    throw new Error('This backup was made by a newer version of Scoreline than this one: update Scoreline, then restore it.');
  const same = known.find((candidate) => candidate.folderMillis === migration.createdAt);
  if (same?.hash !== migration.hash)
    throw new Error(
      `This backup's schema (migration ${migration.count}) is not one this version of Scoreline knows: it cannot be restored here.`,
    );
  return migration.createdAt;
}
