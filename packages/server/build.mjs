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

fs.rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
await build({
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
