import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { type Metrics, timeJob } from '../../lib/metrics.js';
import type { FootballProvider } from '../football/football-provider.js';
import type { Notifier } from '../notifications/notifier.js';
import type { BonusQuestionsService } from '../bonus-questions/bonus-questions.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { AutopilotService } from '../autopilot/autopilot.service.js';
import type { JobsRepo } from './jobs.repo.js';
import { createQueueOnce } from './create-queue.js';
import { lockPastDeadlines } from './deadline-sweep.js';
import { refreshKickOffs } from './kick-off-refresh.js';
import { syncResults } from './results-sync.js';
import { settleLeagueWinners } from './league-winners.js';
import { type Goal, type InPlaySeen, inPlayToSkip, pollLiveScores } from './live-scores.js';
import { type PeriodicBackup, startPeriodicBackup } from './periodic-backup.js';

const EVERY_MINUTE = '* * * * *';
const REMINDER_EVERY_MINUTES = 5;
/**
 * Provider requests per run of the results sync with the autopilot (the free plan allows 10 a minute, and admins
 * browse fixtures too): the autopilot takes at most AUTOPILOT_REQUESTS_PER_RUN (one per competition due), results
 * and kick-off times what is left.
 */
const SYNC_REQUESTS_PER_RUN = 8;
const AUTOPILOT_REQUESTS_PER_RUN = 2;
/** What the results sync keeps at least, whatever the live polls take (a fast poll on a paid plan). */
const MIN_RESULT_REQUESTS = 2;

/**
 * What the results sync may ask for in a minute: the 8 requests less the autopilot's and the live polls' (one per
 * poll), at least MIN_RESULT_REQUESTS (a poll faster than the free plan allows then spends over the 8).
 */
export function resultRequests(autopilotAsked: number, livePollSeconds: number): number {
  return Math.max(MIN_RESULT_REQUESTS, SYNC_REQUESTS_PER_RUN - autopilotAsked - Math.ceil(60 / livePollSeconds));
}

/**
 * Runs the background jobs on pg-boss, a queue kept in PostgreSQL: every minute one deadline sweep, one
 * results sync and one notifications run, each taken by exactly one server instance however many run. The sweep also runs once at
 * start, so a deadline that passed while the server was down locks at once.
 */
