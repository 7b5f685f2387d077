import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES, SERVER_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { timeJob } from '../src/lib/metrics.js';
import { countingSends } from '../src/mail/mailer.js';
import { countingPushes } from '../src/modules/notifications/push-sender.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type Sample, readExposition, valueOf } from './support/prometheus-text.js';
import { spawnServer, tempDataDir, waitReady } from './support/server-process.js';
import { startTestJobs } from './support/test-jobs.js';
import { type TestApp, createTestApp, createTestDatabase } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
const TOKEN = 'a-metrics-token-of-the-test-0123456789';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const HTTP_COUNT = 'scoreline_http_request_duration_seconds_count';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { clock: () => START });
});
afterAll(async () => t.close());

async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(PROMETHEUS_TEXT);
  return readExposition(response.body).samples;
}

/** How much each sample named moved between two scrapes. */
const moved = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) =>
  valueOf(after, name, labels) - valueOf(before, name, labels);

describe('/metrics', () => {
  it('is Prometheus text: the app metrics by type, with the process and Node.js metrics', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const { types } = readExposition(response.body);
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('scoreline_')))).toEqual({
      scoreline_http_request_duration_seconds: 'histogram',
      scoreline_db_pool_connections: 'gauge',
      scoreline_db_pool_connections_in_use: 'gauge',
      scoreline_db_pool_connections_idle: 'gauge',
      scoreline_db_pool_max_connections: 'gauge',
      scoreline_db_pool_waiting: 'gauge',
      scoreline_db_pool_wait_seconds: 'histogram',
      scoreline_event_streams_open: 'gauge',
      scoreline_job_runs_total: 'counter',
      scoreline_job_failures_total: 'counter',
      scoreline_job_duration_seconds: 'histogram',
      scoreline_emails_total: 'counter',
      scoreline_pushes_total: 'counter',
      scoreline_predictions_saved_total: 'counter',
    });
    expect(types.get('process_cpu_seconds_total')).toBe('counter');
    expect(types.get('process_resident_memory_bytes')).toBe('gauge');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('times every request under its route pattern, method and status; unknown paths under one label', async () => {
    const before = await scrape();
    for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const groupId = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: `/api/v1/groups/${groupId}` })).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ method: 'GET', url: `/api/v1/nothing/${groupId}` })).statusCode).toBe(404);
    const after = await scrape();

    expect(moved(before, after, HTTP_COUNT, { route: '/healthz', method: 'GET', status_code: '200' })).toBe(5);
    expect(moved(before, after, HTTP_COUNT, { route: '/api/v1/groups/:groupId', method: 'GET', status_code: '401' })).toBe(3);
    expect(moved(before, after, HTTP_COUNT, { route: 'unmatched', method: 'GET', status_code: '404' })).toBe(2);
    // Never the URL itself: one series per route, whatever the ids.
    expect(after.filter((sample) => Object.values(sample.labels).some((value) => value.includes(groupId)))).toEqual([]);
  });

  it("shows the pool's connections in use, and how long each checkout waited", async () => {
    const before = await scrape();
    expect(valueOf(before, 'scoreline_db_pool_max_connections')).toBe(5);
    const held = await t.database.pool.connect();
    let during: Sample[];
    try {
      during = await scrape();
    } finally {
      held.release();
    }
    expect(valueOf(during, 'scoreline_db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    expect(valueOf(during, 'scoreline_db_pool_connections')).toBe(
      valueOf(during, 'scoreline_db_pool_connections_in_use') + valueOf(during, 'scoreline_db_pool_connections_idle'),
    );
    expect(valueOf(during, 'scoreline_db_pool_waiting')).toBe(0);
    expect(moved(before, during, 'scoreline_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it('counts every prediction row saved, on the one-statement path and the full one', async () => {
    const roles = await groupWithRoles(t.app);
    const game = gameHelpers(t.app, START);
    const gameweek = await game.gameweek(roles, 24, ['Reds', 'Blues']);
    const [first, second] = gameweek.matches.map((match) => match.id) as [string, string];
    const before = await scrape();
    expect(
      (
        await game.predict(roles.member, gameweek.id, [
          [first, 1, 0],
          [second, 2, 2],
        ])
      ).statusCode,
    ).toBe(200);
    const saved = await scrape();
    expect(moved(before, saved, 'scoreline_predictions_saved_total')).toBe(2);
    // A save that leaves a match blank takes the full path: one row written, one removed.
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/players/${roles.member.id}/predictions`,
      headers: { cookie: roles.member.cookie },
      payload: {
        predictions: [
          { matchId: first, home: 3, away: 0 },
          { matchId: second, home: null, away: null },
        ],
      },
    });
    expect(blank.statusCode).toBe(200);
    expect(moved(saved, await scrape(), 'scoreline_predictions_saved_total')).toBe(1);
  });

  it('counts the emails and pushes a reminder sends, by outcome', async () => {
    const roles = await groupWithRoles(t.app);
    const gameweek = await gameHelpers(t.app, START).gameweek(roles, 2, ['Greens']);
    // A device stored before endpoints were checked: the sender refuses it without calling anything.
    await t.database.db.execute(sql`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
      VALUES (${roles.member.id}, ${'https://push.example.com/device'}, 'key', 'auth', 'Chrome on Android')`);
    const mailsBefore = fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir).length : 0;
    const before = await scrape();
    const { delivery } = await t.notifications.notifier.remindNow(gameweek.id, START);
    await delivery;
    const after = await scrape();
    const mailsWritten = fs.readdirSync(t.outboxDir).length - mailsBefore;
    expect(mailsWritten).toBeGreaterThanOrEqual(1);
    expect(moved(before, after, 'scoreline_emails_total', { outcome: 'sent' })).toBe(mailsWritten);
    expect(moved(before, after, 'scoreline_pushes_total', { outcome: 'refused' })).toBe(1);
    expect(moved(before, after, 'scoreline_emails_total', { outcome: 'failed' })).toBe(0);
  });

  it('counts failed sends and failed job runs as failures', async () => {
    const { metrics } = t.app;
    const before = await scrape();
    const failingMailer = countingSends(
      { transport: 'smtp', send: () => Promise.reject(new Error('connection refused')), close: () => undefined },
      metrics.emails,
    );
    await expect(failingMailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow('connection refused');
    const failingPush = countingPushes({ publicKey: 'k', send: () => Promise.reject(new Error('socket hang up')) }, metrics.pushes);
    await expect(
      failingPush.send({ endpoint: 'https://x', p256dh: 'p', auth: 'a' }, { title: '', body: '', url: '/', tag: '' }),
    ).rejects.toThrow();
    await expect(timeJob(metrics, 'a-failing-job', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    const after = await scrape();
    expect(moved(before, after, 'scoreline_emails_total', { outcome: 'failed' })).toBe(1);
    expect(moved(before, after, 'scoreline_pushes_total', { outcome: 'failed' })).toBe(1);
    expect(valueOf(after, 'scoreline_job_runs_total', { job: 'a-failing-job' })).toBe(1);
    expect(valueOf(after, 'scoreline_job_failures_total', { job: 'a-failing-job' })).toBe(1);
    expect(valueOf(after, 'scoreline_job_duration_seconds_count', { job: 'a-failing-job' })).toBe(1);
  });

  it("counts and times the jobs' runs (the deadline sweep at start)", { timeout: 60_000 }, async () => {
    const before = await scrape();
    const jobs = await startTestJobs(t, 'metrics', {
      clock: () => START,
      metrics: t.app.metrics,
    });
    const after = await scrape();
    await jobs.stop();
    // At least the sweep startJobs runs itself; pg-boss may have started the minute's one too.
    const sweep = { job: 'deadline-sweep' };
    expect(moved(before, after, 'scoreline_job_runs_total', sweep)).toBeGreaterThanOrEqual(1);
    expect(moved(before, after, 'scoreline_job_duration_seconds_count', sweep)).toBeGreaterThanOrEqual(1);
    expect(moved(before, after, 'scoreline_job_failures_total', sweep)).toBe(0);
  });

  it('shows the open event streams: one while a member listens, none once it closes', async () => {
    const roles = await groupWithRoles(t.app);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streamsOpen = async () => valueOf(await scrape(), 'scoreline_event_streams_open');
    expect(await streamsOpen()).toBe(0);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/v1/groups/${roles.group.id}/events`, {
      headers: { cookie: roles.member.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(await streamsOpen()).toBe(1);
    controller.abort();
    await expect.poll(streamsOpen).toBe(0);
  });
});

describe('scraping on the main port', () => {
  it('needs METRICS_TOKEN as a bearer token: 401 without it or with another', async () => {
    const refused = [{}, { authorization: 'Bearer not-the-token-at-all-0123456789' }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of refused) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ error: { code: ERROR_CODES.unauthorized, message: SERVER_MESSAGES.metricsTokenRequired } });
    }
    const allowed = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
  });

  it('is not there without METRICS_TOKEN: 404, token or not', async () => {
    const plain = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe(ERROR_CODES.notFound);
      }
    } finally {
      await plain.close();
    }
  });
});

