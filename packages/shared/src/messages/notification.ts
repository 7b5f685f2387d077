export const NOTIFICATION_MESSAGES = {
  settingsSaved: 'Notification settings saved!',
  deviceOn: 'Notifications are on for this device.',
  deviceRemoved: 'This device no longer gets notifications.',
  pushUnsupported: 'This browser cannot show notifications.',
  pushDenied: 'Notifications are blocked for this site in your browser settings.',
  /** `kind`: a NotificationKind. */
  unsubscribed:
    '{kind, select, reminders {You will no longer get reminder emails. You can turn them back on in your Profile.} results {You will no longer get results emails. You can turn them back on in your Profile.} other {You will no longer get gameweek win emails. You can turn them back on in your Profile.}}',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  remindersSent: '{count, plural, one {Reminder sent to # player.} other {Reminder sent to # players.}}',
  nobodyToRemind: 'Nobody was reminded: those yet to predict have reminders turned off.',
  pushServiceUnknown: 'This browser’s push service is not supported.',
  pushEndpointInvalid:
    'This push address is not accepted: it must be an https address on a push service’s host name (lower-case letters, digits, dots and hyphens), with no IP address, user name or port other than 443.',
  remindedRecently: 'A reminder was sent less than an hour ago.',
  remindClosed: 'Predictions for this gameweek are closed.',
  resultsIn:
    '{points, plural, one {Results are in: you scored # point in Gameweek {week}} other {Results are in: you scored # points in Gameweek {week}}}',
  youWon: 'You won Gameweek {week}!',
  /** The settings' row for goal pushes (push only). */
  goalsSetting: 'Goals in matches I predicted',
  goalsNotByEmail: 'Not by email',
  /** A goal's push: the title names the running score, the body what the player's prediction is worth now. */
  goalTitle: 'Goal: {homeTeam} {homeGoals}-{awayGoals} {awayTeam}',
  goalBody:
    '{points, plural, one {Your {predictedHome}-{predictedAway} is on for # point} other {Your {predictedHome}-{predictedAway} is on for # points}}',
  /** A reminder's push title (its body is the email's line). */
  closeSoonTitle: 'Predictions close soon',
} as const;
