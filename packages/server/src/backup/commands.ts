import path from 'node:path';
import type { Config } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { createBackup } from './create-backup.js';
import { databaseToBackUp, databaseToRestoreInto } from './database-in-use.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';

/** Where the commands write: the terminal (stdout, stderr), or a test's buffers. */
export interface Terminal {
  out: (line: string) => void;
  error: (line: string) => void;
}

/** The embedded PostgreSQL's own log only when asked for (LOG_LEVEL debug or trace): a command prints plain lines. */
const quietLogger = (config: Config) => createLogger(['debug', 'trace'].includes(config.logLevel) ? config.logLevel : 'warn');

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} kB`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `npm run db:backup`: one backup of the database in use into BACKUP_DIR, keeping the newest BACKUP_KEEP. Answers the exit code. */
export async function backupCommand(config: Config, terminal: Terminal): Promise<number> {
  try {
    const database = await databaseToBackUp(config, quietLogger(config));
    try {
      const report = await createBackup({
        databaseUrl: database.url,
        dataDir: config.dataDir,
        backupDir: config.backup.dir,
        keep: config.backup.keep,
        iconsInBucket: config.s3 !== null,
      });
      const { manifest } = report;
      terminal.out(`Backed up ${database.description} to ${report.file} (${kilobytes(report.bytes)}).`);
      terminal.out(
        `  ${manifest.tables.length} tables, ${sum(manifest.tables.map((table) => table.rows)).toLocaleString('en')} rows; ` +
          `secrets: ${manifest.secrets.join(', ') || 'none'}; uploaded files: ${manifest.uploads.files}.`,
      );
      if (config.authSecret && !manifest.secrets.includes('auth-secret'))
        terminal.out('  AUTH_SECRET is set in the environment, so it is not in the backup: keep it with your configuration.');
      if (config.vapid)
        terminal.out('  The VAPID keys are set in the environment, so they are not in the backup: keep them with your configuration.');
      if (manifest.uploads.inBucket)
        terminal.out(`  Group icons are in the bucket ${config.s3!.bucket}: back it up with your storage provider's tools.`);
      if (report.deleted.length > 0) terminal.out(`  Kept the newest ${config.backup.keep}; deleted ${report.deleted.join(', ')}.`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    terminal.error(`Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

/** `npm run db:restore -- FILE [--force]`: answers the exit code (1 when refused or failed, 2 on a usage error). */
export async function restoreCommand(config: Config, args: string[], terminal: Terminal, cwd: string): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    terminal.error('Usage: npm run db:restore -- FILE [--force]   (FILE: a scoreline-*.tar.gz that npm run db:backup wrote)');
    return 2;
  }
  const file = path.resolve(cwd, files[0]!);
  const database = databaseToRestoreInto(config, quietLogger(config));
  try {
    const report = await restoreBackup({ file, dataDir: config.dataDir, database, force });
    const { manifest } = report;
    terminal.out(`Restored ${file} (made ${manifest.createdAt}) into ${database.description}.`);
    terminal.out(
      `  ${manifest.tables.length} tables, ${report.rows.toLocaleString('en')} rows; secrets: ${report.secrets.join(', ') || 'none'}; ` +
        `uploaded files: ${report.uploads}.`,
    );
    if (manifest.uploads.inBucket)
      terminal.out('  Its group icons were in an S3 bucket, which the backup does not hold: set S3_BUCKET as before.');
    terminal.out('Start Scoreline as usual: it applies any newer migrations on start.');
    return 0;
  } catch (error) {
    terminal.error(error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`);
    return 1;
  }
}
