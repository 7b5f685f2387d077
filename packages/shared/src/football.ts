/** Football data as the product sees it, whatever the provider (football-data.org or the demo leagues). */

export const MATCH_STATUSES = [
  'SCHEDULED',
  'TIMED',
  'IN_PLAY',
  'PAUSED',
  'EXTRA_TIME',
  'PENALTY_SHOOTOUT',
  'FINISHED',
  'SUSPENDED',
  'POSTPONED',
  'CANCELLED',
  'AWARDED',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Statuses after kick-off in which the score can still change (the live poll's `status=` filter). */
export const IN_PLAY_STATUSES = ['IN_PLAY', 'PAUSED', 'EXTRA_TIME', 'PENALTY_SHOOTOUT'] as const satisfies readonly MatchStatus[];
export const LIVE_STATUSES: ReadonlySet<MatchStatus> = new Set(IN_PLAY_STATUSES);

/** The competitions offered by default (La Liga is competition 2014). */
export const DEFAULT_COMPETITION_IDS = [2016, 2021, 2001, 2015, 2002, 2019, 2014] as const;

export interface ExternalLeague {
  id: number;
  name: string;
  code: string | null;
  emblem: string | null;
}

export interface ExternalTeam {
  id: number;
  name: string;
  shortName: string;
  crest: string | null;
}

export interface ExternalMatch {
  id: number;
  competitionId: number;
  utcDate: string;
  status: MatchStatus;
  homeTeam: ExternalTeam;
  awayTeam: ExternalTeam;
  /** The score after 90 minutes (regular time): what predictions are marked on. Null before kick-off. */
  score: { home: number | null; away: number | null };
  /** The minute of play while it is played, when the provider tells it (football-data.org's paid plans). */
  minute?: number | null;
}

/** Final for marking: FINISHED (or AWARDED) with both 90-minute scores known. */
export function hasFinalScore(match: Pick<ExternalMatch, 'status' | 'score'>): boolean {
  return (match.status === 'FINISHED' || match.status === 'AWARDED') && match.score.home !== null && match.score.away !== null;
}
