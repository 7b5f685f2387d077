import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createFootballDataClient } from '../src/modules/football/football-data-client.js';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { refreshKickOffs } from '../src/modules/jobs/kick-off-refresh.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { createStandingsService, type StandingsService } from '../src/modules/standings/standings.service.js';
import { TEAMS, TOKEN, startFakeFootballData } from './support/fake-football-data.js';
import { buildGroup } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

let now = new Date('2026-11-21T12:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let t: TestApp;
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let provider: ReturnType<typeof createFootballDataClient>;
let scoring: StandingsService;

beforeAll(async () => {
  fake = await startFakeFootballData();
  provider = createFootballDataClient({
    token: TOKEN,
    baseUrl: fake.baseUrl,
    competitionIds: [2021, 2001],
    requestsPerMinute: 100,
    timeoutMs: 2000,
    logger,
    sleep: async () => undefined,
  });
  t = await createTestApp({}, { clock: () => now, footballProvider: provider });
  scoring = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const real = (id: number, competitionId: number, utcDate: string) => ({ kind: 'real', competitionId, apiMatchId: id, utcDate });

async function gameweek(cookie: string, groupId: string, deadline: string, matches: object[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/gameweeks`,
    headers: { cookie },
    payload: { deadline, matches },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: string };
}

describe('background jobs', () => {
  it('the sweep locks exactly the gameweeks whose deadline has passed; the sync writes final scores everywhere and survives failures', async () => {
    fake.matches.push(
      { id: 101, competitionId: 2021, utcDate: '2026-11-21T15:00:00Z', status: 'TIMED', home: TEAMS.arsenal, away: TEAMS.chelsea },
      { id: 102, competitionId: 2001, utcDate: '2026-11-21T19:00:00Z', status: 'TIMED', home: TEAMS.liverpool, away: TEAMS.everton },
      { id: 103, competitionId: 2021, utcDate: '2026-11-21T16:00:00Z', status: 'TIMED', home: TEAMS.everton, away: TEAMS.arsenal },
      { id: 104, competitionId: 2021, utcDate: '2026-11-21T17:00:00Z', status: 'TIMED', home: TEAMS.chelsea, away: TEAMS.liverpool },
    );
    const ownerOne = await registerAndSignIn(t.app);
    const ownerTwo = await registerAndSignIn(t.app);
    const groupOne = await buildGroup(t.app, ownerOne);
    const groupTwo = await buildGroup(t.app, ownerTwo);
    const weekOne = await gameweek(ownerOne.cookie, groupOne.id, '2026-11-21T14:00:00Z', [
      real(101, 2021, '2026-11-21T15:00:00Z'),
      real(102, 2001, '2026-11-21T19:00:00Z'),
      real(104, 2021, '2026-11-21T17:00:00Z'),
    ]);
    const weekTwo = await gameweek(ownerTwo.cookie, groupTwo.id, '2026-11-21T14:30:00Z', [
      real(101, 2021, '2026-11-21T15:00:00Z'),
      real(103, 2021, '2026-11-21T16:00:00Z'),
    ]);
    // Predictions made before the deadlines, on both groups' copies of fixture 101 (before a newer gameweek
    // retires group two's week).
    const predict = async (owner: { id: string; cookie: string }, week: { id: string }, scores: Record<number, [number, number]>) => {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/gameweeks/${week.id}`, headers: { cookie: owner.cookie } })).json();
      const predictions = detail.matches
        .filter((match: { apiMatchId: number }) => scores[match.apiMatchId])
        .map((match: { id: string; apiMatchId: number }) => ({
          matchId: match.id,
          home: scores[match.apiMatchId]![0],
          away: scores[match.apiMatchId]![1],
        }));
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/gameweeks/${week.id}/players/${owner.id}/predictions`,
        headers: { cookie: owner.cookie },
        payload: { predictions },
      });
      expect(response.statusCode).toBe(200);
    };
    await predict(ownerOne, weekOne, { 101: [2, 1], 102: [1, 1] });
    await predict(ownerTwo, weekTwo, { 101: [1, 0] });

    const later = await gameweek(ownerTwo.cookie, groupTwo.id, '2026-11-22T14:30:00Z', [
      { kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: '2026-11-22T15:00:00Z' },
    ]);

    // The deadline sweep at 14:15 locks week one only; at 14:45 week two too; never the later one.
    expect(await lockPastDeadlines(t.database.db, scoring, new Date('2026-11-21T14:15:00Z'), t.app.services.jobsRepo)).toEqual([
      weekOne.id,
    ]);
    expect(await lockPastDeadlines(t.database.db, scoring, new Date('2026-11-21T14:45:00Z'), t.app.services.jobsRepo)).toEqual([
      weekTwo.id,
    ]);
    expect(await lockPastDeadlines(t.database.db, scoring, new Date('2026-11-21T14:45:00Z'), t.app.services.jobsRepo)).toEqual([]);
    const unlockedPredictions = await t.database.db.execute(sql`SELECT 1 FROM predictions WHERE NOT is_locked`);
    expect(unlockedPredictions.rows).toEqual([]); // past the deadline, every prediction is locked for good

    // Results arrive: 101 finished 2-1, 102 decided on penalties (regular time 1-1), 103 still in play, 104 failing.
    Object.assign(fake.matches[0]!, { status: 'FINISHED', fullTime: { home: 2, away: 1 } });
    Object.assign(fake.matches[1]!, {
      status: 'FINISHED',
      fullTime: { home: 5, away: 4 },
      regularTime: { home: 1, away: 1 },
      extraTime: { home: 0, away: 0 },
      penalties: { home: 4, away: 3 },
    });
    Object.assign(fake.matches[2]!, { status: 'IN_PLAY', fullTime: { home: 0, away: 0 } });
    fake.failingMatchIds.add(104);
    now = new Date('2026-11-21T23:00:00Z');
    const report = await syncResults({ db: t.database.db, provider, standings: scoring, now, logger, jobsRepo: t.app.services.jobsRepo });
    expect(report).toEqual({ checked: 4, finished: [101, 102], notFinished: [{ apiMatchId: 103, status: 'IN_PLAY' }], failed: [104] });

    const scores = await t.database.db.execute<{
      gameweek_id: string;
      api_match_id: number;
      final_home_score: number | null;
      final_away_score: number | null;
      api_status: string;
    }>(sql`
      SELECT gameweek_id, api_match_id, final_home_score, final_away_score, api_status FROM matches WHERE api_match_id IS NOT NULL ORDER BY api_match_id, gameweek_id`);
    const byMatch = (id: number) =>
      scores.rows.filter((row) => row.api_match_id === id).map((row) => [row.final_home_score, row.final_away_score]);
    expect(byMatch(101)).toEqual([
      [2, 1],
      [2, 1],
    ]); // both groups' copies, in one pass
    expect(byMatch(102)).toEqual([[1, 1]]);
    expect(byMatch(103)).toEqual([[null, null]]);
    expect(scores.rows.find((row) => row.api_match_id === 103)!.api_status).toBe('IN_PLAY');

    // Marked in the same pass, in both groups; the shoot-out is marked on its regular-time 1-1.
    const marked = await t.database.db.execute<{ user_id: string; api_match_id: number; outcome: string; points: number }>(sql`
      SELECT p.user_id, m.api_match_id, p.outcome, p.points FROM predictions p JOIN matches m ON m.id = p.match_id
      ORDER BY m.api_match_id, p.points DESC`);
    expect(marked.rows).toEqual([
      { user_id: ownerOne.id, api_match_id: 101, outcome: 'exact', points: 3 },
      { user_id: ownerTwo.id, api_match_id: 101, outcome: 'result', points: 1 },
      { user_id: ownerOne.id, api_match_id: 102, outcome: 'exact', points: 3 },
    ]);
    const leaders = await t.database.db.execute<{ user_id: string; total_points: number }>(
      sql`SELECT user_id, total_points FROM leaderboard ORDER BY total_points DESC`,
    );
    expect(leaders.rows).toEqual([
      { user_id: ownerOne.id, total_points: 6 },
      { user_id: ownerTwo.id, total_points: 1 },
    ]);

    // 104 recovers, 103 finishes: the next run completes both gameweeks.
    fake.failingMatchIds.clear();
    Object.assign(fake.matches[2]!, { status: 'FINISHED', fullTime: { home: 0, away: 3 } });
    Object.assign(fake.matches[3]!, { status: 'FINISHED', fullTime: { home: 1, away: 0 } });
    const second = await syncResults({ db: t.database.db, provider, standings: scoring, now, logger, jobsRepo: t.app.services.jobsRepo });
    expect(second.finished.sort()).toEqual([103, 104]);
    const finished = await t.database.db.execute<{ id: string; is_finished: boolean }>(
      sql`SELECT id, is_finished FROM gameweeks ORDER BY week_number, id`,
    );
    const state = Object.fromEntries(finished.rows.map((row) => [row.id, row.is_finished]));
    expect(state[weekOne.id]).toBe(true);
    expect(state[weekTwo.id]).toBe(true);
    expect(state[later.id]).toBe(false);
    expect(
      (await syncResults({ db: t.database.db, provider, standings: scoring, now, logger, jobsRepo: t.app.services.jobsRepo })).checked,
    ).toBe(0);
  });

  it('moves rescheduled fixtures: a kick-off brought forward closes at its new time, the deadline with it', async () => {
    now = new Date('2026-11-28T12:00:00Z');
    fake.matches.push(
      { id: 201, competitionId: 2021, utcDate: '2026-11-28T16:00:00Z', status: 'TIMED', home: TEAMS.arsenal, away: TEAMS.everton },
      { id: 202, competitionId: 2021, utcDate: '2026-11-28T18:00:00Z', status: 'TIMED', home: TEAMS.chelsea, away: TEAMS.liverpool },
    );
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { predictionsClose: 'kickoff' });
    const week = await gameweek(owner.cookie, group.id, '2026-11-28T15:00:00Z', [
      real(201, 2021, '2026-11-28T16:00:00Z'),
      real(202, 2021, '2026-11-28T18:00:00Z'),
    ]);
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/gameweeks/${week.id}`, headers: { cookie: owner.cookie } })).json() as {
        deadline: string;
        matches: Array<{ id: string; apiMatchId: number; matchTime: string }>;
      };
    expect((await detail()).deadline).toBe('2026-11-28T16:00:00.000Z');
    // A group playing to a deadline holds 201 too.
    const other = await registerAndSignIn(t.app);
    const otherGroup = await buildGroup(t.app, other);
    const otherWeek = await gameweek(other.cookie, otherGroup.id, '2026-11-28T15:30:00Z', [real(201, 2021, '2026-11-28T16:00:00Z')]);

    // Television moves 201 an hour earlier and 202 two hours later.
    fake.matches.find((match) => match.id === 201)!.utcDate = '2026-11-28T15:00:00Z';
    fake.matches.find((match) => match.id === 202)!.utcDate = '2026-11-28T20:00:00Z';
    const report = await refreshKickOffs({ db: t.database.db, provider, now, logger, limit: 8, jobsRepo: t.app.services.jobsRepo });
    expect(report.moved.sort()).toEqual([201, 202]);
    const moved = await detail();
    expect(moved.deadline).toBe('2026-11-28T15:00:00.000Z');
    const timeOf = (id: number) => moved.matches.find((match) => match.apiMatchId === id)!.matchTime;
    expect([timeOf(201), timeOf(202)]).toEqual(['2026-11-28T15:00:00.000Z', '2026-11-28T20:00:00.000Z']);
    // Asked again only after half an hour.
    expect(
      (await refreshKickOffs({ db: t.database.db, provider, now, logger, limit: 8, jobsRepo: t.app.services.jobsRepo })).checked,
    ).toEqual([]);

    // A second after the new kick-off, 201 takes no prediction; 202, put back, still does.
    now = new Date('2026-11-28T15:00:01Z');
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${week.id}/players/${owner.id}/predictions`,
      headers: { cookie: owner.cookie },
      payload: { predictions: moved.matches.map((match) => ({ matchId: match.id, home: 1, away: 0 })) },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().notSaved.map((match: { matchId: string }) => match.matchId)).toEqual([
      moved.matches.find((match) => match.apiMatchId === 201)!.id,
    ]);
    // Before that group's deadline, but after 201's new kick-off: no match takes predictions once it has started.
    const otherDetail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/gameweeks/${otherWeek.id}`, headers: { cookie: other.cookie } })
    ).json();
    expect(otherDetail.deadline).toBe('2026-11-28T15:30:00.000Z');
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${otherWeek.id}/players/${other.id}/predictions`,
      headers: { cookie: other.cookie },
      payload: { predictions: [{ matchId: otherDetail.matches[0].id, home: 2, away: 2 }] },
    });
    expect(late.json().notSaved).toHaveLength(1);
  });
});
