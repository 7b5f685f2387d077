import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { createLogger } from '../../src/lib/logger.js';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type DatabaseHandle, type DatabaseOptions, connectDatabase } from '../../src/db/client.js';
import { createMailer, type Mailer } from '../../src/mail/mailer.js';
import type { Services } from '../../src/composition.js';

export const PUBLIC_URL = 'http://scoreline.test';

/** A fresh database cloned from the migrated template; `drop` removes it. */
export async function createTestDatabase(
  options: DatabaseOptions = { poolSize: 5 },
): Promise<DatabaseHandle & { url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE scoreline_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), options);
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The notification senders the app uses (tests run the jobs' work through its notifier). */
  /** The app's own notification sender (composition.ts), for tests that run what the jobs would. */
  notifications: Pick<Services, 'notifier'>;
  config: Config;
  database: DatabaseHandle & { url: string };
  mailer: Mailer;
  dataDir: string;
  outboxDir: string;
  close: () => Promise<void>;
}

/** The real application on a fresh database, driven with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Pick<Parameters<typeof buildApp>[0], 'clock' | 'footballProvider' | 'liveHeartbeatMs'> & {
    /** A second instance on another app's database (that app owns and drops it). */
    sharedDatabaseUrl?: string;
    /** The HTTPS agent Web Push goes out with (a test's own push service). */
    pushAgent?: Agent;
  } = {},
): Promise<TestApp> {
  const { sharedDatabaseUrl, pushAgent, ...appOverrides } = overrides;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    AUTH_RATE_LIMIT: 'false',
    // As in the end-to-end tests, a request may move the clock for itself (results after kick-off).
    TEST_CLOCK_HEADER: 'true',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  // A small pool per test file (files run in parallel on one PostgreSQL) unless the test sets its own.
  const databaseOptions: DatabaseOptions = {
    poolSize: env.DATABASE_POOL_SIZE ? config.databasePoolSize : 5,
    poolWaitMs: config.databasePoolWaitMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    requestQueryTimeoutMs: config.databaseRequestQueryTimeoutMs,
  };
  const shared = sharedDatabaseUrl ? connectDatabase(sharedDatabaseUrl, databaseOptions) : null;
  const database = shared ? { ...shared, url: sharedDatabaseUrl!, drop: () => shared.close() } : await createTestDatabase(databaseOptions);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, logger });
  const authSecret = 'test-secret-that-is-at-least-32-characters-long';
  const app = await buildApp({ config, database, mailer, authSecret, logger, pushAgent, ...appOverrides });
  const notifications = { notifier: app.services.notifier };
  await app.ready();
  sendOriginLikeABrowser(app, config.publicUrl);
  return {
    app,
    notifications,
    config,
    database,
    mailer,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await app.close();
      mailer.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Tests play the web app in a browser, which sends its `Origin` with every write; the server refuses writes
 * from any other origin. A test that means to send none says `origin: undefined` (the header is then left out).
 */
function sendOriginLikeABrowser(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = (options: InjectOptions) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, unknown> = { ...(options.headers ?? {}) };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !('origin' in headers) && !('referer' in headers)) headers.origin = origin;
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return inject({ ...options, headers: headers as InjectOptions['headers'] });
  };
}

/** Headers that move the server clock for one request, far enough that every match of a test has kicked off. */
export const AFTER_KICK_OFF = { 'x-scoreline-clock-offset': String(400 * 24 * 3_600_000) };

/** `name=value; ...` for the cookies a response set, to send back as a browser would. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export const STRONG_PASSWORD = 'Passw0rd!';

export function jsonPost(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

let userCounter = 0;

/** Registers a user through the real sign-up endpoint and returns its credentials. */
export async function registerUser(app: FastifyInstance, overrides: { email?: string; username?: string; password?: string } = {}) {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${randomUUID().slice(0, 8)}@example.com`;
  const username = overrides.username ?? `player${userCounter}`;
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await jsonPost(app, '/api/v1/auth/sign-up/email', { email, name: username, password });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, username, password, id: (response.json() as { user: { id: string } }).user.id };
}

/** Signs in and returns the Cookie header of the new session. */
export async function signIn(app: FastifyInstance, email: string, password = STRONG_PASSWORD): Promise<string> {
  const response = await jsonPost(app, '/api/v1/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

export async function registerAndSignIn(app: FastifyInstance, overrides: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(app, overrides);
  return { ...user, cookie: await signIn(app, user.email, user.password) };
}
