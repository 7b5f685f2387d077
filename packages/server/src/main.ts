import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/client.js';
import { startMetricsListener } from './http/metrics-listener.js';
import { MIGRATION_DATABASE_OPTIONS, runMigrations } from './db/migrate.js';
import { createLogger } from './lib/logger.js';
import { resolveAuthSecret } from './lib/secrets.js';
import { createMailer } from './mail/mailer.js';
import { createFootballProvider } from './modules/football/create-provider.js';
import { startJobs } from './modules/jobs/scheduler.js';

/** Starts Scoreline: database (embedded unless DATABASE_URL), migrations, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const cleanups: Array<() => Promise<void> | void> = [];
  let shuttingDown = false;

  const shutdown = async (reason: string, exitCode = 0) => {
    if (shuttingDown) return void logger.info({ reason }, 'already shutting down');
    shuttingDown = true;
    logger.info({ reason }, 'shutting down');
    // Draining takes up to the grace period (requests and jobs in parallel); a shutdown stuck well past it ends hard.
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 15_000).unref();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.error({ err: error }, 'error during shutdown');
      }
    }
    process.exit(exitCode);
  };
  // Every signal is heard, not only the first: a second one (an impatient operator, a supervisor and npm both
  // passing it on) would otherwise kill the process mid-drain, cutting requests and leaving PostgreSQL running.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      // Loaded only when used: with DATABASE_URL nothing of the embedded server is touched.
      const { startEmbeddedPostgres } = await import('./db/embedded-postgres.js');
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        logger,
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
      logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL is running');
    }
    const migrations = connectDatabase(databaseUrl, MIGRATION_DATABASE_OPTIONS);
    await runMigrations(migrations).finally(() => migrations.close());
    const database = connectDatabase(databaseUrl, {
      poolSize: config.databasePoolSize,
      poolWaitMs: config.databasePoolWaitMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      requestQueryTimeoutMs: config.databaseRequestQueryTimeoutMs,
    });
    cleanups.push(() => database.close());

    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
    cleanups.push(() => mailer.close());
    const footballProvider = createFootballProvider(config.football, logger);
    const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
    const app = await buildApp({ config, database, mailer, authSecret, logger, footballProvider });
    let jobs: Awaited<ReturnType<typeof startJobs>> | undefined = undefined;
    // First to go at shutdown, together: the server drains (no new connections, event streams told to reconnect,
    // requests in flight finished) while the jobs finish their runs; then the database closes.
    cleanups.push(async () => void (await Promise.all([app.close(), jobs?.stop()])));
    // The jobs work with the routes' own services (one standings service, one notifier: composition.ts).
    const { standings, notifier, jobsRepo, autopilot, bonusQuestions } = app.services;
    jobs = await startJobs({
      databaseUrl,
      db: database.db,
      provider: footballProvider,
      standings,
      bonus: bonusQuestions,
      notifier,
      jobsRepo,
      autopilot,
      logger,
      livePollSeconds: config.football.livePollSeconds,
      onGoals: (goals) => notifier.announceGoals(goals),
      stopTimeoutMs: config.shutdownGraceMs,
      metrics: app.metrics,
      backup: {
        everyHours: config.backup.everyHours,
        // Loaded only when a backup is made (the archive writer is not needed otherwise).
        make: async (signal) =>
          (await import('./backup/create-backup.js')).createBackup({
            databaseUrl,
            dataDir: config.dataDir,
            backupDir: config.backup.dir,
            keep: config.backup.keep,
            iconsInBucket: config.s3 !== null,
            signal,
          }),
      },
    });
    // Prometheus scrapes this instance apart from the public port (loopback unless METRICS_HOST says otherwise).
    const { host: metricsHost, port: metricsPort } = config.metrics;
    const metricsListener =
      metricsPort === null ? null : await startMetricsListener({ host: metricsHost, port: metricsPort, metrics: app.metrics, logger });
    if (metricsListener) cleanups.push(() => metricsListener.close());
    await app.listen({ port: config.port, host: config.host });
    logger.info(`Scoreline is ready at ${config.publicUrl}`);
  } catch (error) {
    logger.fatal({ err: error }, 'Scoreline could not start');
    await shutdown('start-up failure', 1);
  }
}

void main();
