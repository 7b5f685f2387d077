/**
 * The bench's own throwaway PostgreSQL: the product's embedded cluster in a temporary folder, migrated, shared
 * by the seed, the checks, the timed marking (in this process) and the server (its own process, DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { connectDatabase, type DatabaseHandle } from '../packages/server/src/db/client.js';
import { startEmbeddedPostgres } from '../packages/server/src/db/embedded-postgres.js';
import { runMigrations } from '../packages/server/src/db/migrate.js';

export interface BenchDatabase {
  url: string;
  /** No statement timeout: the seed and the full recompute run long. */
  handle: DatabaseHandle;
  /** The cluster's postmaster: its children are this database's processes (bench/cpu.ts counts them). */
  postmasterPid: () => number | undefined;
  stop: () => Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-bench-db-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger: pino({ level: 'warn' }), database: 'bench' });
  const handle = connectDatabase(embedded.url, { poolSize: 4, statementTimeoutMs: 0 });
  const stop = async () => {
    await handle.close().catch(() => undefined);
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(handle);
  } catch (error) {
    await stop();
    throw error;
  }
  const postmasterPid = () => {
    const file = path.join(dataDir, 'postgres', 'postmaster.pid');
    return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
  };
  return { url: embedded.url, handle, postmasterPid, stop };
}
