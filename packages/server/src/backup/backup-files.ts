import fs from 'node:fs';
import path from 'node:path';

/** `scoreline-2026-05-01T03-00-00-000Z.tar.gz`: the UTC time it was made (sortable, no colons for other systems). */
const BACKUP_NAME = /^scoreline-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(-\d+)?\.tar\.gz$/;
/** A backup being written (or left by a run that died): `.tmp-` folders and files in the backups folder. */
const UNFINISHED = /^\.tmp-/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The name of a backup made at `now`, made unique in `dir` should two be made in one millisecond. */
export function backupFileName(dir: string, now: Date): string {
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  for (let n = 0; ; n += 1) {
    const name = `scoreline-${stamp}${n === 0 ? '' : `-${n}`}.tar.gz`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

/** Makes the backups folder (only its owner may enter: backups hold the secrets). */
export function ensureBackupDir(dir: string): void {
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** The backups in `dir`, oldest first (their names sort by time). Other files there are not backups. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
}

/**
 * Keeps the `keep` newest backups in `dir` and deletes the older ones (only files named as backups are touched),
 * and what a backup that died left behind a day ago or more. Answers the names deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  for (const name of fs.readdirSync(dir).filter((entry) => UNFINISHED.test(entry))) {
    const full = path.join(dir, name);
    if (Date.now() - fs.statSync(full).mtimeMs >= DAY_MS) fs.rmSync(full, { recursive: true, force: true });
  }
  return old;
}

/** A folder for a backup being made in `dir` (on the same disk, so the finished file is renamed into place). */
export const unfinishedFolder = (dir: string) => fs.mkdtempSync(path.join(dir, '.tmp-'));
