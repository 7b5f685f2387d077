import type { GameweekMatch, Prediction } from '@scoreline/shared';

// Gameweek matches and saved predictions for the predictions feature's unit tests.

const TEAMS: Array<[string, string]> = [
  ['Reds', 'Blues'],
  ['Greens', 'Whites'],
  ['Blacks', 'Golds'],
  ['Pinks', 'Greys'],
  ['Ambers', 'Violets'],
  ['Teals', 'Browns'],
];

/** `count` custom matches m1, m2, ... an hour apart, without results. */
export const matchesOf = (count: number): GameweekMatch[] =>
  TEAMS.slice(0, count).map(([homeTeam, awayTeam], index) => ({
    id: `m${index + 1}`,
    apiMatchId: null,
    homeTeam,
    awayTeam,
    homeCrest: null,
    awayCrest: null,
    matchTime: new Date(Date.UTC(2030, 0, 5, 12 + index)).toISOString(),
    status: null,
    finalHomeScore: null,
    finalAwayScore: null,
    liveHomeScore: null,
    liveAwayScore: null,
    liveMinute: null,
    isVoided: false,
  }));

/** A saved prediction, not yet marked. */
export const saved = (matchId: string, home: number, away: number): Prediction => ({
  matchId,
  home,
  away,
  outcome: null,
  points: null,
  isLocked: false,
  isJoker: false,
  livePoints: null,
});
