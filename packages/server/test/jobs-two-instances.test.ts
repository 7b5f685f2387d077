import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/db/client.js';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { createLeaderboardsRepo } from '../src/modules/leaderboards/leaderboards.repo.js';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { createStandingsService } from '../src/modules/standings/standings.service.js';
import { createJobsRepo } from '../src/modules/jobs/jobs.repo.js';
import { createNotificationsRepo } from '../src/modules/notifications/notifications.repo.js';
import { startJobs } from '../src/modules/jobs/scheduler.js';
import { createAutopilotRepo } from '../src/modules/autopilot/autopilot.repo.js';
import { createAutopilotService } from '../src/modules/autopilot/autopilot.service.js';
import { createGameweeksRepo } from '../src/modules/gameweeks/gameweeks.repo.js';
import { createGroupsRepo } from '../src/modules/groups/groups.repo.js';
import { createGroupAccessService } from '../src/modules/access/group-access.service.js';
import { createOutboxMailer } from '../src/mail/mailer.js';
import { createNotifications } from '../src/modules/notifications/create-notifications.js';
import { entriesLogger } from './support/log-entries.js';
import { PUBLIC_URL, createTestDatabase } from './support/test-app.js';

interface JobRun {
  instance: string;
  job: string;
  jobId: string;
}

const runs: JobRun[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A logger that records each "job ran" line of one instance. */
const recordingLogger = (instance: string) =>
  entriesLogger((entry) => {
    if (entry.msg === 'job ran') runs.push({ instance, job: String(entry.job), jobId: String(entry.jobId) });
  });

it('with two server instances on one database, each job runs once per tick', { timeout: 60_000 }, async () => {
  // Observe one tick from its start: begin early enough in a minute that the next tick stays out of the window.
  const secondOfMinute = new Date().getUTCSeconds();
  if (secondOfMinute > 35) await new Promise((resolve) => setTimeout(resolve, (61 - secondOfMinute) * 1000));
  const minute = Math.floor(Date.now() / 60_000);
  const provider = createDemoProvider({ seed: 'two-instances' });
  // Two instances: each with its own pool and its own pg-boss, sharing only the database, as two servers would.
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-jobs-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  for (const instance of ['a', 'b']) {
    const pool = connectDatabase(database.url, { poolSize: 3 });
    cleanups.push(pool.close);
    const logger = recordingLogger(instance);
    const mailer = createOutboxMailer({ outboxDir: path.join(dataDir, 'outbox'), from: 'test@scoreline.test', logger: logger as never });
    const { notifier } = createNotifications({
      config: { vapid: null, vapidSubject: PUBLIC_URL, dataDir, publicUrl: PUBLIC_URL, pushServiceHosts: [] },
      db: pool.db,
      mailer,
      authSecret: 'test-secret-that-is-at-least-32-characters-long',
      logger: logger as never,
      repo: createNotificationsRepo(),
      leaderboardsRepo: createLeaderboardsRepo(),
    });
    const standings = createStandingsService({ db: pool.db, standingsRepo: createStandingsRepo() });
    const jobs = await startJobs({
      databaseUrl: database.url,
      db: pool.db,
      provider,
      standings,
      notifier,
      jobsRepo: createJobsRepo(),
      autopilot: createAutopilotService({
        db: pool.db,
        autopilotRepo: createAutopilotRepo(),
        gameweeksRepo: createGameweeksRepo(),
        groupsRepo: createGroupsRepo(),
        groupAccess: createGroupAccessService({ db: pool.db, groupsRepo: createGroupsRepo() }),
        provider,
        mailer,
        publicUrl: PUBLIC_URL,
        logger,
        clock: () => new Date(),
      }),
      logger,
    });
    cleanups.push(jobs.stop);
  }

  // pg-boss turns the schedule into jobs within seconds (cron check every 2 s, cron worker and workers poll every 1 s).
  await vi.waitFor(
    () => {
      expect(runs.map((run) => run.job).sort()).toEqual(expect.arrayContaining(['deadline-sweep', 'notifications', 'results-sync']));
    },
    { timeout: 10_000, interval: 100 },
  );
  // Both instances keep checking the schedule and polling for many rounds; nothing may run a second time this minute.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect(Math.floor(Date.now() / 60_000), 'the window stayed within one tick').toBe(minute);

  const runsOf = (job: string) => runs.filter((run) => run.job === job).length;
  expect(runsOf('deadline-sweep')).toBe(1);
  expect(runsOf('results-sync')).toBe(1);
  expect(runsOf('notifications')).toBe(1);
  expect(new Set(runs.map((run) => run.jobId)).size).toBe(runs.length);
  // Both instances compete for the work; which one wins a job is up to the queue.
  expect(runs.every((run) => run.instance === 'a' || run.instance === 'b')).toBe(true);
});
