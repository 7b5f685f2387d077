/**
 * Builds the web app when its sources changed since the last build (`npm start`, `npm run lighthouse`): a hash
 * of every web source file's path and content is kept beside the build, so a changed file means a rebuild.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

export const distDir = path.join(root, 'packages/web/dist');
const fingerprintFile = path.join(distDir, '.source-fingerprint');
const WEB_SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/pwa.config.ts',
  'packages/web/preact-aliases.ts',
  'packages/shared/src',
  'package-lock.json',
];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const source of WEB_SOURCES) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs `npm run build -w @scoreline/web` unless the build in dist/ is of the current sources; exits on failure. */
export function ensureWebBuild() {
  const fingerprint = sourceFingerprint();
  const built =
    fs.existsSync(path.join(distDir, 'index.html')) && fs.readFileSync(fingerprintFile, { encoding: 'utf8', flag: 'a+' }) === fingerprint;
  if (built) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@scoreline/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(fingerprintFile, fingerprint);
}
