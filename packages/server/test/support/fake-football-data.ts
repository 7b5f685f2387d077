import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { pino } from 'pino';
import { createFootballDataClient } from '../../src/modules/football/football-data-client.js';

/**
 * A local stand-in for api.football-data.org v4: the same paths, shapes, headers and errors (see the shared
 * football-data guide), with scripted failures for tests. It is a real HTTP server on a free port.
 */
export interface FakeTeam {
  id: number;
  name: string;
  shortName: string;
  tla: string;
  crest: string;
}

type Pair = { home: number | null; away: number | null };

export interface FakeMatch {
  id: number;
  competitionId: number;
  utcDate: string;
  status: string;
  home: FakeTeam;
  away: FakeTeam;
  fullTime?: Pair;
  regularTime?: Pair;
  extraTime?: Pair;
  penalties?: Pair;
  /** Default 12 (a league matchday); null for a stage played once. */
  matchday?: number | null;
  /** Default REGULAR_SEASON; cup rounds reuse matchday numbers across stages. */
  stage?: string;
  /** The start of the season it belongs to (default the competition's current one, see `seasons`). */
  seasonStart?: string;
  /** While it is played, on paid plans: the minute of play. */
  minute?: number;
}

export interface FakeSeason {
  startDate: string;
  endDate: string;
}
export const DEFAULT_SEASON: FakeSeason = { startDate: '2026-08-01', endDate: '2027-05-30' };

export const TOKEN = 'test-token';
export const PLAN_COMPETITIONS = new Set([2000, 2001, 2002, 2014, 2015, 2016, 2019, 2021]);

const team = (id: number, name: string, tla: string): FakeTeam => ({
  id,
  name,
  shortName: name.split(' ')[0]!,
  tla,
  crest: `https://crests.example/${id}.png`,
});
export const TEAMS = {
  arsenal: team(57, 'Arsenal FC', 'ARS'),
  chelsea: team(61, 'Chelsea FC', 'CHE'),
  liverpool: team(64, 'Liverpool FC', 'LIV'),
  everton: team(62, 'Everton FC', 'EVE'),
  argentina: team(762, 'Argentina', 'ARG'),
  france: team(773, 'France', 'FRA'),
};

/** A league fixture of `competitionId` on matchday `md`: id `5000 + md * 10 + k`, TIMED unless `extra` says otherwise. */
export const leagueFixture =
  (competitionId: number) =>
  (md: number, k: number, utcDate: string, home: FakeTeam, away: FakeTeam, extra: Partial<FakeMatch> = {}): FakeMatch => ({
    id: 5000 + md * 10 + k,
    competitionId,
    utcDate,
    status: 'TIMED',
    home,
    away,
    matchday: md,
    ...extra,
  });

function v4Match(match: FakeMatch, seasons: Map<number, FakeSeason>) {
  const duration = match.penalties ? 'PENALTY_SHOOTOUT' : match.extraTime ? 'EXTRA_TIME' : 'REGULAR';
  const fullTime = match.fullTime ?? { home: null, away: null };
  return {
    area: { id: 2072, name: 'England', code: 'ENG', flag: null },
    competition: { id: match.competitionId, name: `Competition ${match.competitionId}`, code: 'XX', type: 'LEAGUE', emblem: null },
    season: { id: 1, ...seasonOf(match, seasons), currentMatchday: 12, winner: null },
    id: match.id,
    utcDate: match.utcDate,
    status: match.status,
    matchday: match.matchday === undefined ? 12 : match.matchday,
    stage: match.stage ?? 'REGULAR_SEASON',
    group: null,
    lastUpdated: '2026-11-20T10:00:00Z',
    homeTeam: match.home,
    awayTeam: match.away,
    score: {
      winner: null,
      duration,
      fullTime,
      halfTime: { home: null, away: null },
      ...(match.regularTime ? { regularTime: match.regularTime } : {}),
      ...(match.extraTime ? { extraTime: match.extraTime } : {}),
      ...(match.penalties ? { penalties: match.penalties } : {}),
    },
    odds: { msg: 'Activate Odds-Package in User-Panel to retrieve odds.' },
    referees: [],
    ...(match.minute !== undefined ? { minute: match.minute } : {}),
  };
}

/** The season a match belongs to: its own start's, else its competition's current one. */
function seasonOf(match: FakeMatch, seasons: Map<number, FakeSeason>): FakeSeason {
  const current = seasons.get(match.competitionId) ?? DEFAULT_SEASON;
  if (!match.seasonStart || match.seasonStart === current.startDate) return current;
  return { startDate: match.seasonStart, endDate: `${Number(match.seasonStart.slice(0, 4)) + 1}-05-30` };
}

