import type { ExternalLeague, ExternalMatch, ExternalTeam, MessageId } from '@scoreline/shared';
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

/** A row of a competition's league table (the TOTAL table, home and away together). */
export interface TableRow {
  position: number;
  team: ExternalTeam;
  points: number;
}

/** A league table worked out from results (3 for a win, 1 for a draw; then goal difference, goals scored). */
export function tableOf(matches: readonly ExternalMatch[]): TableRow[] {
  const rows = new Map<number, { team: ExternalTeam; points: number; difference: number; scored: number }>();
  const row = (team: ExternalTeam) => rows.get(team.id) ?? rows.set(team.id, { team, points: 0, difference: 0, scored: 0 }).get(team.id)!;
  for (const match of matches) {
    const { home, away } = match.score;
    if (match.status !== 'FINISHED' || home === null || away === null) continue;
    for (const [team, own, other] of [
      [match.homeTeam, home, away],
      [match.awayTeam, away, home],
    ] as const) {
      const entry = row(team);
      entry.points += own > other ? 3 : own === other ? 1 : 0;
      entry.difference += own - other;
      entry.scored += own;
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.points - a.points || b.difference - a.difference || b.scored - a.scored || a.team.name.localeCompare(b.team.name))
    .map(({ team, points }, index) => ({ position: index + 1, team, points }));
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
  /** The current season's TOTAL league table, first place first (empty before any result). */
  standings(competitionId: number): Promise<TableRow[]>;
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
  /** The catalogue message the player reads (the Error's message is the same English text, for the logs). */
  readonly text: MessageId;
  constructor(
    message: MessageId,
    readonly status: number | null,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.text = message;
    this.name = 'FootballDataError';
  }
}

/** Calls the provider; its failures become a plain 404 or 503 for the admin, never a 500. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FootballDataError) {
      if (error.status === 404) throw new NotFoundError(error.text);
      throw new UpstreamError(error.text, error.retryAfterSeconds);
    }
    throw error;
  }
}
