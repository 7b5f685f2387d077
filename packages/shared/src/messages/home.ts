export const HOME_MESSAGES = {
  welcome: 'Welcome, {username}',
  tagline: 'Track your football predictions and compete with friends.',
  loadFailed: 'Error loading your data',
  noGroups: "You haven't joined any groups yet.",
  noUpcoming: 'No upcoming matches to predict.',
  /** The matches of the player's groups being played now (shown only while there are some). */
  liveNow: 'Live now',
  /** Where a match on the home page belongs: "Sunday League · Gameweek 3". */
  gameweekOf: '{group} · Gameweek {week}',
  noRankings: 'Join a group to see your rankings.',
  rankOf: '{position} of {of}',
  /** Open matches (a real fixture in several groups once) still without the player's prediction. */
  toPredict: '{count, plural, one {You have # prediction to make} other {You have # predictions to make}}',
  nothingToPredict: 'No predictions to make right now.',
  predict: 'Predict',
  toPredictLabel: 'Predictions to make',
} as const;
