import type { GameweekLeaderboard, GroupLeaderboard, MatchDetail, PredictionSheet } from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { refreshKickOffs } from '../src/modules/jobs/kick-off-refresh.js';
import { inPlayToSkip, pollLiveScores } from '../src/modules/jobs/live-scores.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { type FakeMatch, TEAMS, clientOn, startFakeFootballData } from './support/fake-football-data.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let now = new Date('2027-01-10T09:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let provider: ReturnType<typeof clientOn>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeFootballData();
  provider = clientOn(fake, [2021], () => now.getTime());
  t = await createTestApp({}, { clock: () => now, footballProvider: provider });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const inject = (method: 'GET' | 'PUT', url: string, user: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function gameweekOf(owner: SignedInUser, groupId: string, deadline: string, fixtures: FakeMatch[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/gameweeks`,
    headers: { cookie: owner.cookie },
    payload: {
      deadline,
      matches: fixtures.map((fixture) => ({ kind: 'real', competitionId: 2021, apiMatchId: fixture.id, utcDate: fixture.utcDate })),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; matches: Array<{ id: string; apiMatchId: number }> };
}

describe('review30: live state before the rules show predictions', () => {
  it('deadline mode: a fixture brought forward plays before the deadline; the live tables must not tell how the others predicted it', async () => {
    const [ada, bo] = [await registerAndSignIn(t.app, { username: 'leakada' }), await registerAndSignIn(t.app, { username: 'leakbo' })];
    const group = await buildGroup(t.app, ada, { name: 'Deadline leak' });
    expect((await join(t.app, bo, group.id)).statusCode).toBe(200);
    const moved: FakeMatch = {
      id: 30_801,
      competitionId: 2021,
      utcDate: '2027-01-10T15:00:00Z',
      status: 'TIMED',
      home: TEAMS.arsenal,
      away: TEAMS.chelsea,
    };
    const later: FakeMatch = {
      id: 30_802,
      competitionId: 2021,
      utcDate: '2027-01-10T15:00:00Z',
      status: 'TIMED',
      home: TEAMS.liverpool,
      away: TEAMS.everton,
    };
    fake.matches.push(moved, later);
    const gameweek = await gameweekOf(ada, group.id, '2027-01-10T14:00:00Z', [moved, later]);
    const idOf = (fixture: FakeMatch) => gameweek.matches.find((match) => match.apiMatchId === fixture.id)!.id;
    // Ada predicts 1-0, Bo 0-2 on the fixture that will be moved.
    for (const [user, home, away] of [
      [ada, 1, 0],
      [bo, 0, 2],
    ] as const) {
      const saved = await inject('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${user.id}/predictions`, user, {
        predictions: [
          { matchId: idOf(moved), home, away },
          { matchId: idOf(later), home: 1, away: 1 },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    // The provider brings the fixture forward to 11:00 (before the 14:00 deadline); the kick-off refresh follows.
    now = new Date('2027-01-10T10:00:00Z');
    moved.utcDate = '2027-01-10T11:00:00Z';
    const refreshed = await refreshKickOffs({ db: t.database.db, provider, now, logger, limit: 8, jobsRepo: t.app.services.jobsRepo });
    expect(refreshed.moved).toEqual([30_801]);

    // 11:20: it is 1-0. The gameweek is still open (deadline 14:00): Bo may not see Ada's predictions.
    now = new Date('2027-01-10T11:20:00Z');
    Object.assign(moved, { status: 'IN_PLAY', fullTime: { home: 1, away: 0 }, minute: 20 });
    const polled = await pollLiveScores({ db: t.database.db, provider, now, logger, jobsRepo: t.app.services.jobsRepo });
    expect(polled.inPlay).toEqual([30_801]);
    expect((await inject('GET', `/api/v1/gameweeks/${gameweek.id}/predictions`, bo)).statusCode).toBe(403);
    expect((await inject('GET', `/api/v1/gameweeks/${gameweek.id}/players/${ada.id}/predictions`, bo)).statusCode).toBe(403);
    const centre = (await inject('GET', `/api/v1/matches/${idOf(moved)}`, bo)).json() as MatchDetail;
    expect(centre.isClosed).toBe(false);

    // But the gameweek's live table tells Bo that Ada predicted exactly 1-0 (3 points, one live correct score) ...
    const table = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, bo)).json() as GameweekLeaderboard;
    const adaRow = table.rows.find((row) => row.player.id === ada.id)!;
    const allTime = (await inject('GET', `/api/v1/groups/${group.id}/leaderboard`, bo)).json() as GroupLeaderboard;
    const adaAllTime = allTime.rows.find((row) => row.player.id === ada.id)!;
    expect.soft({ livePoints: adaRow.livePoints, liveCorrectScores: adaRow.liveCorrectScores }, 'gameweek table').toEqual({
      livePoints: 0,
      liveCorrectScores: 0,
    });
    expect.soft(adaAllTime.livePoints, 'all-time table').toBe(0);
    // ... and who can still win reads the hidden predictions too: Bo's 0-2 cannot be exact any more at 1-0.
    const boRow = table.rows.find((row) => row.player.id === bo.id)!;
    expect.soft(boRow.contention?.maxPoints === adaRow.contention?.maxPoints, 'contention tells them apart').toBe(true);

    // At the deadline the sweep locks the gameweek: everyone's predictions show, and so do the live points.
    now = new Date('2027-01-10T14:00:00Z');
    await lockPastDeadlines(t.database.db, t.app.services.standings, now, t.app.services.jobsRepo);
    const closed = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, bo)).json() as GameweekLeaderboard;
    expect(closed.live).toBe(true);
    expect(closed.rows.find((row) => row.player.id === ada.id)).toMatchObject({ livePoints: 3, liveCorrectScores: 1, position: 1 });
    const closedAllTime = (await inject('GET', `/api/v1/groups/${group.id}/leaderboard`, bo)).json() as GroupLeaderboard;
    expect(closedAllTime.rows.find((row) => row.player.id === ada.id)!.livePoints).toBe(3);
  });

  it('kick-off locks: the provider reports a fixture in play before its stored kick-off; it must stop taking predictions once its running score is shown', async () => {
    now = new Date('2027-01-11T09:00:00Z');
    for (const fixture of fake.matches) Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 0, away: 0 } });
    const cy = await registerAndSignIn(t.app, { username: 'earlycy' });
    const group = await buildGroup(t.app, cy, { name: 'Early kick-off', predictionsClose: 'kickoff' });
    const first: FakeMatch = {
      id: 30_811,
      competitionId: 2021,
      utcDate: '2027-01-11T12:00:00Z',
      status: 'TIMED',
      home: TEAMS.arsenal,
      away: TEAMS.chelsea,
    };
    // Really brought forward to 12:00, but stored at 17:00 (the kick-off refresh has not got to it).
    const early: FakeMatch = {
      id: 30_812,
      competitionId: 2021,
      utcDate: '2027-01-11T17:00:00Z',
      status: 'TIMED',
      home: TEAMS.liverpool,
      away: TEAMS.everton,
    };
    fake.matches.push(first, early);
    const gameweek = await gameweekOf(cy, group.id, '2027-01-11T12:00:00Z', [first, early]);
    const idOf = (fixture: FakeMatch) => gameweek.matches.find((match) => match.apiMatchId === fixture.id)!.id;

    now = new Date('2027-01-11T12:30:00Z');
    early.utcDate = '2027-01-11T12:00:00Z';
    Object.assign(first, { status: 'IN_PLAY', fullTime: { home: 0, away: 0 }, minute: 30 });
    Object.assign(early, { status: 'IN_PLAY', fullTime: { home: 2, away: 0 }, minute: 30 });
    const polled = await pollLiveScores({ db: t.database.db, provider, now, logger, jobsRepo: t.app.services.jobsRepo });
    expect(polled.inPlay.sort()).toEqual([30_811, 30_812]);

    // The page shows it in play at 2-0 ...
    const view = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}`, cy)).json() as {
      matches: Array<{ id: string; liveHomeScore: number | null; status: string }>;
    };
    expect(view.matches.find((match) => match.id === idOf(early))).toMatchObject({ status: 'IN_PLAY', liveHomeScore: 2 });
    // ... and still takes a prediction on it: 2-0, the running score.
    const saved = await inject('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${cy.id}/predictions`, cy, {
      predictions: [{ matchId: idOf(early), home: 2, away: 0 }],
    });
    expect(saved.statusCode, saved.body).toBe(400);
    const sheet = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/players/${cy.id}/predictions`, cy)).json() as PredictionSheet;
    expect(sheet.predictions.some((prediction) => prediction.matchId === idOf(early))).toBe(false);
    expect(sheet.openMatchIds).toEqual([]);
  });

  // Known, not fixed here (review30): marking waits for the gameweek's lock (with kick-off locks, its last kick-off,
  // perhaps days later), so at full time a match's points leave the sheet and the live table until then.
  it.fails(
    'kick-off locks: a match in play is on for 3; at full time, before the last kick-off locks the gameweek, its points must not vanish from the sheet and the live table',
    async () => {
      now = new Date('2027-01-12T09:00:00Z');
      for (const fixture of fake.matches) Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 0, away: 0 } });
      const di = await registerAndSignIn(t.app, { username: 'staggerdi' });
      const group = await buildGroup(t.app, di, { name: 'Staggered', predictionsClose: 'kickoff' });
      const early: FakeMatch = {
        id: 30_821,
        competitionId: 2021,
        utcDate: '2027-01-12T12:30:00Z',
        status: 'TIMED',
        home: TEAMS.arsenal,
        away: TEAMS.chelsea,
      };
      const late: FakeMatch = {
        id: 30_822,
        competitionId: 2021,
        utcDate: '2027-01-13T16:30:00Z',
        status: 'TIMED',
        home: TEAMS.liverpool,
        away: TEAMS.everton,
      };
      fake.matches.push(early, late);
      const gameweek = await gameweekOf(di, group.id, '2027-01-12T12:30:00Z', [early, late]);
      const idOf = (fixture: FakeMatch) => gameweek.matches.find((match) => match.apiMatchId === fixture.id)!.id;
      const saved = await inject('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${di.id}/predictions`, di, {
        predictions: [
          { matchId: idOf(early), home: 2, away: 0 },
          { matchId: idOf(late), home: 1, away: 1 },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const jobs = { db: t.database.db, provider, logger, jobsRepo: t.app.services.jobsRepo };
      const standings = t.app.services.standings;

      now = new Date('2027-01-12T14:00:00Z');
      Object.assign(early, { status: 'IN_PLAY', fullTime: { home: 2, away: 0 }, minute: 80 });
      await pollLiveScores({ ...jobs, now });
      const sheetOf = async () =>
        (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/players/${di.id}/predictions`, di)).json() as PredictionSheet;
      const tableOf = async () => (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, di)).json() as GameweekLeaderboard;
      expect((await sheetOf()).livePoints).toBe(3);
      expect((await tableOf()).rows[0]!.liveTotalPoints).toBe(3);

      // Full time, 2-0 as predicted: the results sync stores the final score (the gameweek stays open for tomorrow's match).
      now = new Date('2027-01-12T14:30:00Z');
      Object.assign(early, { status: 'FINISHED', minute: undefined });
      const polled = await pollLiveScores({ ...jobs, now });
      const synced = await syncResults({ ...jobs, standings, now, inPlay: polled.inPlay });
      expect(synced.finished).toContain(30_821);
      const sheet = await sheetOf();
      const table = await tableOf();
      const onEarly = sheet.predictions.find((prediction) => prediction.matchId === idOf(early))!;
      expect
        .soft(
          { points: onEarly.points, livePoints: onEarly.livePoints, sheetLive: sheet.livePoints, total: sheet.totalPoints },
          'the sheet at full time',
        )
        .not.toEqual({
          points: null,
          livePoints: null,
          sheetLive: null,
          total: 0,
        });
      expect.soft(table.rows[0]!.liveTotalPoints, 'the gameweek table at full time').toBe(3);
    },
  );

  it('a match suspended after kick-off (and then postponed) is not in play: no live points, no live tables', async () => {
    now = new Date('2027-01-14T09:00:00Z');
    for (const fixture of fake.matches) Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 0, away: 0 } });
    const ed = await registerAndSignIn(t.app, { username: 'suspended' });
    const group = await buildGroup(t.app, ed, { name: 'Suspended' });
    const abandoned: FakeMatch = {
      id: 30_831,
      competitionId: 2021,
      utcDate: '2027-01-14T15:00:00Z',
      status: 'TIMED',
      home: TEAMS.arsenal,
      away: TEAMS.chelsea,
    };
    fake.matches.push(abandoned);
    const gameweek = await gameweekOf(ed, group.id, '2027-01-14T14:00:00Z', [abandoned]);
    const saved = await inject('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${ed.id}/predictions`, ed, {
      predictions: [{ matchId: gameweek.matches[0]!.id, home: 1, away: 0 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const jobs = { db: t.database.db, provider, logger, jobsRepo: t.app.services.jobsRepo };
    const standings = t.app.services.standings;
    now = new Date('2027-01-14T15:40:00Z');
    Object.assign(abandoned, { status: 'IN_PLAY', fullTime: { home: 1, away: 0 }, minute: 38 });
    await pollLiveScores({ ...jobs, now });
    await lockPastDeadlines(t.database.db, standings, now, t.app.services.jobsRepo);
    // Abandoned (fog): suspended, then postponed to a date a month on.
    now = new Date('2027-01-14T16:30:00Z');
    Object.assign(abandoned, { status: 'SUSPENDED', minute: undefined });
    let polled = await pollLiveScores({ ...jobs, now });
    await syncResults({ ...jobs, standings, now, inPlay: polled.inPlay });
    now = new Date('2027-01-15T16:30:00Z');
    Object.assign(abandoned, { status: 'POSTPONED', utcDate: '2027-02-14T15:00:00Z', fullTime: { home: null, away: null } });
    polled = await pollLiveScores({ ...jobs, now });
    await syncResults({ ...jobs, standings, now, inPlay: polled.inPlay });
    const table = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, ed)).json() as GameweekLeaderboard;
    const sheet = (await inject('GET', `/api/v1/gameweeks/${gameweek.id}/players/${ed.id}/predictions`, ed)).json() as PredictionSheet;
    const allTime = (await inject('GET', `/api/v1/groups/${group.id}/leaderboard`, ed)).json() as GroupLeaderboard;
    expect.soft({ live: table.live, livePoints: table.rows[0]!.livePoints }, 'gameweek table').toEqual({ live: false, livePoints: 0 });
    expect.soft(sheet.livePoints, 'sheet').toBe(null);
    expect.soft(allTime.live, 'all-time table').toBe(false);
  });

  it('the results sync skips what the live poll saw in play only while that poll is fresh: a poll that keeps failing leaves nothing waiting for ever', () => {
    const at = Date.parse('2027-01-16T15:00:00Z');
    const seen = { ids: [1, 2], at };
    expect(inPlayToSkip(seen, new Date(at + 30_000), 30)).toEqual([1, 2]);
    expect(inPlayToSkip(seen, new Date(at + 60_000), 30)).toEqual([1, 2]);
    expect(inPlayToSkip(seen, new Date(at + 61_000), 30)).toEqual([]);
    expect(inPlayToSkip(null, new Date(at), 30)).toEqual([]);
  });

  // "A match being played cannot be made void" ends 4 hours after kick-off (isBeingPlayed): a fixture the provider
  // leaves IN_PLAY long after it can have ended does not hold its gameweek open for good.
  it('a fixture the provider still calls in play a day after kick-off may be made void, so its gameweek can finish', async () => {
    now = new Date('2027-01-17T09:00:00Z');
    for (const fixture of fake.matches) Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 0, away: 0 } });
    const fy = await registerAndSignIn(t.app, { username: 'stuckfy' });
    const group = await buildGroup(t.app, fy, { name: 'Stuck' });
    const stuck: FakeMatch = {
      id: 30_841,
      competitionId: 2021,
      utcDate: '2027-01-17T15:00:00Z',
      status: 'TIMED',
      home: TEAMS.arsenal,
      away: TEAMS.chelsea,
    };
    fake.matches.push(stuck);
    const gameweek = await gameweekOf(fy, group.id, '2027-01-17T14:00:00Z', [stuck]);
    const jobs = { db: t.database.db, provider, logger, jobsRepo: t.app.services.jobsRepo };
    now = new Date('2027-01-17T15:30:00Z');
    Object.assign(stuck, { status: 'IN_PLAY', fullTime: { home: 0, away: 0 }, minute: 30 });
    await pollLiveScores({ ...jobs, now });
    // A day on the provider still says IN_PLAY; the results sync keeps writing it.
    now = new Date('2027-01-18T16:00:00Z');
    await syncResults({ ...jobs, standings: t.app.services.standings, now });
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/v1/gameweeks/${gameweek.id}/matches/${gameweek.matches[0]!.id}/void`,
      headers: { cookie: fy.cookie },
    });
    expect(voided.statusCode, voided.body).toBe(200);
  });
});
