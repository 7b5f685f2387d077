import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth/auth.js';
import { sessionCookies } from './auth/auth.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import type { Services } from './composition.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './lib/file-storage.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { registerAutopilotRoutes } from './modules/autopilot/autopilot.routes.js';
import { registerBonusQuestionsRoutes } from './modules/bonus-questions/bonus-questions.routes.js';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes.js';
import type { FootballProvider } from './modules/football/football-provider.js';
import { registerFootballRoutes } from './modules/football/football.routes.js';
import { registerGameweeksRoutes } from './modules/gameweeks/gameweeks.routes.js';
import { registerGroupPageRoutes } from './modules/group-page/group-page.routes.js';
import { registerGroupsRoutes } from './modules/groups/groups.routes.js';
import { registerHomeRoutes } from './modules/home/home.routes.js';
import { registerInvitesRoutes } from './modules/invites/invites.routes.js';
import { registerLeaderboardsRoutes } from './modules/leaderboards/leaderboards.routes.js';
import type { LiveBus } from './modules/live/live-bus.js';
import type { LiveStreams } from './modules/live/live-streams.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';
import { registerMembersRoutes } from './modules/members/members.routes.js';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes.js';
import { registerPredictionsRoutes } from './modules/predictions/predictions.routes.js';
import { registerSeasonsRoutes } from './modules/seasons/seasons.routes.js';
import { registerStatsRoutes } from './modules/stats/stats.routes.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';

/** Every API route, each module's given the composed services it answers with (see composition.ts). */
export async function registerApiRoutes(
  app: FastifyInstance,
  services: Services,
  deps: {
    config: Config;
    db: Database;
    auth: Auth;
    storage: FileStorage;
    provider: FootballProvider;
    liveBus: LiveBus;
    liveStreams: LiveStreams;
    liveHeartbeatMs?: number;
    /** A live stream is answered once it is open (see app.ts: shutdown then ends it rather than waiting for it). */
    streamOpened: (request: FastifyRequest) => void;
  },
) {
  const { config, liveStreams } = deps;
  await registerAuthRoutes(app, { auth: deps.auth, db: deps.db, limitAddresses: config.authRateLimit, onSignOut: liveStreams.endSession });
  await registerUsersRoutes(app, { usersService: services.users });
  await registerGroupsRoutes(app, { groupsService: services.groups, storage: deps.storage });
  await registerInvitesRoutes(app, { invites: services.invites });
  await registerFootballRoutes(app, { footballService: services.football, provider: deps.provider });
  // The gameweek page's and the group page's first views are each built from these.
  const pageParts = {
    gameweeksService: services.gameweeks,
    predictionsService: services.predictions,
    leaderboardsService: services.leaderboards,
  };
  await registerGameweeksRoutes(app, pageParts);
  await registerPredictionsRoutes(app, { predictionsService: services.predictions });
  await registerNotificationsRoutes(app, { notifications: services.notifications });
  await registerLeaderboardsRoutes(app, { leaderboardsService: services.leaderboards });
  await registerGroupPageRoutes(app, { groupsService: services.groups, ...pageParts });
  await registerHomeRoutes(app, { homeService: services.home });
  await registerStatsRoutes(app, { statsService: services.stats });
  await registerSeasonsRoutes(app, { seasonsService: services.seasons });
  await registerBonusQuestionsRoutes(app, { bonusQuestions: services.bonusQuestions });
  await registerMembersRoutes(app, { membersService: services.members });
  await registerAccountRoutes(app, {
    accountService: services.account,
    sessionCookies: sessionCookies(config.publicUrl),
    onSessionsEnded: (tokens) => tokens.forEach((token) => liveStreams.endSession(token)),
    clock: services.clock,
  });
  await registerCalendarRoutes(app, { calendarService: services.calendar });
  await registerAutopilotRoutes(app, { autopilotService: services.autopilot });
  await registerLiveRoutes(app, {
    bus: deps.liveBus,
    liveService: services.live,
    streams: liveStreams,
    heartbeatMs: deps.liveHeartbeatMs,
    streamOpened: deps.streamOpened,
  });
}
