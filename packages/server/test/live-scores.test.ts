import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { pollLiveScores } from '../src/modules/jobs/live-scores.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { resultRequests } from '../src/modules/jobs/scheduler.js';
import { LIVE_CHANNEL } from '../src/modules/live/live-events.js';
import { type FakeMatch, TEAMS } from './support/fake-football-data.js';
import { appOnFake } from './support/app-on-fake.js';
import { buildGroup } from './support/groups.js';
import { createTestApp, registerAndSignIn } from './support/test-app.js';

let now = new Date('2026-11-21T12:00:00Z');
let fake: World['fake'];
let t: World['t'];
type World = Awaited<ReturnType<typeof appOnFake>>;
let provider: World['provider'];
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let close: () => Promise<void>;
beforeAll(async () => {
  ({ fake, provider, t, close } = await appOnFake([2021, 2001], () => now));
});
afterAll(() => close());

const KICK_OFF = '2026-11-21T15:00:00Z';

/** Every group's copy of a fixture, as stored. */
async function copies(apiMatchId: number) {
  const result = await t.database.db.execute(sql`
    SELECT group_id, api_status, live_home_score, live_away_score, live_minute, final_home_score, final_away_score
    FROM matches WHERE api_match_id = ${apiMatchId} ORDER BY group_id`);
  return result.rows as Array<Record<string, unknown>>;
}

/** Listens to the live channel like every instance does: the groups each "live" event named. */
async function listen() {
  const client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
  const events: Array<{ kind: string; groupIds: string[] }> = [];
  client.on('notification', (message) => events.push(JSON.parse(message.payload!)));
  await client.query(`LISTEN ${LIVE_CHANNEL}`);
  return { events, close: () => client.end() };
}

