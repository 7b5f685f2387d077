/**
 * The two builds `npm start` runs from, each remade only when its sources changed since it was made
 * (`npm start`, `npm run lighthouse`, the CLIs): a hash of every source file's path and content is kept beside
 * the build, so a changed file means a rebuild. `npm run build` remakes both and records their hashes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './root.mjs';

const SHARED_SOURCES = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

/** The web app: Vite's output, served by the server. */
export const WEB = {
  name: 'the web app',
  workspace: '@scoreline/web',
  distDir: path.join(root, 'packages/web/dist'),
  marker: 'index.html',
  sources: [
    'packages/web/src',
    'packages/web/public',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/compiled-catalogs.ts',
    'packages/web/pwa.config.ts',
    'packages/web/preact-aliases.ts',
    'packages/web/package.json',
    'packages/web/tsconfig.json',
    ...SHARED_SOURCES,
  ],
};

/** The server: its TypeScript and the shared package compiled to JavaScript (packages/server/build.mjs). */
export const SERVER = {
  name: 'the server',
  workspace: '@scoreline/server',
  distDir: path.join(root, 'packages/server/dist'),
  marker: 'main.js',
  sources: [
    'packages/server/src',
    'packages/server/build.mjs',
    'packages/server/package.json',
    'packages/server/tsconfig.json',
    ...SHARED_SOURCES,
  ],
};

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function sourceFingerprint(target) {
  const hash = createHash('sha256');
  for (const source of target.sources) {
    for (const file of files(path.join(root, source))) {
      // Tests beside the sources are not part of the build.
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const fingerprintFile = (target) => path.join(target.distDir, '.source-fingerprint');

/** Builds `target` now and records its sources' hash; exits on failure. */
export function build(target) {
  const fingerprint = sourceFingerprint(target);
  console.log(`Building ${target.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(fingerprintFile(target), fingerprint);
}

/** Builds `target` unless the build in its dist/ is of the current sources. */
export function ensureBuild(target) {
  const file = fingerprintFile(target);
  const built =
    fs.existsSync(path.join(target.distDir, target.marker)) &&
    fs.existsSync(file) &&
    fs.readFileSync(file, 'utf8') === sourceFingerprint(target);
  if (!built) build(target);
}
