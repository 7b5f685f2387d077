import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type PushDevice,
  type PushSubscriptionInput,
  type ReminderTiming,
} from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { SUBJECT_COLUMNS, type SubjectRow, toSubject } from '../gameweeks/gameweeks.repo.js';
import { textArray, uuidArray } from '../../db/sql-helpers.js';

type SettingsRow = {
  reminder_timing: ReminderTiming;
  reminders_email: boolean;
  reminders_push: boolean;
  results_email: boolean;
  results_push: boolean;
  wins_email: boolean;
  wins_push: boolean;
};

/** The settings columns of `ns` (notification_settings, left-joined), with the defaults where it has no row. */
const SETTINGS_COLUMNS = sql.raw(
  Object.entries({
    reminder_timing: DEFAULT_NOTIFICATION_SETTINGS.reminderTiming,
    reminders_email: DEFAULT_NOTIFICATION_SETTINGS.reminders.email,
    reminders_push: DEFAULT_NOTIFICATION_SETTINGS.reminders.push,
    results_email: DEFAULT_NOTIFICATION_SETTINGS.results.email,
    results_push: DEFAULT_NOTIFICATION_SETTINGS.results.push,
    wins_email: DEFAULT_NOTIFICATION_SETTINGS.wins.email,
    wins_push: DEFAULT_NOTIFICATION_SETTINGS.wins.push,
  })
    .map(([column, fallback]) =>
      typeof fallback === 'string'
        ? `coalesce(ns.${column}, '${fallback}'::reminder_timing) AS ${column}`
        : `coalesce(ns.${column}, ${fallback}) AS ${column}`,
    )
    .join(', '),
);

export const toSettings = (row: SettingsRow): NotificationSettings => ({
  reminderTiming: row.reminder_timing,
  reminders: { email: row.reminders_email, push: row.reminders_push },
  results: { email: row.results_email, push: row.results_push },
  wins: { email: row.wins_email, push: row.wins_push },
});

/** A device of a player, as the sender needs it. */
export type DeviceRow = { id: string; user_id: string; endpoint: string; p256dh: string; auth: string };

/** A player missing a prediction on an open match that closes within the horizon. */
export type ReminderCandidate = SubjectRow &
  SettingsRow & {
    user_id: string;
    email: string;
    username: string;
    group_id: string;
    group_name: string;
    week_number: number;
    match_id: string;
    match_time: Date;
    final_home_score: number | null;
    final_away_score: number | null;
    has_device: boolean;
  };

/** A member of a gameweek just finished, with their points and settings. */
export type ResultsRecipient = SettingsRow & {
  user_id: string;
  email: string;
  username: string;
  has_device: boolean;
};

/** The most devices a player gets push on; a newer one replaces the oldest. */
export const MAX_DEVICES = 10;

const SETTING_COLUMNS: Record<NotificationKind, Record<NotificationChannel, string>> = {
  reminders: { email: 'reminders_email', push: 'reminders_push' },
  results: { email: 'results_email', push: 'results_push' },
  wins: { email: 'wins_email', push: 'wins_push' },
};

