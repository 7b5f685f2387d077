import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { exited, killServers, post, startServer, waitForHealth } from './support/server-process.js';
import { STRONG_PASSWORD, createTestDatabase } from './support/test-app.js';

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(killServers);

describe('running the server as a process', () => {
  it('keeps data across restarts, survives a SIGKILLed run or a stale lock file, and stops PostgreSQL on Ctrl-C', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-life-'));
    fs.chmodSync(dataDir, 0o755);
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: path.join(dataDir, 'none') };

    const first = startServer(env);
    await waitForHealth(base, first);
    const signUp = await post(base, '/api/v1/auth/sign-up/email', { email: 'kept@example.com', name: 'kept', password: STRONG_PASSWORD });
    expect(signUp.status).toBe(200);

    // A hard kill leaves the PostgreSQL child running with its lock file.
    first.kill('SIGKILL');
    await exited(first);
    const orphan = postmasterPid(dataDir);
    expect(orphan && isAlive(orphan)).toBe(true);

    const second = startServer(env);
    await waitForHealth(base, second);
    const signIn = await post(base, '/api/v1/auth/sign-in/email', { email: 'kept@example.com', password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(isAlive(orphan!)).toBe(false);

    const postgres = postmasterPid(dataDir)!;
    second.kill('SIGINT');
    expect(await exited(second)).toBe(0);
    expect(isAlive(postgres)).toBe(false);

    // After a reboot the lock file's PID may belong to an unrelated live process (here: this test runner).
    // It must be neither killed nor allowed to block the start.
    const clusterDir = path.join(dataDir, 'postgres');
    fs.writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${process.pid}\n${clusterDir}\n0\n${port}\n`);
    const third = startServer(env);
    await waitForHealth(base, third);
    expect((await post(base, '/api/v1/auth/sign-in/email', { email: 'kept@example.com', password: STRONG_PASSWORD })).status).toBe(200);
    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('uses DATABASE_URL when set and starts no embedded PostgreSQL', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-ext-'));
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    try {
      const child = startServer({
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: database.url,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      });
      await waitForHealth(base, child);
      expect(
        (await post(base, '/api/v1/auth/sign-up/email', { email: 'ext@example.com', name: 'ext', password: STRONG_PASSWORD })).status,
      ).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      const rows = await database.pool.query('SELECT username FROM users');
      expect(rows.rows).toEqual([{ username: 'ext' }]);
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