/** This machine's first address other than loopback, if it has one. */
const outsideAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/** 'connected', or the error code of a TCP connection to `host`:`port` (a refused one fails at once). */
const tryConnect = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(5_000, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('the metrics listener of the real server', () => {
  it('answers on 127.0.0.1 and is not reachable from the network; a second instance on its port runs without one', async () => {
    const database = await createTestDatabase();
    const dataDir = tempDataDir('metrics');
    const [port, secondPort, metricsPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const env = (appPort: number) => ({
      DATA_DIR: dataDir,
      PORT: String(appPort),
      PUBLIC_URL: `http://localhost:${appPort}`,
      DATABASE_URL: database.url,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      METRICS_PORT: String(metricsPort),
    });
    try {
      const server = spawnServer(env(port));
      await waitReady(`http://127.0.0.1:${port}`, server);
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      const scraped = await fetch(metricsUrl);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
      const { samples } = readExposition(await scraped.text());
      expect(valueOf(samples, HTTP_COUNT, { route: '/readyz', status_code: '200' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'scoreline_job_runs_total', { job: 'deadline-sweep' })).toBeGreaterThanOrEqual(1);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

      const outside = outsideAddress();
      if (outside) {
        // The app itself listens on every interface (HOST 0.0.0.0), so the address is reachable: only metrics are not.
        expect(await tryConnect(outside, port)).toBe('connected');
        expect(await tryConnect(outside, metricsPort)).toBe('ECONNREFUSED');
      } else {
        console.warn('no address other than loopback on this machine: reachability from the network not checked');
      }

      // Another instance on the same machine and METRICS_PORT: its metrics listener cannot start, the app serves on.
      const second = spawnServer({ ...env(secondPort), LOG_LEVEL: 'error' });
      await waitReady(`http://127.0.0.1:${secondPort}`, second);
      expect(second.stdout).toContain('the metrics listener could not start');
      second.child.kill('SIGTERM');
      expect(await second.exited()).toBe(0);

      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
      expect(await tryConnect('127.0.0.1', metricsPort)).toBe('ECONNREFUSED');
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
