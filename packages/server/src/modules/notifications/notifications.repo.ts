import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  type PushDevice,
  type PushSubscriptionInput,
} from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRow, queryRows } from '../../db/rows.js';
import { reminderTiming } from '../../db/schema.js';
import { SUBJECT_COLUMNS, subjectRow, toSubject } from '../gameweeks/gameweeks.repo.js';
import { VOIDED, takesPredictions, textArray, uuidArray } from '../../db/sql-helpers.js';

const settingsRow = z.strictObject({
  reminder_timing: col.enum(reminderTiming),
  reminders_email: col.boolean,
  reminders_push: col.boolean,
  results_email: col.boolean,
  results_push: col.boolean,
  wins_email: col.boolean,
  wins_push: col.boolean,
  goals_push: col.boolean,
});
type SettingsRow = z.infer<typeof settingsRow>;

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
    goals_push: DEFAULT_NOTIFICATION_SETTINGS.goals.push,
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
  goals: { push: row.goals_push },
});

/** A device of a player, as the sender needs it. */
const deviceRow = z.strictObject({ id: col.uuid, user_id: col.uuid, endpoint: col.text, p256dh: col.text, auth: col.text });
export type DeviceRow = z.infer<typeof deviceRow>;

/** The language and zone a player reads in (null: never chosen, English and UTC). */
const readerColumns = { locale: col.text.nullable(), time_zone: col.text.nullable() };

/** A player missing a prediction on an open match that closes within the horizon. */
const reminderCandidate = subjectRow.extend({
  ...settingsRow.shape,
  user_id: col.uuid,
  email: col.text,
  username: col.text,
  ...readerColumns,
  group_id: col.uuid,
  group_name: col.text,
  week_number: col.int,
  match_id: col.uuid,
  match_time: col.timestamptz,
  final_home_score: col.int.nullable(),
  final_away_score: col.int.nullable(),
  has_device: col.boolean,
});
export type ReminderCandidate = z.infer<typeof reminderCandidate>;

/** A member of a gameweek just finished, with their points and settings. */
const resultsRecipient = settingsRow.extend({
  user_id: col.uuid,
  email: col.text,
  username: col.text,
  ...readerColumns,
  has_device: col.boolean,
});
export type ResultsRecipient = z.infer<typeof resultsRecipient>;

/** A player's prediction of one copy of a fixture, with the group's scoring: one row per group they predicted it in. */
const goalWatcherRow = z.strictObject({
  user_id: col.uuid,
  ...readerColumns,
  match_id: col.uuid,
  home_team: col.text,
  away_team: col.text,
  group_name: col.text,
  predicted_home_score: col.int,
  predicted_away_score: col.int,
  is_joker: col.boolean,
  exact_score_points: col.int,
  goal_difference_points: col.int.nullable(),
  correct_result_points: col.int,
  incorrect_points: col.int,
  jokers_enabled: col.boolean,
});
export type GoalWatcherRow = z.infer<typeof goalWatcherRow>;

