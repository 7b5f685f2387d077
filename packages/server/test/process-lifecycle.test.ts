import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { REPO_ROOT, postJson, spawnServer, tempDataDir, waitReady } from './support/server-process.js';
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

describe('running the server as a process', () => {
  it('keeps data across restarts, survives a SIGKILLed run or a stale lock file, and stops PostgreSQL on Ctrl-C', async () => {
    const dataDir = tempDataDir('life');
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: path.join(dataDir, 'none') };

    const first = spawnServer(env);
    await waitReady(base, first);
    const signUp = await postJson(base, '/api/v1/auth/sign-up/email', {
      email: 'kept@example.com',
      name: 'kept',
      password: STRONG_PASSWORD,
    });
    expect(signUp.status).toBe(200);

    // A hard kill leaves the PostgreSQL child running with its lock file.
    first.child.kill('SIGKILL');
    await first.exited();
    const orphan = postmasterPid(dataDir);
    expect(orphan && isAlive(orphan)).toBe(true);

    const second = spawnServer(env);
    await waitReady(base, second);
    const signIn = await postJson(base, '/api/v1/auth/sign-in/email', { email: 'kept@example.com', password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(isAlive(orphan!)).toBe(false);

    const postgres = postmasterPid(dataDir)!;
    second.child.kill('SIGINT');
    expect(await second.exited()).toBe(0);
    expect(isAlive(postgres)).toBe(false);

    // After a reboot the lock file's PID may belong to an unrelated live process (here: this test runner).
    // It must be neither killed nor allowed to block the start.
    const clusterDir = path.join(dataDir, 'postgres');
    fs.writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${process.pid}\n${clusterDir}\n0\n${port}\n`);
    const third = spawnServer(env);
    await waitReady(base, third);
    expect((await postJson(base, '/api/v1/auth/sign-in/email', { email: 'kept@example.com', password: STRONG_PASSWORD })).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('uses DATABASE_URL when set and starts no embedded PostgreSQL', async () => {
    const database = await createTestDatabase();
    const dataDir = tempDataDir('ext');
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    try {
      const child = spawnServer({
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: database.url,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      });
      await waitReady(base, child);
      expect(
        (await postJson(base, '/api/v1/auth/sign-up/email', { email: 'ext@example.com', name: 'ext', password: STRONG_PASSWORD })).status,
      ).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      const rows = await database.pool.query('SELECT username FROM users');
      expect(rows.rows).toEqual([{ username: 'ext' }]);
      child.child.kill('SIGTERM');
      expect(await child.exited()).toBe(0);
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs the compiled server through `npm start` on an existing data folder, with no TypeScript at run time', async () => {
    const dataDir = tempDataDir('compiled');
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base };
    // `npm start` is `node scripts/start.mjs`; the hook makes any .ts module or the tsx loader fail the start.
    const npmStart = [
      '--import',
      path.join(import.meta.dirname, 'support/refuse-typescript.mjs'),
      path.join(REPO_ROOT, 'scripts/start.mjs'),
    ];
    try {
      const first = spawnServer(env, npmStart);
      await waitReady(base, first, 300_000);
      const signUp = { email: 'compiled@example.com', name: 'compiled', password: STRONG_PASSWORD };
      expect((await postJson(base, '/api/v1/auth/sign-up/email', signUp)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited()).toBe(0);

      // The existing folder: its data kept, the web app served, and nothing rebuilt (the sources are unchanged).
      const second = spawnServer(env, npmStart);
      await waitReady(base, second);
      expect(second.stdout).not.toContain('Building');
      const signIn = await postJson(base, '/api/v1/auth/sign-in/email', { email: signUp.email, password: STRONG_PASSWORD });
      expect(signIn.status).toBe(200);
      expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');
      second.child.kill('SIGTERM');
      expect(await second.exited()).toBe(0);
      expect(second.stderr).not.toContain('refused to load TypeScript');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
