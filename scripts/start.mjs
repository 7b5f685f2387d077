#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its sources changed since the last build, then runs the server
 * (embedded PostgreSQL unless DATABASE_URL is set, migrations, API and web app on one port).
 */
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild();

const { register } = await import('tsx/esm/api');
register();
await import('../packages/server/src/main.ts');
