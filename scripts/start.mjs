#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server when their sources changed since the last build, then runs the
 * compiled server with plain node (embedded PostgreSQL unless DATABASE_URL is set, migrations, API and web app on
 * one port).
 */
import { SERVER, WEB, ensureBuild } from './lib/builds.mjs';

ensureBuild(WEB);
ensureBuild(SERVER);

// Stack traces point into the TypeScript sources (dist/ holds the source maps).
process.setSourceMapsEnabled(true);
await import('../packages/server/dist/main.js');