export function createNotificationsRepo() {
  return {
    async settingsOf(db: Executor, userId: string): Promise<NotificationSettings> {
      const result = await db.execute<SettingsRow>(sql`
        SELECT ${SETTINGS_COLUMNS} FROM (SELECT ${userId}::uuid AS user_id) me
        LEFT JOIN notification_settings ns ON ns.user_id = me.user_id`);
      return toSettings(result.rows[0]!);
    },

    async saveSettings(db: Executor, userId: string, s: NotificationSettings): Promise<void> {
      await db.execute(sql`
        INSERT INTO notification_settings AS ns (user_id, reminder_timing, reminders_email, reminders_push,
                                                 results_email, results_push, wins_email, wins_push)
        VALUES (${userId}, ${s.reminderTiming}, ${s.reminders.email}, ${s.reminders.push},
                ${s.results.email}, ${s.results.push}, ${s.wins.email}, ${s.wins.push})
        ON CONFLICT (user_id) DO UPDATE SET
          reminder_timing = excluded.reminder_timing, reminders_email = excluded.reminders_email,
          reminders_push = excluded.reminders_push, results_email = excluded.results_email,
          results_push = excluded.results_push, wins_email = excluded.wins_email, wins_push = excluded.wins_push,
          updated_at = now()`);
    },

    /** One kind off on one channel (an unsubscribe link); false when the user no longer exists. */
    async turnOff(db: Executor, userId: string, kind: NotificationKind, channel: NotificationChannel): Promise<boolean> {
      // That one column only, in one statement: a Profile save at the same moment keeps its other choices.
      const column = sql.raw(SETTING_COLUMNS[kind][channel]);
      const result = await db.execute(sql`
        INSERT INTO notification_settings AS ns (user_id, ${column})
        SELECT id, false FROM users WHERE id = ${userId} AND NOT is_placeholder
        ON CONFLICT (user_id) DO UPDATE SET ${column} = false, updated_at = now()`);
      return (result.rowCount ?? 0) > 0;
    },

    async devicesOf(db: Executor, userId: string): Promise<PushDevice[]> {
      const result = await db.execute<{ id: string; label: string; created_at: Date; endpoint: string }>(sql`
        SELECT id, label, created_at, endpoint FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at, id`);
      return result.rows.map((row) => ({
        id: row.id,
        label: row.label,
        createdAt: new Date(row.created_at).toISOString(),
        endpoint: row.endpoint,
      }));
    },

    /**
     * Stores a browser's subscription for the player. An endpoint already stored (the same browser, perhaps
     * signed in as someone else before) now belongs to this player: a device notifies whoever uses it.
     */
    async saveDevice(db: Executor, userId: string, subscription: PushSubscriptionInput, label: string): Promise<void> {
      // Moved only with the same keys: the same browser's subscription, not someone else's endpoint taken over.
      await db.execute(sql`
        INSERT INTO push_subscriptions AS ps (user_id, endpoint, p256dh, auth, label)
        VALUES (${userId}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth}, ${label})
        ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, label = excluded.label, created_at = now()
        WHERE ps.p256dh = excluded.p256dh AND ps.auth = excluded.auth`);
      // A player's newest devices only: a flood of subscriptions cannot make every send slow.
      await db.execute(sql`
        DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
          SELECT id FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT ${MAX_DEVICES})`);
    },

    /** Removes one of the player's devices, by id; false when they have no such device. */
    async removeDevice(db: Executor, userId: string, deviceId: string): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ${deviceId} AND user_id = ${userId}`);
      return (result.rowCount ?? 0) > 0;
    },

    /** A subscription the push service no longer knows. */
    async forgetEndpoint(db: Executor, endpoint: string): Promise<void> {
      await db.execute(sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint}`);
    },

    async pushTargetsOf(db: Executor, userIds: readonly string[]): Promise<DeviceRow[]> {
      if (userIds.length === 0) return [];
      const result = await db.execute<DeviceRow>(sql`
        SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY(${uuidArray(userIds)})`);
      return result.rows;
    },

    /**
     * Real members missing a prediction on a match of an active, unlocked gameweek that closes within
     * `horizonHours` (the policy then decides what is open). Placeholders never get reminders.
     */
    async reminderCandidates(db: Executor, now: Date, horizonHours: number, gameweekId?: string): Promise<ReminderCandidate[]> {
      const result = await db.execute<ReminderCandidate>(sql`
        WITH weeks AS (
          SELECT ${SUBJECT_COLUMNS}, g.group_id, g.week_number
          FROM gameweeks g
          WHERE g.is_active AND NOT g.is_locked AND NOT g.is_finished
            ${gameweekId ? sql`AND g.id = ${gameweekId}` : sql``}
        ),
        closing AS (
          SELECT w.*, m.id AS match_id, m.match_time, m.final_home_score, m.final_away_score
          FROM weeks w JOIN matches m ON m.gameweek_id = w.id
          WHERE (CASE WHEN w.closes_at_kick_off THEN m.match_time ELSE w.deadline END)
                BETWEEN ${now.toISOString()}::timestamptz AND ${now.toISOString()}::timestamptz + make_interval(hours => ${horizonHours})
        )
        SELECT c.*, gr.name AS group_name, u.id AS user_id, u.email, u.username, ${SETTINGS_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) AS has_device
        FROM closing c
        JOIN groups gr ON gr.id = c.group_id
        JOIN group_members gm ON gm.group_id = c.group_id
        JOIN users u ON u.id = gm.user_id AND NOT u.is_placeholder
        LEFT JOIN notification_settings ns ON ns.user_id = u.id
        WHERE NOT EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = c.match_id AND p.user_id = u.id)
        ORDER BY u.id, c.match_time`);
      return result.rows;
    },

    /** Records what is about to be sent; returns the claims that were not already recorded (sent before). */
    async claim(db: Executor, userId: string, claims: ReadonlyArray<{ kind: string; subject: string }>) {
      if (claims.length === 0) return [];
      const result = await db.execute<{ kind: string; subject: string }>(sql`
        INSERT INTO notifications_sent (user_id, kind, subject)
        SELECT ${userId}, c.kind, c.subject
        FROM unnest(${textArray(claims.map((c) => c.kind))}, ${textArray(claims.map((c) => c.subject))}) AS c(kind, subject)
        ON CONFLICT DO NOTHING
        RETURNING kind, subject`);
      return result.rows;
    },

    /** "Remind them": when it was last pressed, the gameweek's row locked until the transaction ends. */
    async lockRemindedAt(db: Executor, gameweekId: string): Promise<{ remindedAt: Date | null } | null> {
      const result = await db.execute<{ reminded_at: Date | null }>(
        sql`SELECT reminded_at FROM gameweeks WHERE id = ${gameweekId} FOR UPDATE`,
      );
      const row = result.rows[0];
      return row ? { remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at) } : null;
    },

    async setRemindedAt(db: Executor, gameweekId: string, at: Date | null): Promise<void> {
      await db.execute(sql`UPDATE gameweeks SET reminded_at = ${at?.toISOString() ?? null} WHERE id = ${gameweekId}`);
    },

    /** One finished gameweek whose members were not told yet. */
    async nextFinishedToAnnounce(db: Executor) {
      const result = await db.execute<{ id: string; group_id: string; week_number: number; group_name: string }>(sql`
        SELECT g.id, g.group_id, g.week_number, gr.name AS group_name
        FROM gameweeks g JOIN groups gr ON gr.id = g.group_id
        WHERE g.is_finished AND g.results_notified_at IS NULL
        ORDER BY g.id LIMIT 1`);
      return result.rows[0] ?? null;
    },

    async markAnnounced(db: Executor, gameweekId: string, at: Date): Promise<void> {
      await db.execute(sql`UPDATE gameweeks SET results_notified_at = ${at.toISOString()} WHERE id = ${gameweekId}`);
    },

    /** The real members of a group who predicted in the gameweek, with their settings and whether they have a device. */
    async membersToTell(db: Executor, groupId: string, gameweekId: string): Promise<ResultsRecipient[]> {
      const result = await db.execute<ResultsRecipient>(sql`
        SELECT u.id AS user_id, u.email, u.username, ${SETTINGS_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) AS has_device
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id AND NOT u.is_placeholder
        LEFT JOIN notification_settings ns ON ns.user_id = u.id
        WHERE gm.group_id = ${groupId}
          AND EXISTS (SELECT 1 FROM predictions p JOIN matches m ON m.id = p.match_id
                      WHERE m.gameweek_id = ${gameweekId} AND p.user_id = u.id)`);
      return result.rows;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
export { toSubject };
