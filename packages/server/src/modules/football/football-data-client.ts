import {
  IN_PLAY_STATUSES,
  type ExternalLeague,
  type ExternalMatch,
  type ExternalTeam,
  MATCH_STATUSES,
  type MatchStatus,
  SERVER_MESSAGES,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type DayRange, FootballDataError, type FootballProvider, type SeasonFixture } from './football-provider.js';

// ----- The v4 shapes this client reads (see the shared football-data guide) -----
interface Pair {
  home: number | null;
  away: number | null;
}
interface V4Team {
  id: number;
  name: string;
  shortName?: string | null;
  tla?: string | null;
  crest?: string | null;
}
interface V4Match {
  id: number;
  utcDate: string;
  status: string;
  matchday?: number | null;
  stage?: string | null;
  season?: { startDate: string; endDate: string } | null;
  competition: { id: number };
  homeTeam: V4Team;
  awayTeam: V4Team;
  score: { fullTime: Pair; regularTime?: Pair | null };
  /** On paid plans, while the match is played. */
  minute?: number | string | null;
}
interface V4Competition {
  id: number;
  name: string;
  code?: string | null;
  emblem?: string | null;
}

export interface FootballDataOptions {
  token: string;
  baseUrl: string;
  /** Competitions offered to admins (others are filtered out of the list). */
  competitionIds: readonly number[];
  /** The plan's requests per minute, used until the API's own headers tell the truth. */
  requestsPerMinute: number;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  /** Injected for tests: the clock and the way to wait. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait for the rate limit before giving up (a person is waiting on most calls). */
  maxWaitMs?: number;
}

const LIST_TTL_MS = 24 * 60 * 60 * 1000;
const MATCHES_TTL_MS = 60 * 1000;

const toStatus = (status: string): MatchStatus =>
  (MATCH_STATUSES as readonly string[]).includes(status) ? (status as MatchStatus) : 'SCHEDULED';

/** GET /competitions/{id}/standings: one table per type (TOTAL, HOME, AWAY), per group in a cup's group stage. */
interface V4Standing {
  stage: string;
  type: 'TOTAL' | 'HOME' | 'AWAY';
  group: string | null;
  table: Array<{ position: number; team: V4Team; points: number; playedGames: number }>;
}

function toTeam(team: V4Team): ExternalTeam {
  return { id: team.id, name: team.name, shortName: team.shortName || team.tla || team.name, crest: team.crest ?? null };
}

/** Predictions are marked on the 90-minute score: `regularTime` exists after extra time or penalties. */
export function toMatch(match: V4Match): ExternalMatch {
  const ninety = match.score.regularTime ?? match.score.fullTime;
  return {
    id: match.id,
    competitionId: match.competition.id,
    utcDate: match.utcDate,
    status: toStatus(match.status),
    homeTeam: toTeam(match.homeTeam),
    awayTeam: toTeam(match.awayTeam),
    score: { home: ninety?.home ?? null, away: ninety?.away ?? null },
    minute: typeof match.minute === 'number' ? match.minute : null,
  };
}

function toSeasonFixture(match: V4Match): SeasonFixture {
  return { ...toMatch(match), matchday: match.matchday ?? null, stage: match.stage ?? 'REGULAR_SEASON' };
}

