import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/create-backup.js';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { buildGroupWithIcon, groupWithRoles } from './support/groups.js';
import { spawnServer, waitReady } from './support/server-process.js';
import { PUBLIC_URL, STRONG_PASSWORD, createTestApp, createTestDatabase, registerAndSignIn } from './support/test-app.js';

/**
 * Review of issue 31 (compiled server, draining shutdown, backups): each test reproduces a bug found by running
 * the real thing, and fails without its fix.
 */
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scoreline-${prefix}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Holds an ACCESS EXCLUSIVE lock on `table` so that a backup, once it has taken its snapshot, waits at its
 * `LOCK TABLE` (deterministically mid-backup); `backupPid()` answers the backup's connection once it waits there.
 */
async function tableHeld(url: string, table: string) {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query(`LOCK TABLE public.${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    backupPid: async (): Promise<number> => {
      for (;;) {
        // Activity is read once per transaction unless the snapshot is cleared (the holder stays in its transaction).
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'scoreline-backup' AND wait_event_type = 'Lock'`,
        );
        if (rows[0]) return rows[0].pid;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    terminate: (pid: number) => holder.query('SELECT pg_terminate_backend($1)', [pid]),
    release: async () => {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}

describe('backups while the app runs', () => {
  it('a backup whose connection drops (PostgreSQL restarting, the server stopping) fails; the process does not crash', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const lock = await tableHeld(t.database.url, 'job_leases');
    const backup = createBackup({
      databaseUrl: t.database.url,
      dataDir: t.dataDir,
      backupDir: tempDir('dropped'),
      keep: 3,
      iconsInBucket: false,
    });
    // Without an 'error' listener on the backup's pg.Client, the drop is an uncaught 'error' event: the running
    // server (automatic backups) or the command dies with a stack trace instead of "Backup failed: ...".
    await lock.terminate(await lock.backupPid());
    await expect(backup).rejects.toThrow(/terminat/i);
    await lock.release();
  });

  it('keeps the icon of a group the snapshot holds, even if the group was deleted while the backup ran', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroupWithIcon(t.app, owner.cookie, 'Iconic');
    const backupDir = tempDir('icon-race');
    const lock = await tableHeld(t.database.url, 'job_leases');
    const backup = createBackup({ databaseUrl: t.database.url, dataDir: t.dataDir, backupDir, keep: 3, iconsInBucket: false });
    await lock.backupPid();
    // The snapshot is taken (the backup waits at its locks); the group and its icon file go meanwhile.
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(204);
    await lock.release();
    const report = await backup;

    const unpacked = tempDir('icon-race-unpacked');
    await tar.extract({ file: report.file, cwd: unpacked });
    const groupsRows = fs.readFileSync(path.join(unpacked, 'scoreline-backup/database/groups.copy'), 'utf8');
    expect(groupsRows).toContain(group.id);
    const iconFile = group.iconUrl.split('/').at(-1)!;
    expect(fs.existsSync(path.join(unpacked, 'scoreline-backup/uploads/group-icons', iconFile))).toBe(true);
  });
});

/** A raw HTTP/1.1 connection: what a proxy's kept-alive upstream connection or a slow client does. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { socket, closed, received: () => received };
}

const refusesConnections = async (base: string) => {
  for (;;) {
    try {
      await fetch(`${base}/healthz`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('draining', () => {
  it('a second SIGTERM during the drain does not kill the request in flight: it is answered and the exit is 0', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const dataDir = tempDir('twice');
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawnServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      PUBLIC_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      SHUTDOWN_GRACE_MS: '60000',
    });
    await waitReady(base, server);

    // A sign-up whose body is still arriving when the signals come (a slow phone upload).
    const body = JSON.stringify({ email: 'twice@example.com', name: 'twice', password: STRONG_PASSWORD });
    const client = rawConnection(port);
    client.socket.write(
      `POST /api/v1/auth/sign-up/email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${PUBLIC_URL}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await refusesConnections(base);
    // An impatient operator, or a supervisor and npm both passing the signal on.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.socket.write(body.slice(10));
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.exited()).toBe(0);
  }, 90_000);

  /**
   * An app draining with a grace period far longer than the test's time-out, and a connection whose request
   * (`request(roles)`, sent but for its last 3 characters) is arriving when the drain begins; the rest is sent once
   * the server refuses new connections. A drain that waits for the grace period fails the test.
   */
  async function drainingWhileArriving(request: (roles: Awaited<ReturnType<typeof groupWithRoles>>) => string) {
    const t = await createTestApp({ SHUTDOWN_GRACE_MS: '600000' });
    const roles = await groupWithRoles(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const text = request(roles);
    const client = rawConnection(port);
    client.socket.write(text.slice(0, -3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = t.close();
    await refusesConnections(`http://127.0.0.1:${port}`);
    client.socket.write(text.slice(-3));
    const answer = await client.closed;
    await closing;
    return answer;
  }

  it('a request in flight when the drain begins is answered with Connection: close, and the drain ends without the grace period', async () => {
    const body = JSON.stringify({ isAdmin: false });
    const answer = await drainingWhileArriving(
      (roles) =>
        `PATCH /api/v1/groups/${roles.group.id}/members/${roles.member.id} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${roles.owner.cookie}\r\nOrigin: ${PUBLIC_URL}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  }, 60_000);

  it('an event stream whose request arrives during the drain is told at once to come back, and its connection closes', async () => {
    const answer = await drainingWhileArriving(
      (roles) => `GET /api/v1/groups/${roles.group.id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${roles.member.cookie}\r\n\r\n`,
    );
    expect(answer).toContain('content-type: text/event-stream');
    expect(answer).toMatch(/retry: \d+\n: server restarting/);
  }, 60_000);
});
