import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import { type Auth, passwordChecker } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './lib/file-storage.js';
import type { Metrics } from './lib/metrics.js';
import type { Mailer } from './mail/mailer.js';
import { createGroupAccessService } from './modules/access/group-access.service.js';
import { createAccountRepo } from './modules/account/account.repo.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAutopilotRepo } from './modules/autopilot/autopilot.repo.js';
import { createAutopilotService } from './modules/autopilot/autopilot.service.js';
import { createBonusQuestionsRepo } from './modules/bonus-questions/bonus-questions.repo.js';
import { createBonusQuestionsService } from './modules/bonus-questions/bonus-questions.service.js';
import { createCalendarRepo } from './modules/calendar/calendar.repo.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import { createFootballRepo } from './modules/football/football.repo.js';
import type { FootballProvider } from './modules/football/football-provider.js';
import { createFootballService } from './modules/football/football.service.js';
import { createGameweeksRepo } from './modules/gameweeks/gameweeks.repo.js';
import { createGameweeksService } from './modules/gameweeks/gameweeks.service.js';
import { createGroupsRepo } from './modules/groups/groups.repo.js';
import { createGroupsService } from './modules/groups/groups.service.js';
import { createHomeService } from './modules/home/home.service.js';
import { createInvitesRepo } from './modules/invites/invites.repo.js';
import { createInvitesService } from './modules/invites/invites.service.js';
import { createContentionRepo } from './modules/leaderboards/contention.repo.js';
import { createLeaderboardsRepo } from './modules/leaderboards/leaderboards.repo.js';
import { createLeaderboardsService } from './modules/leaderboards/leaderboards.service.js';
import { createLiveService } from './modules/live/live.service.js';
import { createMembersRepo } from './modules/members/members.repo.js';
import { createMembersService } from './modules/members/members.service.js';
import { createNotifications } from './modules/notifications/create-notifications.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createNotificationsRepo } from './modules/notifications/notifications.repo.js';
import { createJobsRepo } from './modules/jobs/jobs.repo.js';
import { createPredictionsRepo } from './modules/predictions/predictions.repo.js';
import { createPredictionsService } from './modules/predictions/predictions.service.js';
import { createSeasonsRepo } from './modules/seasons/seasons.repo.js';
import { createSeasonsService } from './modules/seasons/seasons.service.js';
import { createStandingsRepo } from './modules/standings/standings.repo.js';
import { createStandingsService } from './modules/standings/standings.service.js';
import { createStatsRepo } from './modules/stats/stats.repo.js';
import { createStatsService } from './modules/stats/stats.service.js';
import { createUsersRepo } from './modules/users/users.repo.js';
import { createUsersService } from './modules/users/users.service.js';

export interface CompositionDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  authSecret: string;
  logger: Logger;
  auth: Auth;
  storage: FileStorage;
  provider: FootballProvider;
  /** The server's clock, which decides deadlines (the request clock under TEST_CLOCK_HEADER). */
  clock: () => Date;
  /** Side work after an answer; shutdown waits for it. */
  runInBackground: (task: Promise<unknown>) => void;
  /** The HTTPS agent Web Push goes out with (tests trust their own push service with it). */
  pushAgent?: Agent;
  /** The app's metrics: services count what they do on them (saves, pushes). */
  metrics: Metrics;
}

/**
 * The composition root: every repo and service of the server, each built once, here and nowhere else (the session
 * plugin's own lookup aside, part of the HTTP plumbing). The HTTP routes (`routes.ts`) and the background jobs
 * (`modules/jobs/scheduler.ts`, started by main.ts with `app.services`) are given these same instances, so a cache
 * or a rule lives once per process. A service receives only what it uses of another (`Pick<>`).
 */
