/**
 * The emails, in their reader's language. `in`: a `MAIL_MESSAGES.inHours`/`inMinutes` message; `time`: a date
 * and time in the reader's zone with the zone named ("Sat 28 Nov, 15:00 CET").
 */
export const MAIL_MESSAGES = {
  greeting: 'Hi {username},',
  orOpenLink: 'Or open this link: {url}',
  confirmSubject: 'Confirm your Scoreline account',
  confirmIntro: 'Thanks for signing up to Scoreline. Please confirm your email address.',
  confirmAction: 'Confirm my email',
  confirmOutro: 'If you did not sign up, you can ignore this email.',
  resetSubject: 'Reset your Scoreline password',
  resetIntro: 'Someone asked to reset the password of your account. The link works for one hour.',
  resetAction: 'Choose a new password',
  resetOutro: 'If it was not you, ignore this email: your password stays as it is.',
  inHours: '{count, plural, one {in # hour} other {in # hours}}',
  inMinutes: '{count, plural, one {in # minute} other {in # minutes}}',
  reminderLine:
    '{group}, Gameweek {week}: {count, plural, one {# match} other {# matches}} without your prediction, closing {in} ({time}).',
  reminderLineFirst:
    '{group}, Gameweek {week}: {count, plural, one {# match} other {# matches}} without your prediction, the first closing {in} ({time}).',
  reminderSubject: 'Predictions close {in}: {group}, Gameweek {week}',
  reminderSubjectMany: '{count, plural, one {Predictions close soon in # gameweek} other {Predictions close soon in # gameweeks}}',
  predictNow: 'Predict now',
  unsubscribe: 'Unsubscribe',
  whyReminders: 'You get these emails because reminders are on in your Scoreline Profile.',
  whyResults: 'You get these emails because results emails are on in your Scoreline Profile.',
  whyWins: 'You get these emails because win emails are on in your Scoreline Profile.',
  resultsIntro:
    '{points, plural, one {In {group}, you scored # point in Gameweek {week}.} other {In {group}, you scored # points in Gameweek {week}.}}',
  winIntro: 'You won Gameweek {week} in {group}!',
  seeGameweek: 'See the gameweek',
  seeYouNext: 'See you next gameweek!',
  newSeasonSubject: '{group} follows the new {competition} season',
  newSeasonIntro: '{competition} has started a new season, so {group} now plays {season}, with its matchdays as gameweeks as before.',
  newSeasonOutro: 'If the group should not go on with the competition, stop following it in the group settings.',
  openGroupSettings: 'Open the group settings',
} as const;
