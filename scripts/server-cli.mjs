#!/usr/bin/env node
/**
 * Runs one of the server's command-line tools from the compiled build (rebuilt first if its sources changed):
 * `node scripts/server-cli.mjs migrate-cli [args]` runs packages/server/dist/migrate-cli.js.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER, ensureBuild } from './lib/builds.mjs';

const [name, ...args] = process.argv.slice(2);
ensureBuild(SERVER);
const program = path.join(SERVER.distDir, `${name}.js`);
process.argv = [process.argv[0], program, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(program).href);