export function composeServices(deps: CompositionDeps) {
  const { config, db, clock, logger } = deps;
  // Group pages' shared parts are kept per group version unless READ_CACHE=false (see lib/group-scope.ts).
  const cacheSize = config.readCache ? 10_000 : 0;

  const repos = {
    groups: createGroupsRepo(),
    gameweeks: createGameweeksRepo(),
    leaderboards: createLeaderboardsRepo(),
    notifications: createNotificationsRepo(),
    jobs: createJobsRepo(),
  };
  const standings = createStandingsService({ db, standingsRepo: createStandingsRepo() });
  const groupAccess = createGroupAccessService({ db, groupsRepo: repos.groups, cacheSize });
  const groups = createGroupsService({
    db,
    groupsRepo: repos.groups,
    standings,
    storage: deps.storage,
    logger,
    clock,
    groupAccess,
  });
  const invites = createInvitesService({
    db,
    repo: createInvitesRepo(),
    groupsRepo: repos.groups,
    groupAccess,
    standings,
    publicUrl: config.publicUrl,
    clock,
  });
  const football = createFootballService({ db, footballRepo: createFootballRepo() });
  const gameweeks = createGameweeksService({
    db,
    gameweeksRepo: repos.gameweeks,
    groupsRepo: repos.groups,
    groupAccess,
    provider: deps.provider,
    standings,
    clock,
    cacheSize,
  });
  const predictions = createPredictionsService({
    db,
    predictionsRepo: createPredictionsRepo(),
    gameweeksRepo: repos.gameweeks,
    groupsRepo: repos.groups,
    groupAccess,
    gameweeks,
    clock,
    metrics: deps.metrics,
  });
  const leaderboards = createLeaderboardsService({
    db,
    leaderboardsRepo: repos.leaderboards,
    contentionRepo: createContentionRepo(),
    gameweeksRepo: repos.gameweeks,
    groupAccess,
    gameweeks,
    standings,
    logger,
    clock,
    cacheSize,
  });
  const notificationSenders = createNotifications({
    config,
    db,
    mailer: deps.mailer,
    authSecret: deps.authSecret,
    logger,
    repo: repos.notifications,
    leaderboardsRepo: repos.leaderboards,
    pushAgent: deps.pushAgent,
    metrics: deps.metrics,
  });
  const notifications = createNotificationsService({
    db,
    repo: notificationSenders.repo,
    notifier: notificationSenders.notifier,
    tokens: notificationSenders.tokens,
    vapidPublicKey: notificationSenders.vapidPublicKey,
    gameweeks,
    pushServiceHosts: config.pushServiceHosts,
    clock,
    runInBackground: deps.runInBackground,
  });
  return {
    clock,
    /** The background jobs' reads and writes (modules/jobs/scheduler.ts). */
    jobsRepo: repos.jobs,
    standings,
    groupAccess,
    users: createUsersService({ usersRepo: createUsersRepo(db) }),
    groups,
    invites,
    football,
    gameweeks,
    predictions,
    leaderboards,
    notifier: notificationSenders.notifier,
    notifications,
    home: createHomeService({ groupAccess, leaderboardsService: leaderboards, gameweeks, logger, clock }),
    stats: createStatsService({ db, statsRepo: createStatsRepo(), groupAccess }),
    seasons: createSeasonsService({ db, seasonsRepo: createSeasonsRepo(), groupAccess, clock }),
    bonusQuestions: createBonusQuestionsService({ db, repo: createBonusQuestionsRepo(), groupAccess, provider: deps.provider, clock }),
    members: createMembersService({
      db,
      membersRepo: createMembersRepo(),
      groupsRepo: repos.groups,
      gameweeksRepo: repos.gameweeks,
      groupAccess,
      standings,
      clock,
    }),
    account: createAccountService({
      db,
      repo: createAccountRepo(),
      groupsRepo: repos.groups,
      notificationsRepo: notificationSenders.repo,
      standings,
      storage: deps.storage,
      checkPassword: passwordChecker(deps.auth),
      logger,
      clock,
    }),
    live: createLiveService({ db, groupAccess, groupsRepo: repos.groups }),
    autopilot: createAutopilotService({
      db,
      autopilotRepo: createAutopilotRepo(),
      gameweeksRepo: repos.gameweeks,
      groupsRepo: repos.groups,
      groupAccess,
      provider: deps.provider,
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      logger,
      clock,
    }),
    calendar: createCalendarService({
      db,
      calendarRepo: createCalendarRepo(),
      notificationsRepo: notificationSenders.repo,
      publicUrl: config.publicUrl,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof composeServices>;