const ownDeviceRow = z.strictObject({ id: col.uuid, label: col.text, created_at: col.timestamptz, endpoint: col.text });
const claimRow = z.strictObject({ kind: col.text, subject: col.text });
const remindedAtRow = z.strictObject({ reminded_at: col.timestamptz.nullable() });
const finishedGameweekRow = z.strictObject({ id: col.uuid, group_id: col.uuid, week_number: col.int, group_name: col.text });

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
      const row = await queryRow(db, 'notifications.settingsOf', settingsRow)`
        SELECT ${SETTINGS_COLUMNS} FROM (SELECT ${userId}::uuid AS user_id) me
        LEFT JOIN notification_settings ns ON ns.user_id = me.user_id`;
      return toSettings(row);
    },

    /** Saves the settings; goals left out (a page from before they existed) keep what is stored. */
    async saveSettings(db: Executor, userId: string, s: NotificationSettingsInput): Promise<void> {
      const goalsPush = s.goals?.push ?? null;
      await db.execute(sql`
        INSERT INTO notification_settings AS ns (user_id, reminder_timing, reminders_email, reminders_push,
                                                 results_email, results_push, wins_email, wins_push, goals_push)
        VALUES (${userId}, ${s.reminderTiming}, ${s.reminders.email}, ${s.reminders.push},
                ${s.results.email}, ${s.results.push}, ${s.wins.email}, ${s.wins.push},
                coalesce(${goalsPush}::boolean, ${DEFAULT_NOTIFICATION_SETTINGS.goals.push}))
        ON CONFLICT (user_id) DO UPDATE SET
          reminder_timing = excluded.reminder_timing, reminders_email = excluded.reminders_email,
          reminders_push = excluded.reminders_push, results_email = excluded.results_email,
          results_push = excluded.results_push, wins_email = excluded.wins_email, wins_push = excluded.wins_push,
          goals_push = coalesce(${goalsPush}::boolean, ns.goals_push), updated_at = now()`);
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
      const rows = await queryRows(db, 'notifications.devicesOf', ownDeviceRow)`
        SELECT id, label, created_at, endpoint FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at, id`;
      return rows.map((row) => ({
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
      return queryRows(db, 'notifications.pushTargetsOf', deviceRow)`
        SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY(${uuidArray(userIds)})`;
    },

    /**
     * Real members missing a prediction on a match of an active, unlocked gameweek that closes within
     * `horizonHours` (the policy then decides what is open). Placeholders never get reminders.
     */
    async reminderCandidates(db: Executor, now: Date, horizonHours: number, gameweekId?: string): Promise<ReminderCandidate[]> {
      return queryRows(db, 'notifications.reminderCandidates', reminderCandidate)`
        WITH weeks AS (
          SELECT ${SUBJECT_COLUMNS}, g.group_id, g.week_number
          FROM gameweeks g
          WHERE ${takesPredictions('g')} AND NOT g.is_locked AND NOT g.is_finished
            ${gameweekId ? sql`AND g.id = ${gameweekId}` : sql``}
        ),
        closing AS (
          SELECT w.*, m.id AS match_id, m.match_time, m.final_home_score, m.final_away_score
          FROM weeks w JOIN matches m ON m.gameweek_id = w.id AND NOT ${VOIDED}
          WHERE (CASE WHEN w.closes_at_kick_off THEN m.match_time ELSE w.deadline END)
                BETWEEN ${now.toISOString()}::timestamptz AND ${now.toISOString()}::timestamptz + make_interval(hours => ${horizonHours})
        )
        SELECT c.*, gr.name AS group_name, u.id AS user_id, u.email, u.username, COALESCE(u.locale, u.browser_locale) AS locale, u.time_zone, ${SETTINGS_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) AS has_device
        FROM closing c
        JOIN groups gr ON gr.id = c.group_id
        JOIN group_members gm ON gm.group_id = c.group_id
        JOIN users u ON u.id = gm.user_id AND NOT u.is_placeholder
        LEFT JOIN notification_settings ns ON ns.user_id = u.id
        WHERE NOT EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = c.match_id AND p.user_id = u.id)
        ORDER BY u.id, c.match_time`;
    },

    /** Records what is about to be sent; returns the claims that were not already recorded (sent before). */
    async claim(db: Executor, userId: string, claims: ReadonlyArray<{ kind: string; subject: string }>) {
      if (claims.length === 0) return [];
      return queryRows(db, 'notifications.claim', claimRow)`
        INSERT INTO notifications_sent (user_id, kind, subject)
        SELECT ${userId}, c.kind, c.subject
        FROM unnest(${textArray(claims.map((c) => c.kind))}, ${textArray(claims.map((c) => c.subject))}) AS c(kind, subject)
        ON CONFLICT DO NOTHING
        RETURNING kind, subject`;
    },

    /** Records one notification for many players at once; answers those who did not have it already. */
    async claimForEach(db: Executor, userIds: readonly string[], claim: { kind: string; subject: string }): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await queryRows(db, 'notifications.claimForEach', z.strictObject({ user_id: col.uuid }))`
        INSERT INTO notifications_sent (user_id, kind, subject)
        SELECT u.id, ${claim.kind}, ${claim.subject} FROM unnest(${uuidArray(userIds)}) AS u(id)
        ON CONFLICT DO NOTHING
        RETURNING user_id`;
      return rows.map((row) => row.user_id);
    },

    /**
     * Who hears of a goal in a fixture: real players with goal pushes on and a device, who predicted some copy
     * of it (any group's, but not one voided there: it counts for nobody); one row per copy they predicted.
     */
    async goalWatchers(db: Executor, apiMatchId: number): Promise<GoalWatcherRow[]> {
      return queryRows(db, 'notifications.goalWatchers', goalWatcherRow)`
        SELECT p.user_id, COALESCE(u.locale, u.browser_locale) AS locale, u.time_zone, m.id AS match_id, m.home_team, m.away_team, gr.name AS group_name,
               p.predicted_home_score, p.predicted_away_score, p.is_joker,
               gr.exact_score_points, gr.goal_difference_points, gr.correct_result_points, gr.incorrect_points, gr.jokers_enabled
        FROM matches m
        JOIN predictions p ON p.match_id = m.id
        JOIN users u ON u.id = p.user_id AND NOT u.is_placeholder
        JOIN groups gr ON gr.id = m.group_id
        LEFT JOIN notification_settings ns ON ns.user_id = p.user_id
        WHERE m.api_match_id = ${apiMatchId} AND NOT ${VOIDED}
          AND coalesce(ns.goals_push, ${DEFAULT_NOTIFICATION_SETTINGS.goals.push})
          AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = p.user_id)`;
    },

    /** "Remind them": when it was last pressed, the gameweek's row locked until the transaction ends. */
    async lockRemindedAt(db: Executor, gameweekId: string): Promise<{ remindedAt: Date | null } | null> {
      const row = await queryOptionalRow(db, 'notifications.lockRemindedAt', remindedAtRow)`
        SELECT reminded_at FROM gameweeks WHERE id = ${gameweekId} FOR UPDATE`;
      return row ? { remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at) } : null;
    },

    async setRemindedAt(db: Executor, gameweekId: string, at: Date | null): Promise<void> {
      await db.execute(sql`UPDATE gameweeks SET reminded_at = ${at?.toISOString() ?? null} WHERE id = ${gameweekId}`);
    },

    /** One finished gameweek whose members were not told yet. */
    async nextFinishedToAnnounce(db: Executor) {
      return queryOptionalRow(db, 'notifications.nextFinishedToAnnounce', finishedGameweekRow)`
        SELECT g.id, g.group_id, g.week_number, gr.name AS group_name
        FROM gameweeks g JOIN groups gr ON gr.id = g.group_id
        WHERE g.is_finished AND g.results_notified_at IS NULL
        ORDER BY g.id LIMIT 1`;
    },

    async markAnnounced(db: Executor, gameweekId: string, at: Date): Promise<void> {
      await db.execute(sql`UPDATE gameweeks SET results_notified_at = ${at.toISOString()} WHERE id = ${gameweekId}`);
    },

    /** The real members of a group who predicted in the gameweek, with their settings and whether they have a device. */
    async membersToTell(db: Executor, groupId: string, gameweekId: string): Promise<ResultsRecipient[]> {
      return queryRows(db, 'notifications.membersToTell', resultsRecipient)`
        SELECT u.id AS user_id, u.email, u.username, COALESCE(u.locale, u.browser_locale) AS locale, u.time_zone, ${SETTINGS_COLUMNS},
               EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.id) AS has_device
        FROM group_members gm
        JOIN users u ON u.id = gm.user_id AND NOT u.is_placeholder
        LEFT JOIN notification_settings ns ON ns.user_id = u.id
        WHERE gm.group_id = ${groupId}
          AND EXISTS (SELECT 1 FROM predictions p JOIN matches m ON m.id = p.match_id
                      WHERE m.gameweek_id = ${gameweekId} AND p.user_id = u.id)`;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
export { toSubject };
