import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { backupFileName, ensureBackupDir, pruneBackups, unfinishedFolder } from './backup-files.js';
import { copyDataFilesOut } from './data-files.js';
import { dumpDatabase } from './database-dump.js';
import { BACKUP_FOLDER, type Manifest, writeManifest } from './manifest.js';

export interface BackupOptions {
  /** The database in use (the embedded cluster's URL, or DATABASE_URL). */
  databaseUrl: string;
  /** DATA_DIR: its secrets and uploads go into the backup. */
  dataDir: string;
  /** BACKUP_DIR, and how many backups it keeps (BACKUP_KEEP). */
  backupDir: string;
  keep: number;
  /** Group icons are in S3_BUCKET: the manifest says so (the bucket is not copied). */
  iconsInBucket: boolean;
  now?: Date;
  /** Stops the dump between tables (the server shutting down). */
  signal?: AbortSignal;
}

export interface BackupReport {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Older backups deleted to keep the newest `keep`. */
  deleted: string[];
}

/**
 * Writes one backup file, `BACKUP_DIR/scoreline-<UTC time>.tar.gz` (mode 0600), holding the database's rows read
 * in one snapshot, the secrets the data needs and the uploaded icons, with a manifest; then keeps the newest
 * `keep`. It is assembled in a `.tmp-` folder beside it and renamed into place whole, so a backup file is always
 * complete.
 */
export async function createBackup(options: BackupOptions): Promise<BackupReport> {
  const now = options.now ?? new Date();
  const dir = options.backupDir;
  ensureBackupDir(dir);
  const work = unfinishedFolder(dir);
  try {
    const folder = path.join(work, BACKUP_FOLDER);
    fs.mkdirSync(folder, { mode: 0o700 });
    // The files before the snapshot and again after the dump: every icon the snapshot names is in one of them.
    copyDataFilesOut(options.dataDir, folder);
    const database = await dumpDatabase(options.databaseUrl, folder, options.signal);
    const files = copyDataFilesOut(options.dataDir, folder);
    const manifest: Manifest = {
      format: 'scoreline-backup',
      version: 1,
      createdAt: now.toISOString(),
      ...database,
      secrets: files.secrets,
      uploads: { files: files.uploads, inBucket: options.iconsInBucket },
    };
    writeManifest(folder, manifest);
    const packed = path.join(work, 'backup.tar.gz');
    await tar.create({ gzip: true, file: packed, cwd: work, portable: true, mode: 0o600 }, [BACKUP_FOLDER]);
    const file = path.join(dir, backupFileName(dir, now));
    fs.renameSync(packed, file);
    return { file, bytes: fs.statSync(file).size, manifest, deleted: pruneBackups(dir, options.keep) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
