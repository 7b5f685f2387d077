import type { NotificationChannel, NotificationKind, NotificationSettings } from '@scoreline/shared';

/** The settings with one kind switched on or off for one channel, everything else as it was. */
export const withChannel = (
  settings: NotificationSettings,
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): NotificationSettings => ({
  ...settings,
  [kind]: { ...settings[kind], [channel]: on },
});

/** The settings with goal pushes switched on or off (goals go by push only). */
export const withGoalPushes = (settings: NotificationSettings, on: boolean): NotificationSettings => ({ ...settings, goals: { push: on } });
