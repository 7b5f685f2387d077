#!/usr/bin/env node
/**
 * `npm run build -w @scoreline/server`: compiles the server, with the shared package inlined, to plain
 * JavaScript in dist/ (esbuild: one ES module per entry point plus shared chunks, source maps beside them).
 * npm dependencies stay imports of node_modules; `node dist/main.js` runs it without any TypeScript tooling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// Our own workspace package is compiled in (it ships TypeScript sources); everything else is loaded at run time.
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@scoreline/'))
  .flatMap((name) => [name, `${name}/*`]);

/** The programs `node dist/<name>.js` runs: the server and its command-line tools. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'backup-cli': 'src/db/backup-cli.ts',
  'restore-cli': 'src/db/restore-cli.ts',
};

// dist/ is not emptied first: a server still running from the last build loads its lazy chunks (a backup's code)
// when it first needs them, and they must still be there. Entry files are overwritten; chunks have content-hashed
// names, so the new build's sit beside the old ones, and chunks no build has made for a week are removed.
const result = await build({
  metafile: true,
  absWorkingDir: serverDir,
  entryPoints: ENTRY_POINTS,
  outdir: 'dist',
  bundle: true,
  // Lazily imported modules (the embedded PostgreSQL) stay lazy: their own chunks, loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});

const WEEK_MS = 7 * 24 * 3_600_000;
const made = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(serverDir, file)));
const chunksDir = path.join(serverDir, 'dist/chunks');
for (const name of fs.readdirSync(chunksDir)) {
  const file = path.join(chunksDir, name);
  if (!made.has(file) && Date.now() - fs.statSync(file).mtimeMs > WEEK_MS) fs.rmSync(file);
}
