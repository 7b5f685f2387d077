import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { GROUP_ICON_MAX_BYTES } from '@scoreline/shared';
import path from 'node:path';
import { createAuth, sessionCookieName } from './auth/auth.js';
import { sessionPlugin } from './auth/session.js';
import type { Config } from './config.js';
import { type DatabaseHandle, type RequestScope, runInRequestScope } from './db/client.js';
import { installErrorHandling } from './http/error-handler.js';
import { registerApiDocs } from './http/openapi.js';
import { registerMetricsRoute, timeRequests } from './http/metrics-endpoint.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { refuseCrossSiteWrites } from './http/same-origin.js';
import { registerWebApp } from './http/web-app.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { type Mailer, countingSends } from './mail/mailer.js';
import { type Metrics, createMetrics } from './lib/metrics.js';
import { createLocalFileStorage, createS3FileStorage } from './lib/file-storage.js';
import { createRequestClock } from './lib/request-clock.js';
import { composeServices, type Services } from './composition.js';
import { createFootballProvider } from './modules/football/create-provider.js';
import type { FootballProvider } from './modules/football/football-provider.js';
import { createLiveBus } from './modules/live/live-bus.js';
import { type LiveStreams, createLiveStreams } from './modules/live/live-streams.js';
import { registerApiRoutes } from './routes.js';

const READY_TIMEOUT_MS = 1_500;

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Open while the request is being answered: its queries have the request deadline (`db/client.ts`). */
    databaseScope: RequestScope | null;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** This instance's open live-event streams (diagnostics and tests: how many are open). */
    liveStreams: LiveStreams;
    /** The services the routes answer with, built once (composition.ts); main.ts gives the jobs the same. */
    services: Services;
    /** This app's Prometheus metrics (lib/metrics.ts): main.ts serves them on the metrics port and the jobs count on them. */
    metrics: Metrics;
  }
}

/** `work`, or a rejection once `ms` have passed (the work itself goes on and ends by its own deadline). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  authSecret: string;
  logger: Logger;
  /** Replaces the configured football data provider (tests). */
  footballProvider?: FootballProvider;
  /** The server's clock, which decides deadlines (tests move a fake one). */
  clock?: () => Date;
  /** The HTTPS agent Web Push goes out with (tests trust their own push service with it). */
  pushAgent?: Agent;
  /** The live streams' heartbeat (and session re-check) interval; the spec's 30 s unless a test shortens it. */
  liveHeartbeatMs?: number;
}

