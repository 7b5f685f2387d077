import { z } from 'zod';

/**
 * What a player hears about, and where. Reminders go out before predictions close (in the windows the player
 * chose); results and wins once a gameweek is finished. Each kind can be turned off per channel. Placeholder
 * members never get anything.
 */
export const NOTIFICATION_KINDS = ['reminders', 'results', 'wins'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How long before predictions close a reminder goes out: the two windows, and the Profile's four choices. */
export const REMINDER_WINDOWS_HOURS = [24, 2] as const;
export const REMINDER_TIMINGS = ['off', '24h', '2h', 'both'] as const;
export type ReminderTiming = (typeof REMINDER_TIMINGS)[number];

export const REMINDER_TIMING_LABELS = {
  off: 'Off',
  '24h': '24 hours before',
  '2h': '2 hours before',
  both: '24 hours and 2 hours before',
} as const satisfies Record<ReminderTiming, string>;

export const NOTIFICATION_KIND_LABELS = {
  reminders: 'Reminders before predictions close',
  results: 'Results are in',
  wins: 'You won a gameweek',
} as const satisfies Record<NotificationKind, string>;

/** The windows (in hours) a timing choice sends reminders in. */
export function reminderWindows(timing: ReminderTiming): number[] {
  if (timing === 'off') return [];
  if (timing === 'both') return [...REMINDER_WINDOWS_HOURS];
  return [timing === '24h' ? 24 : 2];
}

const channelsSchema = z.object({ email: z.boolean(), push: z.boolean() });

/**
 * Goals in the matches a player predicted, as they go in: by push only (an email would come too late to matter),
 * so not one of the kinds above (which each email's unsubscribe link names).
 */
const goalsSchema = z.object({ push: z.boolean() });

export const notificationSettingsSchema = z.object({
  reminderTiming: z.enum(REMINDER_TIMINGS),
  reminders: channelsSchema,
  results: channelsSchema,
  wins: channelsSchema,
  goals: goalsSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What a save sends: `goals` may be left out by a page loaded before it existed (an open tab, a cached app),
 * and the stored choice then stays as it was.
 */
export const notificationSettingsInputSchema = notificationSettingsSchema.extend({ goals: goalsSchema.optional() });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/**
 * A player who never opened the settings: both reminder windows, by email and push; results and wins by push;
 * goals off (a push per goal is a lot on a Saturday; the player asks for it).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  reminderTiming: 'both',
  reminders: { email: true, push: true },
  results: { email: false, push: true },
  wins: { email: false, push: true },
  goals: { push: false },
};

/** A browser's push subscription as the Push API gives it (`PushSubscription.toJSON()`). */
export const pushSubscriptionSchema = z.object({
  /** Push services are always HTTPS. */
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Invalid p256dh key.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Invalid auth secret.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** One device that receives push notifications, as the Profile lists them. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  /** A name for the device, from its browser (e.g. "Chrome on Android"). */
  label: z.string(),
  createdAt: z.string(),
  endpoint: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const notificationsPageSchema = z.object({
  settings: notificationSettingsSchema,
  devices: z.array(pushDeviceSchema),
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  vapidPublicKey: z.string(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unsubscribeSchema = z.object({ token: z.string().min(1).max(512) });
