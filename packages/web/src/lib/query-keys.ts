/**
 * Every TanStack Query key of the app, in one place: mutations invalidate exactly what they change, also across
 * features (a gameweek edit refreshes leaderboards, predictions and stats), and live updates refresh them all.
 */

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  detail: (groupId: string) => [...groupKeys.all, 'detail', groupId] as const,
  members: (groupId: string) => [...groupKeys.all, 'members', groupId] as const,
  invites: (groupId: string) => [...groupKeys.all, 'invites', groupId] as const,
  invitation: (token: string) => [...groupKeys.all, 'invitation', token] as const,
  /** What a link shows a visitor who has not signed in. */
  invitationPreview: (token: string) => [...groupKeys.all, 'invitation-preview', token] as const,
  /** The competition the group follows (its autopilot settings), or null. */
  competition: (groupId: string) => [...groupKeys.all, 'competition', groupId] as const,
};

export const gameweekKeys = {
  all: ['gameweeks'] as const,
  ofGroup: (groupId: string) => [...gameweekKeys.all, 'group', groupId] as const,
  detail: (gameweekId: string) => [...gameweekKeys.all, 'detail', gameweekId] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  mine: () => [...statsKeys.all, 'mine'] as const,
  group: (groupId: string) => [...statsKeys.all, 'group', groupId] as const,
};

export const homeKeys = { all: ['home'] as const };

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  mine: () => [...leaderboardKeys.all, 'mine'] as const,
  group: (groupId: string) => [...leaderboardKeys.all, 'group', groupId] as const,
  history: (groupId: string) => [...leaderboardKeys.all, 'history', groupId] as const,
  gameweek: (gameweekId: string) => [...leaderboardKeys.all, 'gameweek', gameweekId] as const,
  season: (seasonId: string) => [...leaderboardKeys.all, 'season', seasonId] as const,
};

export const predictionKeys = {
  all: ['predictions'] as const,
  mine: () => [...predictionKeys.all, 'mine'] as const,
  sheet: (gameweekId: string, userId: string) => [...predictionKeys.all, 'sheet', gameweekId, userId] as const,
  gameweek: (gameweekId: string, search: string) => [...predictionKeys.all, 'gameweek', gameweekId, search] as const,
  match: (matchId: string) => [...predictionKeys.all, 'match', matchId] as const,
  yetToPredict: (gameweekId: string) => [...predictionKeys.all, 'yet-to-predict', gameweekId] as const,
};

/** The football provider's lists (the match adder's teams and fixtures are keyed in gameweeks/api/football.ts). */
export const footballKeys = { competitions: ['football', 'competitions'] as const };

export const notificationKeys = { page: ['notifications'] as const, calendar: ['calendar'] as const };

/** A season's bonus questions. */
export const bonusKeys = {
  all: ['bonus-questions'] as const,
  season: (seasonId: string) => [...bonusKeys.all, seasonId] as const,
};