/** Builds the HTTP application: API under /api/v1, auth under /api/v1/auth, and the web app. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // A hop count becomes "trust the n nearest proxies"; never every hop, or clients could pick their own IP.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // A client trickling its request in (a byte every few seconds) is cut off with a 408, not kept forever. Node
    // checks unfinished requests every `connectionsCheckingInterval`, and only while the headers' timeout is no
    // longer than the whole request's.
    requestTimeout: config.httpRequestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.httpRequestTimeoutMs),
      connectionsCheckingInterval: Math.min(15_000, Math.ceil(config.httpRequestTimeoutMs / 4)),
    },
    requestIdHeader: 'x-request-id',
    // Draining (shutdown): a request that still arrives on an open connection is served (with `Connection: close`,
    // so the client's next one goes elsewhere), not refused with a 503.
    return503OnClosing: false,
    // The per-request "incoming request"/"request completed" lines are info: at a quieter level skip building them.
    logController: new LogController({ disableRequestLogging: !deps.logger.isLevelEnabled('info') }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app);
  const liveStreams = createLiveStreams();
  const metrics = createMetrics({ pool: database.pool, openStreams: () => liveStreams.count() });
  app.decorate('metrics', metrics);
  database.onConnectionWait((seconds) => metrics.poolWait.observe(seconds));
  timeRequests(app, metrics.httpRequestDuration);
  // Every mail the app sends (auth, notifications, the autopilot) goes through this one, counted.
  const mailer = countingSends(deps.mailer, metrics.emails);
  // Every route as registered (method, url), for diagnostics and the tests that walk the whole table.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  refuseCrossSiteWrites(app, config.publicUrl);
  refuseControlCharacters(app);
  if (config.testClockHeader) app.log.warn('TEST_CLOCK_HEADER is on: requests may move the server clock (tests only)');
  const baseClock = deps.clock ?? (() => new Date());
  const clock = config.testClockHeader ? createRequestClock(app, baseClock) : baseClock;

  addSecurityHeaders(app, path.join(config.webDistDir, 'index.html'));
  // The API's OpenAPI document and reference at /api/docs: registered first, so it sees every route after it.
  await registerApiDocs(app, { sessionCookieName: sessionCookieName(config.publicUrl) });

  // Mail and other side work better-auth does after answering: the answer's timing then does not tell
  // whether an account exists. Shutdown waits for what is still running.
  const backgroundTasks = new Set<Promise<unknown>>();
  const runInBackground = (task: Promise<unknown>) => {
    const tracked = task.catch((error: unknown) => app.log.error({ err: error }, 'background task failed'));
    backgroundTasks.add(tracked);
    void tracked.finally(() => backgroundTasks.delete(tracked));
  };
  // Handlers still running for a client that went away (or for one being served as we close) must finish
  // before the caller closes the database pool; `onSend` marks a handler's end, aborted client or not.
  const inFlight = new Set<FastifyRequest>();
  app.decorateRequest('databaseScope', null);
  // Callback-style hooks (here and in every hook run on each request): no promise and microtask per request.
  // The rest of the request runs in its database scope: its queries get the request deadline, not the jobs' one,
  // until it is answered (what it leaves running in the background, like sending mail, then keeps the long one).
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    const scope = { open: true };
    request.databaseScope = scope;
    runInRequestScope(scope, done);
  });
  let draining = false;
  app.addHook('onSend', (request, reply, payload, done) => {
    inFlight.delete(request);
    // Answered while draining (in flight when it began, or arriving on an open connection): the connection closes
    // with the answer; kept alive, it would hold the shutdown until the grace period cuts it.
    if (draining) reply.header('connection', 'close');
    if (request.databaseScope) request.databaseScope.open = false;
    done(null, payload);
  });
  // Shutdown drains: no new connections, /readyz 503, requests in flight get `shutdownGraceMs` to finish; then
  // whatever connection is still open is cut, and the caller may close the database.
  app.addHook('preClose', (done) => {
    draining = true;
    setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs).unref();
    done();
  });
  app.addHook('onClose', async () => {
    const deadline = Date.now() + config.shutdownGraceMs;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.allSettled([...backgroundTasks]);
  });

  const auth = createAuth({
    db: database.db,
    mailer,
    secret: deps.authSecret,
    publicUrl: config.publicUrl,
    requireEmailVerification: config.requireEmailVerification,
    rateLimit: config.authRateLimit,
    logger: deps.logger,
    runInBackground,
  });
  await app.register(cookie);
  // One file (a group icon) of at most 8 MB, next to a few small fields.
  await app.register(multipart, { limits: { fileSize: GROUP_ICON_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 6 } });
  await app.register(sessionPlugin, { auth, db: database.db, secret: deps.authSecret, cookieName: sessionCookieName(config.publicUrl) });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready means the database answers now: a pool that is full or a server that does not answer is 503 within
  // READY_TIMEOUT_MS, whatever the pool's own waits (a load balancer then stops sending traffic here).
  app.get('/readyz', async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: 'draining' });
    const answered = await withTimeout(database.pool.query('SELECT 1'), READY_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    return answered ? { status: 'ready' } : reply.status(503).send({ status: 'unavailable' });
  });
  registerMetricsRoute(app, metrics, config.metrics.token);

  app.decorate('liveStreams', liveStreams);
  const storage = config.s3 ? await createS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  const provider = deps.footballProvider ?? createFootballProvider(config.football, app.log);
  const services = composeServices({
    config,
    db: database.db,
    mailer,
    authSecret: deps.authSecret,
    logger: deps.logger,
    auth,
    storage,
    provider,
    clock,
    runInBackground,
    pushAgent: deps.pushAgent,
    metrics,
  });
  app.decorate('services', services);
  const liveBus = createLiveBus(database.newClient, app.log);
  await liveBus.start();
  app.addHook('onClose', () => liveBus.close());
  await registerApiRoutes(app, services, {
    config,
    db: database.db,
    auth,
    storage,
    provider,
    liveBus,
    liveStreams,
    liveHeartbeatMs: deps.liveHeartbeatMs,
    // A stream is answered when it opens: shutdown ends it rather than waiting for it, and its later checks (the
    // heartbeat's membership reads) are background work with the jobs' deadline, not the request's.
    streamOpened: (request) => {
      inFlight.delete(request);
      if (request.databaseScope) request.databaseScope.open = false;
    },
  });
  await registerWebApp(app, config.webDistDir);
  return app;
}