/** "You reached your request limit. Wait 48 seconds." -> 48 */
function secondsFromMessage(message: string): number | undefined {
  const match = /wait (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The football-data.org v4 client. Requests go one at a time; the client keeps within the plan's per-minute
 * limit using the API's own counters (`X-Requests-Available-Minute`, `X-RequestCounter-Reset`), backs off and
 * retries on 429, retries a 5xx once, times out slow answers, and caches competition and team lists.
 */
export function createFootballDataClient(options: FootballDataOptions): FootballProvider {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaitMs = options.maxWaitMs ?? 65_000;
  const log = options.logger.child({ component: 'football-data' });
  const cache = new Map<string, { expires: number; value: unknown }>();
  let available = options.requestsPerMinute;
  let windowResetsAt = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function updateLimits(headers: Headers): void {
    const left = headers.get('x-requests-available-minute') ?? headers.get('x-requestsavailable');
    const reset = headers.get('x-requestcounter-reset');
    if (left !== null && !Number.isNaN(Number(left))) available = Number(left);
    if (reset !== null && !Number.isNaN(Number(reset))) windowResetsAt = now() + Number(reset) * 1000;
  }

  async function waitForBudget(): Promise<void> {
    if (available > 0) return;
    const wait = Math.max(0, windowResetsAt - now());
    if (wait > maxWaitMs) throw new FootballDataError(SERVER_MESSAGES.footballBusy, 429, Math.ceil(wait / 1000));
    if (wait > 0) {
      log.info({ waitMs: wait }, 'waiting for the football-data.org rate limit');
      await sleep(wait);
    }
    available = Math.max(available, 1);
  }

  async function send<T>(path: string, attempt = 0): Promise<T> {
    await waitForBudget();
    available -= 1;
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        headers: { 'X-Auth-Token': options.token, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      log.warn({ path, err: error }, timedOut ? 'football-data.org timed out' : 'football-data.org unreachable');
      if (attempt < 1) return send<T>(path, attempt + 1);
      throw new FootballDataError(timedOut ? SERVER_MESSAGES.footballTimedOut : SERVER_MESSAGES.footballUnreachable, null);
    }
    updateLimits(response.headers);
    if (response.ok) return (await response.json()) as T;

    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    const message = body.message ?? body.error ?? `football-data.org answered ${response.status}`;
    if (response.status === 429) {
      const waitSeconds = secondsFromMessage(message) ?? Number(response.headers.get('x-requestcounter-reset') ?? 60);
      available = 0;
      windowResetsAt = now() + waitSeconds * 1000;
      if (attempt < 2 && waitSeconds * 1000 <= maxWaitMs) {
        log.warn({ path, waitSeconds }, 'football-data.org rate limit reached; retrying after the wait');
        return send<T>(path, attempt + 1);
      }
      throw new FootballDataError(SERVER_MESSAGES.footballBusy, 429, waitSeconds);
    }
    if (response.status >= 500 && attempt < 1) {
      log.warn({ path, status: response.status }, 'football-data.org failed; retrying once');
      await sleep(1000);
      return send<T>(path, attempt + 1);
    }
    log.warn({ path, status: response.status, message }, 'football-data.org refused the request');
    if (response.status === 403) throw new FootballDataError(SERVER_MESSAGES.footballNotInPlan, 403);
    if (response.status === 404) throw new FootballDataError(SERVER_MESSAGES.footballUnknownItem, 404);
    throw new FootballDataError(SERVER_MESSAGES.footballFailed, response.status);
  }

  /** Requests one at a time, so the budget bookkeeping stays exact. */
  function request<T>(path: string): Promise<T> {
    const result = queue.then(() => send<T>(path));
    queue = result.catch(() => undefined);
    return result;
  }

  async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value as T;
    const value = await load();
    cache.set(key, { expires: now() + ttlMs, value });
    return value;
  }

  const offered = new Set(options.competitionIds);
  const range = ({ from, to }: DayRange) => `dateFrom=${from}&dateTo=${to}`;

  return {
    name: 'football-data',
    competitions: () =>
      cached('competitions', LIST_TTL_MS, async () => {
        const body = await request<{ competitions: V4Competition[] }>('/competitions');
        return body.competitions
          .filter((competition) => offered.has(competition.id))
          .map((competition): ExternalLeague => ({
            id: competition.id,
            name: competition.name,
            code: competition.code ?? null,
            emblem: competition.emblem ?? null,
          }));
      }),
    competitionTeams: (competitionId) =>
      cached(`teams:${competitionId}`, LIST_TTL_MS, async () => {
        const body = await request<{ teams: V4Team[] }>(`/competitions/${competitionId}/teams`);
        return body.teams.map(toTeam).sort((a, b) => a.name.localeCompare(b.name));
      }),
    competitionMatches: (competitionId, days) =>
      cached(`matches:${competitionId}:${days.from}:${days.to}`, MATCHES_TTL_MS, async () => {
        const body = await request<{ matches: V4Match[] }>(`/competitions/${competitionId}/matches?${range(days)}`);
        return body.matches.map(toMatch);
      }),
    teamMatches: (teamId, days) =>
      cached(`team-matches:${teamId}:${days.from}:${days.to}`, MATCHES_TTL_MS, async () => {
        const body = await request<{ matches: V4Match[] }>(`/teams/${teamId}/matches?${range(days)}`);
        return body.matches.map(toMatch);
      }),
    currentSeason: (competitionId) =>
      // Without filters the list is the current season's every fixture; each carries the season's dates.
      cached(`season:${competitionId}`, MATCHES_TTL_MS, async () => {
        const body = await request<{ matches: V4Match[] }>(`/competitions/${competitionId}/matches`);
        const season = body.matches.find((match) => match.season)?.season;
        if (!season) return null;
        return { competitionId, startDate: season.startDate, endDate: season.endDate, fixtures: body.matches.map(toSeasonFixture) };
      }),
    standings: (competitionId) =>
      cached(`standings:${competitionId}`, MATCHES_TTL_MS, async () => {
        const body = await request<{ standings: V4Standing[] }>(`/competitions/${competitionId}/standings`);
        // TOTAL is the league table (HOME and AWAY are its halves); a cup has one per group: the first stands.
        const total = body.standings.find((standing) => standing.type === 'TOTAL');
        return (total?.table ?? []).map((row) => ({ position: row.position, team: toTeam(row.team), points: row.points }));
      }),
    async liveMatches(competitionIds, days) {
      if (competitionIds.length === 0) return [];
      // GET /matches across competitions: one request for every followed competition's live matches.
      const filter = `competitions=${[...new Set(competitionIds)].sort((a, b) => a - b).join(',')}&status=${IN_PLAY_STATUSES.join(',')}`;
      const body = await request<{ matches: V4Match[] }>(`/matches?${filter}&${range(days)}`);
      return body.matches.map(toMatch);
    },
    async match(matchId) {
      try {
        return toMatch(await request<V4Match>(`/matches/${matchId}`));
      } catch (error) {
        if (error instanceof FootballDataError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
