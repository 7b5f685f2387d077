import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Metrics } from '../../lib/metrics.js';
import { resolveVapidKeys } from '../../lib/secrets.js';
import type { Mailer } from '../../mail/mailer.js';
import type { LeaderboardsRepo } from '../leaderboards/leaderboards.repo.js';
import type { NotificationsRepo } from './notifications.repo.js';
import { createNotifier } from './notifier.js';
import { countingPushes, createPushSender } from './push-sender.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

/** Everything that sends notifications, built once per process for the routes and the jobs alike. */
export function createNotifications(deps: {
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir' | 'publicUrl' | 'pushServiceHosts'>;
  db: Database;
  mailer: Mailer;
  authSecret: string;
  logger: Logger;
  /** The HTTPS agent for push services (tests trust their local push service with it). */
  pushAgent?: Agent;
  /** The notification settings, devices and log (the composition root's one repo). */
  repo: NotificationsRepo;
  /** The leaderboards' reads, for the results a notification tells (the composition root's one repo). */
  leaderboardsRepo: LeaderboardsRepo;
  /** Where each push's outcome is counted (the app's metrics). */
  metrics?: Pick<Metrics, 'pushes'>;
}) {
  const { config, db, mailer, logger } = deps;
  const keys = resolveVapidKeys(config.vapid, config.dataDir);
  const sender = createPushSender({
    keys,
    subject: config.vapidSubject,
    allowedHosts: config.pushServiceHosts,
    logger: logger.child({ component: 'push' }),
    agent: deps.pushAgent,
  });
  const push = deps.metrics ? countingPushes(sender, deps.metrics.pushes) : sender;
  const { repo } = deps;
  const tokens = createUnsubscribeTokens(deps.authSecret);
  const notifier = createNotifier({
    db,
    repo,
    mailer,
    push,
    tokens,
    publicUrl: config.publicUrl,
    leaderboards: deps.leaderboardsRepo,
    logger: logger.child({ component: 'notifications' }),
  });
  return { repo, push, tokens, notifier, vapidPublicKey: keys.publicKey };
}
export type Notifications = ReturnType<typeof createNotifications>;
