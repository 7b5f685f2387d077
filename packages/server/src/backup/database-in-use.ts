import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { RestoreRefused, type RestoreDatabase } from './restore-backup.js';

export interface OpenDatabase {
  url: string;
  description: string;
  close: () => Promise<void>;
}

const hasCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
const embeddedDescription = (dataDir: string) => `the embedded database under ${dataDir}`;

/**
 * The database a backup reads: DATABASE_URL when set; else the embedded cluster of DATA_DIR, live if it is
 * running (the server is up: its port is in postmaster.pid), else started for the backup and stopped after.
 */
export async function databaseToBackUp(config: Config, logger: Logger): Promise<OpenDatabase> {
  const done = async () => undefined;
  if (config.databaseUrl) return { url: config.databaseUrl, description: 'DATABASE_URL', close: done };
  const description = embeddedDescription(config.dataDir);
  if (!hasCluster(config.dataDir))
    throw new Error(`There is no database to back up: ${config.dataDir} holds no embedded PostgreSQL (is DATA_DIR right?).`);
  const live = runningEmbeddedUrl(config.dataDir);
  if (live) return { url: live, description: `${description} (running)`, close: done };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
  return { url: embedded.url, description, close: embedded.stop };
}

/**
 * The database a restore writes: DATABASE_URL when set; else the embedded cluster of DATA_DIR, made there if it
 * has none. A cluster that is running (the server is up) is refused: the server must be stopped first.
 */
export function databaseToRestoreInto(config: Config, logger: Logger): RestoreDatabase {
  if (config.databaseUrl)
    return { description: 'the database at DATABASE_URL', open: async () => ({ url: config.databaseUrl!, close: async () => undefined }) };
  return {
    description: embeddedDescription(config.dataDir),
    open: async () => {
      if (runningEmbeddedUrl(config.dataDir))
        throw new RestoreRefused(
          `Not restored: Scoreline's embedded PostgreSQL is running on ${config.dataDir}. Stop the server, then restore.`,
        );
      const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
      return { url: embedded.url, close: embedded.stop };
    },
  };
}
