#!/usr/bin/env node
/**
 * `npm run build`: compiles the server (with the shared package) and builds the web app, both from scratch.
 * `--changed` (`npm run build:changed`) builds only those whose sources changed since their last build;
 * `server` or `web` names one of them (`node scripts/build.mjs --changed server`).
 */
import { SERVER, WEB, build, ensureBuild } from './lib/builds.mjs';

const args = process.argv.slice(2);
const make = args.includes('--changed') ? ensureBuild : build;
const named = { server: SERVER, web: WEB };
const targets = args.filter((arg) => arg in named).map((arg) => named[arg]);
for (const target of targets.length ? targets : [SERVER, WEB]) make(target);
