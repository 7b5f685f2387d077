import {
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationsPage,
  type PushDevice,
  type PushSubscriptionInput,
  SERVER_MESSAGES,
  entityNotFoundMessage,
  type Message,
  message,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GroupScope } from '../../lib/group-scope.js';
import type { GameweeksService } from '../gameweeks/gameweeks.service.js';
import type { NotificationsRepo } from './notifications.repo.js';
import type { Notifier } from './notifier.js';
import { pushEndpointProblem } from './push-endpoint.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** "Chrome on Android" from a User-Agent header: enough to tell a player's devices apart in a list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['SamsungBrowser/', 'Samsung Internet'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => ua.includes(token!))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS X', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => ua.includes(token!))?.[1] ?? null;
  return system ? `${browser} on ${system}` : browser;
}

export function createNotificationsService(deps: {
  db: Database;
  repo: NotificationsRepo;
  notifier: Notifier;
  tokens: UnsubscribeTokens;
  vapidPublicKey: string;
  gameweeks: Pick<GameweeksService, 'loadIn'>;
  /** Push services' host names (or parent domains) a device's endpoint may be on. */
  pushServiceHosts: readonly string[];
  clock: () => Date;
  /** Runs work after the answer (sending), tracked so shutdown waits for it. */
  runInBackground: (task: Promise<unknown>) => void;
}) {
  const { db, repo, notifier, tokens, gameweeks, clock } = deps;
  return {
    async page(userId: string): Promise<NotificationsPage> {
      const [settings, devices] = await Promise.all([repo.settingsOf(db, userId), repo.devicesOf(db, userId)]);
      return { settings, devices, vapidPublicKey: deps.vapidPublicKey };
    },

    /** Answers the settings as stored (goals left out of the save are read back as they were). */
    async saveSettings(userId: string, settings: NotificationSettingsInput): Promise<NotificationSettings> {
      await repo.saveSettings(db, userId, settings);
      return repo.settingsOf(db, userId);
    },

    async addDevice(userId: string, subscription: PushSubscriptionInput, userAgent: string | undefined): Promise<PushDevice[]> {
      // Only the browsers' push services, named plainly: the server POSTs to a device's endpoint.
      const problem = pushEndpointProblem(subscription.endpoint, deps.pushServiceHosts);
      if (problem === 'invalid') throw new ValidationError(NOTIFICATION_MESSAGES.pushEndpointInvalid);
      if (problem === 'unknown') throw new ValidationError(NOTIFICATION_MESSAGES.pushServiceUnknown);
      await repo.saveDevice(db, userId, subscription, deviceLabel(userAgent));
      return repo.devicesOf(db, userId);
    },

    async removeDevice(userId: string, deviceId: string): Promise<void> {
      if (!(await repo.removeDevice(db, userId, deviceId))) throw new NotFoundError(SERVER_MESSAGES.noSuchDevice);
    },

    /** The one-click unsubscribe of an email's link: the kind it names, by email, off. */
    async unsubscribe(token: string): Promise<Message> {
      const target = tokens.verify(token);
      if (!target || !(await repo.turnOff(db, target.userId, target.kind, 'email')))
        throw new ValidationError(NOTIFICATION_MESSAGES.badUnsubscribeLink);
      return message(NOTIFICATION_MESSAGES.unsubscribed, { kind: target.kind });
    },

    /**
     * "Remind them": checked by the policy with the gameweek's row locked (two admins pressing at once send
     * once), stamped, then sent after the answer. When it reaches nobody (everyone yet to predict has reminders
     * off) the stamp is taken back, so it can be pressed again.
     */
    async remindYetToPredict(scope: GroupScope, gameweekId: string, userId: string): Promise<{ reminded: number }> {
      const { subject, access } = await gameweeks.loadIn(scope, gameweekId, userId);
      const now = clock();
      const previous = await db.transaction(async (tx) => {
        const row = await repo.lockRemindedAt(tx, gameweekId);
        if (!row) throw new NotFoundError(entityNotFoundMessage('gameweek'));
        enforce(access.viewer, 'remindYetToPredict', { gameweek: subject, remindedAt: row.remindedAt, now });
        await repo.setRemindedAt(tx, gameweekId, now);
        return row.remindedAt;
      });
      const { reached, delivery } = await notifier.remindNow(gameweekId, now);
      deps.runInBackground(delivery);
      if (reached.length === 0) await repo.setRemindedAt(db, gameweekId, previous);
      return { reminded: reached.length };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
