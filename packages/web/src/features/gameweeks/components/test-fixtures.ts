import type { ExternalMatch, GameweekMatch, GameweekViewer } from '@scoreline/shared';

// Matches, fixtures and viewer flags for the gameweeks feature's unit tests.

export const at = (day: number, hour: number) => new Date(Date.UTC(2030, 0, day, hour)).toISOString();

/** A saved match of the gameweek (custom unless given a provider's id), without a result. */
export const savedMatch = (id: string, matchTime: string, overrides: Partial<GameweekMatch> = {}): GameweekMatch => ({
  id,
  apiMatchId: null,
  homeTeam: `${id} home`,
  awayTeam: `${id} away`,
  homeCrest: null,
  awayCrest: null,
  matchTime,
  status: null,
  finalHomeScore: null,
  finalAwayScore: null,
  liveHomeScore: null,
  liveAwayScore: null,
  liveMinute: null,
  isVoided: false,
  ...overrides,
});

/** A provider's fixture of competition 2021. */
export const fixture = (id: number, utcDate: string, home = 'Reds', away = 'Blues'): ExternalMatch => ({
  id,
  competitionId: 2021,
  utcDate,
  status: 'SCHEDULED',
  homeTeam: { id: id * 10, name: home, shortName: home, crest: null },
  awayTeam: { id: id * 10 + 1, name: away, shortName: away, crest: null },
  score: { home: null, away: null },
});

/** An admin's flags, everything allowed unless overridden. */
export const adminViewer = (overrides: Partial<GameweekViewer> = {}): GameweekViewer => ({
  isAdmin: true,
  canLock: true,
  canUnlock: false,
  canDelete: true,
  canEditMatches: true,
  canEnterScores: false,
  scoreableMatchIds: [],
  voidableMatchIds: [],
  canPredict: true,
  canPredictForPlaceholders: true,
  canViewAllPredictions: false,
  ...overrides,
});
