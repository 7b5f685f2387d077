import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createFootballDataClient } from '../src/modules/football/football-data-client.js';
import { FootballDataError } from '../src/modules/football/football-provider.js';
import { TEAMS, TOKEN, startFakeFootballData } from './support/fake-football-data.js';

type Fake = Awaited<ReturnType<typeof startFakeFootballData>>;
let fake: Fake;
beforeAll(async () => {
  fake = await startFakeFootballData();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.matches.length = 0;
  fake.requests.length = 0;
  fake.limits.available = 9;
  fake.limits.resetSeconds = 42;
});

/** A client whose waits are recorded and skipped: a fake clock, no sleeping in tests. */
function client(overrides: { timeoutMs?: number; maxWaitMs?: number; token?: string } = {}) {
  let clock = Date.parse('2026-11-21T12:00:00Z');
  const waits: number[] = [];
  const provider = createFootballDataClient({
    token: overrides.token ?? TOKEN,
    baseUrl: fake.baseUrl,
    competitionIds: [2016, 2021, 2001, 2015, 2002, 2019, 2014],
    requestsPerMinute: 10,
    timeoutMs: overrides.timeoutMs ?? 2000,
    maxWaitMs: overrides.maxWaitMs,
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  return { provider, waits };
}

const range = { from: '2026-11-21', to: '2026-11-28' };

describe('the football-data.org client', () => {
  it('sends the token and offers only the configured competitions, cached', async () => {
    const { provider } = client();
    const competitions = await provider.competitions();
    expect(competitions).toEqual([
      { id: 2021, name: 'Premier League', code: 'PL', emblem: 'https://crests.example/PL.png' },
      { id: 2014, name: 'Primera Division', code: 'PD', emblem: 'https://crests.example/PD.png' },
      { id: 2001, name: 'UEFA Champions League', code: 'CL', emblem: 'https://crests.example/CL.png' },
    ]);
    await provider.competitions();
    expect(fake.requests.map(({ path, token }) => ({ path, token }))).toEqual([{ path: '/v4/competitions', token: TOKEN }]);
  });

  it('lists a competition’s teams by name with their crests', async () => {
    const { provider } = client();
    const teams = await provider.competitionTeams(2021);
    expect(teams.map((team) => team.name)).toEqual(['Arsenal FC', 'Chelsea FC', 'Everton FC', 'Liverpool FC']);
    expect(teams[0]).toEqual({ id: 57, name: 'Arsenal FC', shortName: 'Arsenal', crest: 'https://crests.example/57.png' });
  });

  it('reads matches in a date range with dateTo exclusive, with every status', async () => {
    fake.matches.push(
      { id: 1, competitionId: 2021, utcDate: '2026-11-21T15:00:00Z', status: 'TIMED', home: TEAMS.arsenal, away: TEAMS.chelsea },
      { id: 2, competitionId: 2021, utcDate: '2026-11-22T00:00:00Z', status: 'SCHEDULED', home: TEAMS.liverpool, away: TEAMS.everton },
      {
        id: 3,
        competitionId: 2021,
        utcDate: '2026-11-21T12:30:00Z',
        status: 'IN_PLAY',
        home: TEAMS.everton,
        away: TEAMS.arsenal,
        fullTime: { home: 1, away: 0 },
      },
      { id: 4, competitionId: 2021, utcDate: '2026-11-28T15:00:00Z', status: 'TIMED', home: TEAMS.chelsea, away: TEAMS.liverpool },
      { id: 5, competitionId: 2021, utcDate: '2026-11-23T20:00:00Z', status: 'SOMETHING_NEW', home: TEAMS.chelsea, away: TEAMS.everton },
    );
    const { provider } = client();
    const matches = await provider.competitionMatches(2021, range);
    expect(matches.map((match) => [match.id, match.status])).toEqual([
      [1, 'TIMED'],
      [2, 'SCHEDULED'],
      [3, 'IN_PLAY'],
      [5, 'SCHEDULED'],
    ]);
    expect(matches[2]!.score).toEqual({ home: 1, away: 0 });
    expect(fake.requests[0]!.path).toBe('/v4/competitions/2021/matches?dateFrom=2026-11-21&dateTo=2026-11-28');
  });

  it('marks a penalty shoot-out on its regular-time score, not the full-time one', async () => {
    fake.matches.push({
      id: 391_881,
      competitionId: 2000,
      utcDate: '2022-12-18T15:00:00Z',
      status: 'FINISHED',
      home: TEAMS.argentina,
      away: TEAMS.france,
      fullTime: { home: 7, away: 5 },
      regularTime: { home: 2, away: 2 },
      extraTime: { home: 1, away: 1 },
      penalties: { home: 4, away: 2 },
    });
    const { provider } = client();
    const final = await provider.match(391_881);
    expect(final).toMatchObject({ status: 'FINISHED', score: { home: 2, away: 2 } });
  });

  it('reads a team’s matches', async () => {
    fake.matches.push({
      id: 7,
      competitionId: 2001,
      utcDate: '2026-11-25T20:00:00Z',
      status: 'TIMED',
      home: TEAMS.liverpool,
      away: TEAMS.arsenal,
    });
    const { provider } = client();
    expect((await provider.teamMatches(64, range)).map((match) => match.id)).toEqual([7]);
  });

  it('waits out a 429 and retries', async () => {
    fake.script(fake.rateLimited(48));
    const { provider, waits } = client();
    expect(await provider.competitionTeams(2021)).toHaveLength(4);
    expect(waits).toEqual([48_000]);
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps within the per-minute budget the API reports', async () => {
    const { provider, waits } = client();
    fake.limits.available = 0;
    fake.limits.resetSeconds = 30;
    await provider.competitions();
    expect(waits).toEqual([]);
    fake.limits.available = 8;
    await provider.competitionTeams(2021); // the budget was 0: wait for the window first
    expect(waits).toEqual([30_000]);
  });

  it('gives up with a clear error when the wait is too long for a person to wait', async () => {
    fake.script(fake.rateLimited(48));
    const { provider } = client({ maxWaitMs: 5_000 });
    await expect(provider.competitionTeams(2021)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 48,
      message: 'The football data service is busy. Please try again in a minute.',
    });
  });

  it('reports a competition outside the plan (403) plainly', async () => {
    const { provider } = client();
    const error = await provider.competitionTeams(2013).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(FootballDataError);
    expect(error).toMatchObject({ status: 403, message: 'This competition is not available with the current football data plan.' });
  });

  it('retries a 5xx once, then reports it', async () => {
    fake.script({ status: 502 });
    const { provider } = client();
    expect(await provider.competitionTeams(2021)).toHaveLength(4);
    fake.script({ status: 500 }, { status: 503 });
    await expect(provider.competitionMatches(2021, range)).rejects.toMatchObject({ status: 503 });
  });

  it('times out a slow answer, retries once, then reports it', async () => {
    fake.script({ status: 200, delayMs: 600 }, { status: 200, delayMs: 600 });
    const { provider } = client({ timeoutMs: 150 });
    await expect(provider.competitions()).rejects.toMatchObject({
      status: null,
      message: 'The football data service did not answer in time.',
    });
  });

  it('answers null for an unknown match, and an error for a bad token', async () => {
    const { provider } = client();
    expect(await provider.match(999)).toBeNull();
    const unauthorised = client({ token: 'wrong' }).provider;
    await expect(unauthorised.competitions()).rejects.toMatchObject({ status: 400 });
  });
});
