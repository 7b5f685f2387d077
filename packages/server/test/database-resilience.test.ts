import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SecondConnectionError } from '../src/db/client.js';
import { startFreezableProxy } from './support/freezable-proxy.js';
import { buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, createTestDatabase, registerAndSignIn } from './support/test-app.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The response, or 'no answer' once `ms` have passed: a hung server must fail the test, not time it out. */
async function within(ms: number, request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

const statusOf = (answer: LightMyRequestResponse | 'no answer') => (answer === 'no answer' ? answer : answer.statusCode);

async function appWith(env: Record<string, string>, overrides: Parameters<typeof createTestApp>[1] = {}): Promise<TestApp> {
  const t = await createTestApp(env, overrides);
  cleanups.push(t.close);
  return t;
}

describe('a pool of 10 under simultaneous joins', () => {
  it('answers 20 joins with the right PIN and 20 with a wrong one within 5 s each, and stays ready', async () => {
    const t = await appWith({ DATABASE_POOL_SIZE: '10' });
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { isPublic: false, pin: '2468' });
    // Setup, not the subject: sign-ups hash passwords (CPU-bound), so 40 at once on a busy 2-core machine can outwait
    // the pool's connect timeout. Register them a few at a time; the joins below are what runs simultaneously.
    const users: Awaited<ReturnType<typeof registerAndSignIn>>[] = [];
    while (users.length < 40) users.push(...(await Promise.all(Array.from({ length: 4 }, () => registerAndSignIn(t.app)))));
    const [rightPin, wrongPin] = [users.slice(0, 20), users.slice(20)];

    const right = await Promise.all(rightPin.map((user) => within(5_000, join(t.app, user, group.id, '2468'))));
    expect(right.map(statusOf)).toEqual(Array(20).fill(200));
    const wrong = await Promise.all(wrongPin.map((user) => within(5_000, join(t.app, user, group.id, '1357'))));
    expect(wrong.map(statusOf)).toEqual(Array(20).fill(400));

    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM group_members WHERE group_id = ${group.id}`,
    );
    expect(count.rows[0]!.n).toBe(21);
    expect(statusOf(await within(2_000, t.app.inject({ url: '/readyz' })))).toBe(200);
    const detail = await within(5_000, t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: owner.cookie } }));
    expect(statusOf(detail)).toBe(200);
  });

  it('refuses, at once, a transaction that asks the pool for a second connection', async () => {
    const t = await appWith({});
    const started = Date.now();
    const attempt = t.database.db.transaction(async () => {
      await t.database.db.execute(sql`SELECT 1`);
    });
    // drizzle wraps driver errors; the cause is ours.
    await expect(attempt).rejects.toSatisfy((error: Error) => error.cause instanceof SecondConnectionError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('a database that does not answer', () => {
  it('answers 503 (readyz within 2 s, routes within the statement deadline) and recovers by itself', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port) });
    cleanups.push(proxy.close);
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    proxied.searchParams.delete('host'); // through the proxy's TCP port, not the embedded cluster's Unix socket
    const t = await appWith(
      { DATABASE_POOL_WAIT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1000' },
      { sharedDatabaseUrl: proxied.toString() },
    );
    const user = await registerAndSignIn(t.app);
    const groups = () => t.app.inject({ url: '/api/v1/groups', headers: { cookie: user.cookie } });
    expect((await groups()).statusCode).toBe(200);

    proxy.freeze();
    let started = Date.now();
    expect(statusOf(await within(2_500, t.app.inject({ url: '/readyz' })))).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Statement timeout 1 s: the client's deadline is 2 s, the pool's wait for a new connection 1 s.
    for (let i = 0; i < 3; i += 1) {
      started = Date.now();
      const answer = await within(4_000, groups());
      expect(statusOf(answer)).toBe(503);
      expect((answer as LightMyRequestResponse).json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(3_000);
    }

    proxy.thaw();
    await expect.poll(async () => statusOf(await within(2_000, t.app.inject({ url: '/readyz' }))), { timeout: 5_000 }).toBe(200);
    await expect.poll(async () => statusOf(await within(3_000, groups())), { timeout: 5_000 }).toBe(200);
  });

  it('answers 503 when every connection is taken, and serves again once one is free', async () => {
    const t = await appWith({ DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '1000' });
    const user = await registerAndSignIn(t.app);
    const held = await Promise.all([t.database.pool.connect(), t.database.pool.connect()]);
    let started = Date.now();
    expect(statusOf(await within(2_500, t.app.inject({ url: '/readyz' })))).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    started = Date.now();
    const answer = await within(3_000, t.app.inject({ url: '/api/v1/groups', headers: { cookie: user.cookie } }));
    expect(statusOf(answer)).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const client of held) client.release();
    expect(statusOf(await within(2_000, t.app.inject({ url: '/api/v1/groups', headers: { cookie: user.cookie } })))).toBe(200);
  });

  it('sets a statement timeout and an idle-in-transaction timeout on every pooled connection', async () => {
    const t = await appWith({ DATABASE_STATEMENT_TIMEOUT_MS: '1500' });
    const settings = await t.database.db.execute<{ statement: string; idle: string }>(
      sql`SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(settings.rows[0]).toEqual({ statement: '1500ms', idle: '1500ms' });
    const slow = t.database.db.execute(sql`SELECT pg_sleep(5)`);
    await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } });
  });
});

describe('the live-updates connection', () => {
  it('is not taken from the request pool', async () => {
    const t = await appWith({ DATABASE_POOL_SIZE: '2' });
    // Both pooled connections are free for requests while the instance listens.
    const held = await within(
      2_000,
      Promise.all([t.database.pool.connect(), t.database.pool.connect()]) as unknown as Promise<LightMyRequestResponse>,
    );
    expect(held).not.toBe('no answer');
    for (const client of held as unknown as Array<{ release: () => void }>) client.release();
  });
});
