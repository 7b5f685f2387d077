import type { ExternalLeague, ExternalMatch, ExternalTeam } from '@scoreline/shared';
import { NotFoundError, UpstreamError } from '../../lib/errors.js';

/** A date range of whole days, yyyy-mm-dd; `to` is exclusive (as football-data.org's `dateTo`). */
export interface DayRange {
  from: string;
  to: string;
}

/** A fixture as its season's schedule lists it: the matchday (league) or round (cup stage) it belongs to. */
export interface SeasonFixture extends ExternalMatch {
  /** Null for a stage played once (a final); cup stages reuse numbers (a last-16 tie's legs are matchdays 1 and 2). */
  matchday: number | null;
  /** REGULAR_SEASON, GROUP_STAGE, LAST_16, ... (football-data.org's names; not a closed list). */
  stage: string;
}

/** A competition's current season: its dates (yyyy-mm-dd) and every fixture of it. */
export interface CompetitionSeason {
  competitionId: number;
  startDate: string;
  endDate: string;
  fixtures: SeasonFixture[];
}

/** Where fixtures, clubs and results come from: football-data.org, or the built-in demo leagues. */
export interface FootballProvider {
  readonly name: 'football-data' | 'demo';
  competitions(): Promise<ExternalLeague[]>;
  competitionTeams(competitionId: number): Promise<ExternalTeam[]>;
  competitionMatches(competitionId: number, range: DayRange): Promise<ExternalMatch[]>;
  teamMatches(teamId: number, range: DayRange): Promise<ExternalMatch[]>;
  /** The competition's current season with all its fixtures, in one request; null when it has none. */
  currentSeason(competitionId: number): Promise<CompetitionSeason | null>;
  /** One match, or null when the provider does not know it. */
  match(matchId: number): Promise<ExternalMatch | null>;
  /**
   * The matches of these competitions being played now (IN_PLAY, PAUSED, EXTRA_TIME, PENALTY_SHOOTOUT) with
   * their running score, kicked off within `days`; one request however many competitions, never cached.
   */
  liveMatches(competitionIds: readonly number[], days: DayRange): Promise<ExternalMatch[]>;
}

/** The provider could not answer: shown to admins as a retryable problem, never a 500. */
export class FootballDataError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FootballDataError';
  }
}

/** Calls the provider; its failures become a plain 404 or 503 for the admin, never a 500. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FootballDataError) {
      if (error.status === 404) throw new NotFoundError(error.message);
      throw new UpstreamError(error.message, error.retryAfterSeconds);
    }
    throw error;
  }
}