export async function startJobs(deps: {
  databaseUrl: string;
  db: Database;
  provider: FootballProvider;
  /** Marks results and locks predictions (the composition root's one standings service). */
  standings: Pick<StandingsService, 'lockPredictions' | 'groupsOfFixture' | 'lockGroups' | 'markFixture' | 'repairUnmarked'>;
  /** The jobs' reads and writes (the composition root's one repo). */
  jobsRepo: JobsRepo;
  /** Makes followed competitions' matchdays gameweeks (within the same request budget as the results sync). */
  autopilot: Pick<AutopilotService, 'runDue'>;
  /** Settles "Who wins the league?" bonus questions from a finished season's table (after the results). */
  bonus?: Pick<BonusQuestionsService, 'awaitingTables' | 'settleFromTable'>;
  /** Sends reminders before predictions close and tells members of finished gameweeks' results. */
  notifier: Pick<Notifier, 'sendDueReminders' | 'announceResults'>;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  /** Seconds between polls of the matches in play (LIVE_POLL_SECONDS). */
  livePollSeconds?: number;
  /** Told of each goal the polls see (push to the players who predicted the match and asked for goals). */
  onGoals?: (goals: Goal[]) => Promise<unknown>;
  /** At stop, how long running jobs get to finish (SHUTDOWN_GRACE_MS). */
  stopTimeoutMs?: number;
  /** Where each run is counted and timed, per job (the app's metrics). */
  metrics?: Pick<Metrics, 'jobRuns' | 'jobFailures' | 'jobDuration'>;
  /** The automatic backups (BACKUP_EVERY_HOURS > 0), made by one instance each turn. */
  backup?: PeriodicBackup;
}) {
  const { db, provider, jobsRepo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger.child({ component: 'jobs' });
  const { standings } = deps;
  const livePollSeconds = deps.livePollSeconds ?? 30;
  /** What the last live poll on this instance saw in play: the results sync skips them while it is fresh. */
  let lastInPlay: InPlaySeen | null = null;
  const announceGoals = (goals: Goal[]) => {
    if (goals.length === 0 || !deps.onGoals) return;
    deps.onGoals(goals).catch((error: unknown) => logger.error({ err: error }, 'goal notifications failed'));
  };
  const boss = new PgBoss({
    connectionString: deps.databaseUrl,
    application_name: 'scoreline-jobs',
    max: 3,
    // Turn each minute's schedule into jobs within seconds of the minute, not up to 35 s late (the defaults),
    // so a deadline on the minute locks a few seconds after it. Instances share one cron check per 2 s.
    cronMonitorIntervalSeconds: 2,
    cronWorkerIntervalSeconds: 1,
  });
  let stopping = false;
  // On Ctrl-C PostgreSQL shuts down at the same moment and drops the queue's connections: expected, not an error.
  boss.on('error', (error) =>
    stopping ? logger.debug({ err: error }, 'job queue closing') : logger.error({ err: error }, 'job queue error'),
  );
  await boss.start();

  const work: Record<string, () => Promise<void>> = {
    'deadline-sweep': async () => {
      const locked = await lockPastDeadlines(db, standings, clock(), jobsRepo);
      if (locked.length > 0) logger.info({ gameweeks: locked }, 'locked gameweeks past their deadline');
    },
    'results-sync': async () => {
      const autopilot = await deps.autopilot.runDue(clock(), AUTOPILOT_REQUESTS_PER_RUN);
      if (autopilot.created > 0 || autopilot.newSeasons.length > 0)
        logger.info({ gameweeks: autopilot.created, newSeasons: autopilot.newSeasons }, 'autopilot made matchdays gameweeks');
      // The live polls' share of the minute's requests comes first (fixtures in play need no request of their own).
      const budget = resultRequests(autopilot.asked, livePollSeconds);
      const report = await syncResults({
        db,
        provider,
        standings,
        now: clock(),
        logger,
        limit: budget,
        jobsRepo,
        inPlay: inPlayToSkip(lastInPlay, clock(), livePollSeconds),
        onGoals: announceGoals,
      });
      // What is left of the run's requests checks the kick-off times of fixtures about to start.
      await refreshKickOffs({ db, provider, now: clock(), logger, limit: budget - report.checked, jobsRepo });
      if (report.checked > 0)
        logger.info({ finished: report.finished, failed: report.failed, waiting: report.notFinished.length }, 'results sync');
      if (deps.bonus) {
        const settled = await settleLeagueWinners({ provider, bonus: deps.bonus, now: clock(), logger });
        if (settled.length > 0) logger.info({ questions: settled }, 'settled bonus questions from final tables');
      }
      const repaired = await standings.repairUnmarked(clock());
      if (repaired.length > 0) logger.warn({ gameweeks: repaired }, 'marked results that had not been marked');
    },
    notifications: async () => {
      // Reminders every 5 minutes (a "24 hours before" email may come at 23 h 55): finding who still lacks a
      // prediction probes every open match for every member, ~0.7 s at 1,000 groups of 30.
      const now = clock();
      const { reminded } =
        now.getUTCMinutes() % REMINDER_EVERY_MINUTES === 0 ? await deps.notifier.sendDueReminders(now) : { reminded: [] };
      if (reminded.length > 0) logger.info({ players: reminded.length }, 'sent reminders');
      const announced = await deps.notifier.announceResults(clock());
      if (announced.length > 0) logger.info({ gameweeks: announced }, 'told members the results');
    },
  };
  // Each run, on a schedule or at start, is counted and timed under its job's name.
  const jobs = Object.fromEntries(Object.entries(work).map(([name, run]) => [name, () => timeJob(deps.metrics, name, run)])) as typeof work;
  for (const [name, run] of Object.entries(jobs)) {
    // "singleton": at most one job of the queue queued or running, so overlapping ticks never pile up.
    await createQueueOnce(boss, name, { name, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
    await boss.schedule(name, EVERY_MINUTE);
    await boss.work(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      const started = performance.now();
      await run();
      logger.debug({ job: name, jobId: job?.id, ms: Math.round(performance.now() - started) }, 'job ran');
    });
  }
  await jobs['deadline-sweep']!();
  const livePoller = startLivePoller();
  const backups =
    deps.backup && deps.backup.everyHours > 0
      ? startPeriodicBackup({ ...deps.backup, db, jobsRepo, clock, logger, metrics: deps.metrics })
      : null;
  logger.info('background jobs scheduled');
  return {
    stop: async () => {
      stopping = true;
      await backups?.stop();
      await livePoller.stop();
      return boss.stop({ graceful: true, timeout: deps.stopTimeoutMs ?? 15_000 });
    },
  };

  /**
   * The matches in play are polled more often than pg-boss's minute: every instance ticks every
   * `livePollSeconds`, and the one that claims the turn in PostgreSQL polls (so with several instances each poll
   * happens once). A poll costs a request only while some fixture may be in play.
   */
  function startLivePoller() {
    let running: Promise<void> | null = null;
    const tick = async () => {
      const now = clock();
      if (!(await jobsRepo.claimTurn(db, 'live-scores', now, livePollSeconds))) return;
      const report = await timeJob(deps.metrics, 'live-scores', () => pollLiveScores({ db, provider, now, logger, jobsRepo }));
      lastInPlay = { ids: report.inPlay, at: now.getTime() };
      if (report.changed.length > 0) logger.info({ changed: report.changed, goals: report.goals.length }, 'live scores');
      announceGoals(report.goals);
    };
    const timer = setInterval(() => {
      if (running || stopping) return;
      running = tick()
        .catch((error: unknown) => logger.error({ err: error }, 'live poll failed'))
        .finally(() => (running = null));
    }, livePollSeconds * 1000);
    return {
      stop: async () => {
        clearInterval(timer);
        await running;
      },
    };
  }
}
