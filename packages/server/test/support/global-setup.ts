import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { MIGRATION_DATABASE_OPTIONS, runMigrations } from '../../src/db/migrate.js';

export const TEMPLATE_DATABASE = 'scoreline_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test cluster (database "postgres"). */
    adminDatabaseUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole run (the embedded one, or TEST_DATABASE_URL's server) and builds a
 * migrated template database that each test file clones in milliseconds.
 */
export default async function setup(project: TestProject) {
  // The process tests run the compiled server (dist/), as `npm start` does: compile it if its sources changed.
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, '../../../../scripts/build.mjs'), '--changed', 'server'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server did not compile');
  const logger = pino({ level: 'warn' });
  let adminUrl: string;
  let stop: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;

  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    // Under the OS temp folder: the postgres user must be able to reach it.
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-test-'));
    fs.chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: tempDir, port: 0, logger, database: 'postgres' });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), MIGRATION_DATABASE_OPTIONS);
  await runMigrations(template);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    await stop?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