describe('live scores', () => {
  it('plays a fixture out: each poll stores the running score and state on every copy, one request per poll, full time marked once', async () => {
    const match: FakeMatch = { id: 701, competitionId: 2021, utcDate: KICK_OFF, status: 'TIMED', home: TEAMS.arsenal, away: TEAMS.chelsea };
    const other: FakeMatch = {
      id: 702,
      competitionId: 2001,
      utcDate: KICK_OFF,
      status: 'TIMED',
      home: TEAMS.liverpool,
      away: TEAMS.everton,
    };
    fake.matches.push(match, other);
    const owner = await registerAndSignIn(t.app, { username: 'liveowner' });
    const groupIds: string[] = [];
    for (const name of ['Live One', 'Live Two']) {
      const group = await buildGroup(t.app, owner, { name });
      groupIds.push(group.id);
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/gameweeks`,
        headers: { cookie: owner.cookie },
        payload: {
          deadline: '2026-11-21T14:00:00Z',
          matches: [
            { kind: 'real', competitionId: 2021, apiMatchId: 701, utcDate: KICK_OFF },
            { kind: 'real', competitionId: 2001, apiMatchId: 702, utcDate: KICK_OFF },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      if (name === 'Live One') {
        // The owner says 2-1 for Arsenal v Chelsea here (classic scoring).
        const { id: gameweekId, matches } = created.json() as { id: string; matches: Array<{ id: string; apiMatchId: number }> };
        const saved = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/gameweeks/${gameweekId}/players/${owner.id}/predictions`,
          headers: { cookie: owner.cookie },
          payload: { predictions: [{ matchId: matches.find((m) => m.apiMatchId === 701)!.id, home: 2, away: 1 }] },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
    const db = t.database.db;
    const jobsRepo = t.app.services.jobsRepo;
    const poll = () => pollLiveScores({ db, provider: provider, now, logger, jobsRepo });
    const livePolls = () => fake.requests.filter((request) => request.path.startsWith('/v4/matches?')).length;

    // Before kick-off nothing may be in play: no request at all.
    expect(await poll()).toEqual({ asked: 0, inPlay: [], changed: [], goals: [] });
    expect(livePolls()).toBe(0);

    const listener = await listen();
    try {
      now = new Date('2026-11-21T15:20:00Z');
      Object.assign(match, { status: 'IN_PLAY', fullTime: { home: 1, away: 0 }, minute: 19 });
      Object.assign(other, { status: 'IN_PLAY', fullTime: { home: 0, away: 0 }, minute: 19 });
      const first = await poll();
      expect(first.asked).toBe(1);
      expect(livePolls()).toBe(1);
      // One request for both competitions, asking for every in-play state.
      const asked = fake.requests.at(-1)!.path;
      expect(asked).toContain('competitions=2001,2021');
      expect(decodeURIComponent(asked)).toContain('status=IN_PLAY,PAUSED,EXTRA_TIME,PENALTY_SHOOTOUT');
      expect(first.inPlay.sort()).toEqual([701, 702]);
      expect(first.goals).toEqual([{ apiMatchId: 701, home: 1, away: 0 }]);
      for (const copy of await copies(701))
        expect(copy).toMatchObject({
          api_status: 'IN_PLAY',
          live_home_score: 1,
          live_away_score: 0,
          live_minute: 19,
          final_home_score: null,
        });
      expect((await copies(701)).length).toBe(2);
      // Home lists the matches being played, a fixture in two groups once, with the prediction and what it is on for.
      const home = (await t.app.inject({ url: '/api/v1/me/home', headers: { cookie: owner.cookie } })).json() as {
        live: Array<{ apiMatchId: number; groupName: string; liveHomeScore: number; prediction: unknown; livePoints: number | null }>;
      };
      // (Both kick off at 15:00: same time, same group, so their order is the copies' ids'.)
      const byFixture = [...home.live].sort((a, b) => a.apiMatchId - b.apiMatchId);
      expect(byFixture.map((row) => [row.apiMatchId, row.groupName, row.liveHomeScore, row.prediction, row.livePoints])).toEqual([
        [701, 'Live One', 1, { home: 2, away: 1 }, 1],
        [702, 'Live One', 0, null, null],
      ]);

      // Half time: a state change reaches pages, no goal.
      now = new Date('2026-11-21T15:50:00Z');
      Object.assign(match, { status: 'PAUSED', minute: 45 });
      Object.assign(other, { minute: 45 });
      const halfTime = await poll();
      expect(halfTime.goals).toEqual([]);
      expect(halfTime.changed).toEqual([701]); // 702's minute alone moved: written, not announced
      for (const copy of await copies(701)) expect(copy).toMatchObject({ api_status: 'PAUSED', live_home_score: 1, live_minute: 45 });
      for (const copy of await copies(702)) expect(copy).toMatchObject({ api_status: 'IN_PLAY', live_minute: 45 });

      // Second half, a second goal; then extra time: the 90-minute score (regularTime) stays the live one.
      now = new Date('2026-11-21T16:20:00Z');
      Object.assign(match, { status: 'IN_PLAY', fullTime: { home: 1, away: 1 }, minute: 70 });
      expect((await poll()).goals).toEqual([{ apiMatchId: 701, home: 1, away: 1 }]);
      now = new Date('2026-11-21T16:50:00Z');
      Object.assign(match, {
        status: 'EXTRA_TIME',
        fullTime: { home: 2, away: 1 },
        regularTime: { home: 1, away: 1 },
        extraTime: { home: 1, away: 0 },
        minute: 100,
      });
      const extra = await poll();
      expect(extra.goals).toEqual([]);
      for (const copy of await copies(701))
        expect(copy).toMatchObject({ api_status: 'EXTRA_TIME', live_home_score: 1, live_away_score: 1 });
      now = new Date('2026-11-21T17:05:00Z');
      Object.assign(match, { status: 'PENALTY_SHOOTOUT', fullTime: { home: 4, away: 3 }, penalties: { home: 2, away: 2 }, minute: 120 });
      expect((await poll()).goals).toEqual([]);
      for (const copy of await copies(701))
        expect(copy).toMatchObject({ api_status: 'PENALTY_SHOOTOUT', live_home_score: 1, live_away_score: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const liveEvents = listener.events.filter((event) => event.kind === 'live');
      // Kick-off (one per fixture), half time, the equaliser, extra time, penalties: every group named each time.
      expect(liveEvents.length).toBe(6);
      for (const event of liveEvents) expect(event.groupIds.sort()).toEqual([...groupIds].sort());
    } finally {
      await listener.close();
    }

    // The results sync asks for neither while they are in play; at full time it marks the 90-minute score.
    const standings = t.app.services.standings;
    const whileLive = await syncResults({ db, provider: provider, standings, now, logger, jobsRepo, inPlay: [701, 702] });
    expect(whileLive.checked).toBe(0);
    now = new Date('2026-11-21T17:10:00Z');
    Object.assign(match, { status: 'FINISHED', fullTime: { home: 5, away: 3 }, penalties: { home: 3, away: 2 }, minute: undefined });
    const done = await poll();
    expect(done.inPlay).toEqual([702]);
    const synced = await syncResults({ db, provider: provider, standings, now, logger, jobsRepo, inPlay: done.inPlay });
    expect(synced.finished).toEqual([701]);
    for (const copy of await copies(701)) expect(copy).toMatchObject({ api_status: 'FINISHED', final_home_score: 1, final_away_score: 1 });
  });

  it("the live polls come out of the jobs' 8 provider requests a minute, the autopilot's 2 and the results' rest", () => {
    // Every 30 s (the default, for the free plan's 10 a minute): 2 polls + the autopilot's 2 at most + 4 results.
    expect(2 + 2 + resultRequests(2, 30)).toBe(8);
    expect(2 + 0 + resultRequests(0, 30)).toBe(8);
    // A fast poll on a paid plan still leaves the results sync 2.
    expect(resultRequests(2, 5)).toBe(2);
  });

  it('with several instances each live poll happens once: the turn is claimed in PostgreSQL', async () => {
    const repo = t.app.services.jobsRepo;
    const second = await createTestApp({}, { sharedDatabaseUrl: t.database.url, footballProvider: provider });
    try {
      const at = new Date('2026-11-21T18:00:00Z');
      const claims = await Promise.all([
        repo.claimTurn(t.database.db, 'live-scores', at, 30),
        second.app.services.jobsRepo.claimTurn(second.database.db, 'live-scores', at, 30),
        repo.claimTurn(t.database.db, 'live-scores', at, 30),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Within the interval (a second's slack for timers drifting apart) nobody polls again; after it, one does.
      expect(await repo.claimTurn(t.database.db, 'live-scores', new Date(at.getTime() + 28_000), 30)).toBe(false);
      expect(await second.app.services.jobsRepo.claimTurn(second.database.db, 'live-scores', new Date(at.getTime() + 29_000), 30)).toBe(
        true,
      );
      expect(await repo.claimTurn(t.database.db, 'live-scores', new Date(at.getTime() + 29_500), 30)).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('the demo leagues play out too: a demo fixture in play has its running score and minute stored', async () => {
    // Demo round 46 of the Northshire league kicks off on Saturday 2026-11-21 at 12:30 UTC (slot 0).
    const demoNow = { at: Date.parse('2026-11-21T12:00:00Z') };
    const demo = createDemoProvider({ seed: 'scoreline', now: () => demoNow.at });
    const kickOff = Date.parse('2026-11-21T12:30:00Z');
    const [fixture] = (await demo.competitionMatches(9001, { from: '2026-11-21', to: '2026-11-22' })).filter(
      (candidate) => Date.parse(candidate.utcDate) === kickOff,
    );
    expect(fixture).toBeDefined();
    const demoApp = await createTestApp({}, { clock: () => new Date(demoNow.at), footballProvider: demo });
    try {
      const owner = await registerAndSignIn(demoApp.app, { username: 'demoowner' });
      const group = await buildGroup(demoApp.app, owner, { name: 'Demo live' });
      const created = await demoApp.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/gameweeks`,
        headers: { cookie: owner.cookie },
        payload: {
          deadline: '2026-11-21T12:15:00Z',
          matches: [{ kind: 'real', competitionId: 9001, apiMatchId: fixture!.id, utcDate: fixture!.utcDate }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const seen: Array<{ status: string; home: number; away: number; minute: number | null }> = [];
      for (let minute = 5; minute < 110; minute += 10) {
        demoNow.at = kickOff + minute * 60_000;
        const report = await pollLiveScores({
          db: demoApp.database.db,
          provider: demo,
          now: new Date(demoNow.at),
          logger,
          jobsRepo: demoApp.app.services.jobsRepo,
        });
        expect(report.asked).toBe(1);
        const expected = (await demo.match(fixture!.id))!;
        const [row] = (
          await demoApp.database.db.execute(sql`
            SELECT api_status, live_home_score, live_away_score, live_minute FROM matches WHERE api_match_id = ${fixture!.id}`)
        ).rows as Array<{ api_status: string; live_home_score: number; live_away_score: number; live_minute: number | null }>;
        expect(row).toEqual({
          api_status: expected.status,
          live_home_score: expected.score.home,
          live_away_score: expected.score.away,
          live_minute: expected.minute,
        });
        seen.push({ status: row!.api_status, home: row!.live_home_score, away: row!.live_away_score, minute: row!.live_minute });
      }
      expect(seen.some((state) => state.status === 'PAUSED')).toBe(true);
      expect(seen.at(-1)!.minute).toBe(90);
    } finally {
      await demoApp.close();
    }
  });
});
