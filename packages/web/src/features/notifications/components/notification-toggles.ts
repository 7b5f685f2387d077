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