export async function startFakeFootballData() {
  const matches: FakeMatch[] = [];
  /** Each competition's current season (DEFAULT_SEASON when not set): what an unfiltered match list returns. */
  const seasons = new Map<number, FakeSeason>();
  const requests: Array<{ path: string; token: string | undefined; at: number }> = [];
  const scripted: Array<{ status: number; body?: object; delayMs?: number; headers?: Record<string, string> }> = [];
  const limits = { available: 9, resetSeconds: 42 };
  /** Matches whose /matches/{id} always fails with a 500. */
  const failingMatchIds = new Set<number>();

  /** Told of each answer as it leaves (the fan-out bench times a goal from the answer that told the server of it). */
  const answerListeners: Array<(answer: { path: string; body: string }) => void> = [];

  // Clients keep sockets alive; closing must not wait for them.
  const app = Fastify({ forceCloseConnections: true });
  app.addHook('onSend', async (request, _reply, payload) => {
    for (const listener of answerListeners) listener({ path: request.url, body: typeof payload === 'string' ? payload : '' });
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    requests.push({ path: request.url, token: request.headers['x-auth-token'] as string | undefined, at: Date.now() });
    reply.header('X-API-Version', 'v4');
    reply.header('X-Requests-Available-Minute', String(limits.available));
    reply.header('X-RequestCounter-Reset', String(limits.resetSeconds));
    const next = scripted.shift();
    if (next) {
      if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      for (const [name, value] of Object.entries(next.headers ?? {})) reply.header(name, value);
      if (next.status !== 200) return reply.status(next.status).send(next.body ?? { message: 'Internal error', errorCode: next.status });
    }
    if (request.headers['x-auth-token'] !== TOKEN) {
      return reply.status(400).send({ message: 'Your API token is invalid.', errorCode: 400 });
    }
  });

  const restricted = {
    message: 'The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.',
    errorCode: 403,
  };
  const inRange = (match: FakeMatch, from?: string, to?: string) =>
    (!from || match.utcDate.slice(0, 10) >= from) && (!to || match.utcDate.slice(0, 10) < to); // dateTo is exclusive

  app.get('/v4/competitions', async () => ({
    count: 4,
    filters: {},
    competitions: [
      {
        id: 2021,
        name: 'Premier League',
        code: 'PL',
        type: 'LEAGUE',
        emblem: 'https://crests.example/PL.png',
        area: { id: 2072, name: 'England' },
      },
      {
        id: 2014,
        name: 'Primera Division',
        code: 'PD',
        type: 'LEAGUE',
        emblem: 'https://crests.example/PD.png',
        area: { id: 2224, name: 'Spain' },
      },
      {
        id: 2001,
        name: 'UEFA Champions League',
        code: 'CL',
        type: 'CUP',
        emblem: 'https://crests.example/CL.png',
        area: { id: 2077, name: 'Europe' },
      },
      { id: 2013, name: 'Campeonato Brasileiro Série A', code: 'BSA', type: 'LEAGUE', emblem: null, area: { id: 2032, name: 'Brazil' } },
    ],
  }));

  app.get<{ Params: { id: string } }>('/v4/competitions/:id/teams', async (request, reply) => {
    if (!PLAN_COMPETITIONS.has(Number(request.params.id))) return reply.status(403).send(restricted);
    return {
      count: 4,
      filters: {},
      competition: { id: Number(request.params.id) },
      teams: [TEAMS.liverpool, TEAMS.arsenal, TEAMS.everton, TEAMS.chelsea],
    };
  });

  app.get<{ Params: { id: string }; Querystring: { dateFrom?: string; dateTo?: string } }>(
    '/v4/competitions/:id/matches',
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!PLAN_COMPETITIONS.has(id)) return reply.status(403).send(restricted);
      const { dateFrom, dateTo } = request.query;
      // Without a date range (or a season filter) the API answers the current season's fixtures.
      const current = (seasons.get(id) ?? DEFAULT_SEASON).startDate;
      const found = matches.filter(
        (match) =>
          match.competitionId === id &&
          inRange(match, dateFrom, dateTo) &&
          (dateFrom !== undefined || seasonOf(match, seasons).startDate === current),
      );
      return {
        filters: request.query,
        resultSet: { count: found.length },
        competition: { id },
        matches: found.map((match) => v4Match(match, seasons)),
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { dateFrom?: string; dateTo?: string } }>('/v4/teams/:id/matches', async (request) => {
    const id = Number(request.params.id);
    const found = matches.filter(
      (match) => (match.home.id === id || match.away.id === id) && inRange(match, request.query.dateFrom, request.query.dateTo),
    );
    return { filters: request.query, resultSet: { count: found.length }, matches: found.map((match) => v4Match(match, seasons)) };
  });

  // Matches across competitions: `competitions` and `status` take comma lists; unknown competitions are ignored.
  app.get<{ Querystring: { competitions?: string; status?: string; dateFrom?: string; dateTo?: string } }>(
    '/v4/matches',
    async (request, reply) => {
      const { competitions, status, dateFrom, dateTo } = request.query;
      if ((dateFrom === undefined) !== (dateTo === undefined))
        return reply.status(400).send({ message: 'dateFrom and dateTo must be given together.', errorCode: 400 });
      const ids = competitions ? new Set(competitions.split(',').map(Number)) : null;
      const statuses = status ? new Set(status.split(',')) : null;
      const found = matches.filter(
        (match) =>
          (!ids || ids.has(match.competitionId)) &&
          (!statuses || statuses.has(match.status)) &&
          inRange(match, dateFrom, dateTo) &&
          PLAN_COMPETITIONS.has(match.competitionId),
      );
      return { filters: request.query, resultSet: { count: found.length }, matches: found.map((match) => v4Match(match, seasons)) };
    },
  );

  // The current season's tables, worked out from its finished matches (3 for a win, then goal difference, goals).
  app.get<{ Params: { id: string } }>('/v4/competitions/:id/standings', async (request, reply) => {
    const id = Number(request.params.id);
    if (!PLAN_COMPETITIONS.has(id)) return reply.status(403).send(restricted);
    const current = (seasons.get(id) ?? DEFAULT_SEASON).startDate;
    const rows = new Map<number, { team: FakeTeam; won: number; draw: number; lost: number; goalsFor: number; goalsAgainst: number }>();
    for (const match of matches) {
      const score = match.regularTime ?? match.fullTime;
      if (match.competitionId !== id || match.status !== 'FINISHED' || !score || score.home === null || score.away === null) continue;
      if (seasonOf(match, seasons).startDate !== current) continue;
      for (const [club, own, other] of [
        [match.home, score.home, score.away],
        [match.away, score.away, score.home],
      ] as const) {
        const row = rows.get(club.id) ?? { team: club, won: 0, draw: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
        rows.set(club.id, row);
        row[own > other ? 'won' : own === other ? 'draw' : 'lost'] += 1;
        row.goalsFor += own;
        row.goalsAgainst += other;
      }
    }
    const table = [...rows.values()]
      .map((row) => ({ ...row, points: row.won * 3 + row.draw, goalDifference: row.goalsFor - row.goalsAgainst }))
      .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor)
      .map((row, index) => ({ position: index + 1, playedGames: row.won + row.draw + row.lost, form: null, ...row }));
    const half = (type: string) => ({ stage: 'REGULAR_SEASON', type, group: null, table: type === 'TOTAL' ? table : [] });
    return {
      filters: { season: current.slice(0, 4) },
      area: { id: 2072, name: 'England', code: 'ENG', flag: null },
      competition: { id, name: `Competition ${id}`, code: 'XX', type: 'LEAGUE', emblem: null },
      season: { id: 1, ...(seasons.get(id) ?? DEFAULT_SEASON), currentMatchday: 38, winner: null },
      // HOME and AWAY come first here, so a client that took the first table would read the wrong one.
      standings: [half('HOME'), half('AWAY'), half('TOTAL')],
    };
  });

  app.get<{ Params: { id: string } }>('/v4/matches/:id', async (request, reply) => {
    if (failingMatchIds.has(Number(request.params.id))) return reply.status(500).send({ message: 'Internal error', errorCode: 500 });
    const match = matches.find((candidate) => candidate.id === Number(request.params.id));
    if (!match) return reply.status(404).send({ message: 'The resource you are looking for does not exist.', errorCode: 404 });
    return v4Match(match, seasons);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v4`,
    matches,
    seasons,
    requests,
    failingMatchIds,
    limits,
    /** Calls `listener` with each answer as it leaves, until the function returned is called. */
    onAnswer(listener: (answer: { path: string; body: string }) => void) {
      answerListeners.push(listener);
      return () => void answerListeners.splice(answerListeners.indexOf(listener), 1);
    },
    /** The next responses, in order, ignoring what was asked (a 429, a 500, a slow answer...). */
    script: (...responses: typeof scripted) => scripted.push(...responses),
    rateLimited: (seconds = 48) => ({
      status: 429,
      body: { message: `You reached your request limit. Wait ${seconds} seconds.`, errorCode: 429 },
    }),
    close: () => app.close(),
  };
}

/**
 * The real football-data.org client on a fake: a plan wide enough never to wait, the test's clock (its caches
 * expire as the test moves time), sleeping skipped.
 */
export function clientOn(fake: { baseUrl: string }, competitionIds: number[], now: () => number) {
  return createFootballDataClient({
    token: TOKEN,
    baseUrl: fake.baseUrl,
    competitionIds,
    requestsPerMinute: 100,
    timeoutMs: 2000,
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    now,
    sleep: async () => undefined,
  });
}
