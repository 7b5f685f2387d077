/** Help text shown on /app-info. */
export const APP_INFO_POINTS = [
  'Create or join a group. Private groups need a PIN.',
  'Only one gameweek is active per group.',
  'Predictions are editable until the deadline or until the admin locks the gameweek.',
  'Scores of real matches update automatically. Custom matches need scores entered by an admin.',
  'After locking, everyone\u2019s predictions are visible.',
  'A gameweek winner is announced once all matches are finished.',
  'Gameweek scores feed the all-time leaderboard.',
] as const;
