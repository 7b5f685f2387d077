import fs from 'node:fs';
import path from 'node:path';
import { SECRETS_OF_THE_DATA } from '../lib/secrets.js';
import type { Manifest } from './manifest.js';

type SecretFile = (typeof SECRETS_OF_THE_DATA)[number];

/** The files under `dir`, as paths relative to it (none when it does not exist; links are not followed). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.lstatSync(path.join(dir, file)).isFile())
    .sort();
}

/** `secrets/` and `uploads/` of a data folder or of an unpacked backup. */
const partsOf = (root: string) => ({ secrets: path.join(root, 'secrets'), uploads: path.join(root, 'uploads') });

/** Writes a secret: a file only its owner may read, in a folder only its owner may enter (as DATA_DIR/secrets is). */
function writePrivateFile(file: string, content: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, content, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** Copies an uploaded file (an icon the app serves to anyone: nothing secret), making its folders. */
function copyUpload(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

/**
 * Copies into a backup's `folder` the files the data needs besides the database: the generated auth secret and
 * VAPID keys (without them sessions, links in sent emails and devices' push subscriptions stop working) and the
 * uploaded group icons. The embedded cluster's own password is not needed: a restore makes a new cluster.
 * Called again after the dump, it adds the icons uploaded meanwhile and keeps those copied before, which a deleted
 * group or a replaced icon may have taken away since (the snapshot still names them). Answers what the folder holds.
 */
export function copyDataFilesOut(dataDir: string, folder: string): Pick<Manifest, 'secrets'> & { uploads: number } {
  const from = partsOf(dataDir);
  const to = partsOf(folder);
  const secrets = SECRETS_OF_THE_DATA.filter((name) => fs.existsSync(path.join(from.secrets, name)));
  for (const name of secrets) writePrivateFile(path.join(to.secrets, name), fs.readFileSync(path.join(from.secrets, name)));
  // An icon being written is a `.tmp` file until it is renamed: not a file of the data yet. Icons' names are new
  // for each upload, so one already copied is the same file.
  const uploads = filesUnder(from.uploads).filter((file) => !file.endsWith('.tmp') && !fs.existsSync(path.join(to.uploads, file)));
  for (const file of uploads) copyUpload(path.join(from.uploads, file), path.join(to.uploads, file));
  return { secrets, uploads: filesUnder(to.uploads).length };
}

/** The backup's secrets and uploads (unpacked in `folder`) that `dataDir` already has, with other contents. */
export function conflictingDataFiles(dataDir: string, folder: string, manifest: Manifest): string[] {
  const target = partsOf(dataDir);
  const backup = partsOf(folder);
  const differs = (existing: string, wanted: string, compare: (a: Buffer, b: Buffer) => boolean) =>
    fs.existsSync(existing) && !compare(fs.readFileSync(existing), fs.readFileSync(wanted));
  const sameText = (a: Buffer, b: Buffer) => a.toString('utf8').trim() === b.toString('utf8').trim();
  return [
    ...manifest.secrets
      .filter((name) => differs(path.join(target.secrets, name), path.join(backup.secrets, name), sameText))
      .map((name) => `secrets/${name}`),
    ...filesUnder(backup.uploads)
      .filter((file) => differs(path.join(target.uploads, file), path.join(backup.uploads, file), (a, b) => a.equals(b)))
      .map((file) => `uploads/${file}`),
  ];
}

/**
 * Puts the backup's secrets and uploads into `dataDir` (files only its owner may read). With `replace` (a forced
 * restore) the uploads folder becomes the backup's alone: icons of the data replaced go with it.
 */
export function restoreDataFiles(dataDir: string, folder: string, replace: boolean): { secrets: SecretFile[]; uploads: number } {
  const target = partsOf(dataDir);
  const backup = partsOf(folder);
  const secrets = SECRETS_OF_THE_DATA.filter((name) => fs.existsSync(path.join(backup.secrets, name)));
  for (const name of secrets) writePrivateFile(path.join(target.secrets, name), fs.readFileSync(path.join(backup.secrets, name)));
  if (replace) fs.rmSync(target.uploads, { recursive: true, force: true });
  const uploads = filesUnder(backup.uploads);
  for (const file of uploads) copyUpload(path.join(backup.uploads, file), path.join(target.uploads, file));
  return { secrets, uploads: uploads.length };
}
