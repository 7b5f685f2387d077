export const LEADERBOARD_MESSAGES = {
  updated: 'Leaderboard records have been updated!',
  empty: 'No leaderboard data available.',
  loadFailed: 'Failed to load leaderboard',
  historyLoadFailed: 'Failed to load leaderboard history',
  gameweekLoadFailed: 'Failed to load gameweek leaderboard',
  winnerLoadFailed: 'Failed to load gameweek winner',
  /** Before any match of the group (or gameweek) has a final score: every position would be 1. */
  noResults: 'No results yet',
  noResultsDetail: 'Positions appear once a match has a final score.',
  noPosition: 'No position yet',
  /** Who can still win (a row's `contention`): some outcome of the matches left puts the player first, or none does. */
  canStillWin: 'Can still win',
  outOfTheRunning: 'Out of the running',
  /** The most points the player can still reach, shown short beside the mark and said in full to screen readers. */
  maxPoints: 'max {points}',
  maxPointsSpoken: '{points, plural, one {at most # point reachable} other {at most # points reachable}}',
} as const;
