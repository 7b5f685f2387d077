import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FOLLOW_MESSAGES, type GameweekDetail, type GameweekSummary } from '@scoreline/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createFootballDataClient } from '../src/modules/football/football-data-client.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { type FakeMatch, type FakeTeam, TEAMS, clientOn, leagueFixture, startFakeFootballData } from './support/fake-football-data.js';
import { buildGroup, groupWithRoles } from './support/groups.js';
import { readOutbox } from './support/mail.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';
import { english } from '@scoreline/shared/i18n/translators';

const MINUTE = 60_000;
let now = new Date('2026-11-26T12:00:00Z');
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * MINUTE));
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let provider: ReturnType<typeof createFootballDataClient>;
let t: TestApp;

const PL = 2021;
const CL = 2001;
/** A Premier League fixture (see leagueFixture). */
const fixture = leagueFixture(PL);
const { arsenal, chelsea, liverpool, everton } = TEAMS;

beforeAll(async () => {
  fake = await startFakeFootballData();
  provider = clientOn(fake, [PL, CL], () => now.getTime());
  t = await createTestApp({}, { clock: () => now, footballProvider: provider });
  fake.matches.push(
    fixture(11, 1, '2026-11-22T15:00:00Z', arsenal, everton, { status: 'FINISHED', fullTime: { home: 1, away: 0 } }),
    fixture(12, 1, '2026-11-28T15:00:00Z', arsenal, chelsea),
    fixture(12, 2, '2026-11-28T17:30:00Z', liverpool, everton),
    fixture(13, 1, '2026-12-02T19:45:00Z', chelsea, liverpool),
    fixture(13, 2, '2026-12-02T20:00:00Z', everton, arsenal),
    fixture(14, 1, '2026-12-05T15:00:00Z', chelsea, arsenal),
    fixture(14, 2, '2026-12-06T16:30:00Z', everton, liverpool),
    // Not fixed yet: a placeholder midnight (the next matchdays wait for a real time).
    fixture(15, 1, '2026-12-13T00:00:00Z', arsenal, liverpool, { status: 'SCHEDULED' }),
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const autopilot = () => t.app.services.autopilot;
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const followPl = (groupId: string, cookie: string, extra: object = {}) =>
  call('PUT', `/api/v1/groups/${groupId}/competition`, cookie, { competitionId: PL, ...extra });
async function gameweeksOf(groupId: string, cookie: string) {
  const response = await call('GET', `/api/v1/groups/${groupId}/gameweeks`, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { gameweeks: GameweekSummary[] }).gameweeks;
}
async function detail(gameweekId: string, cookie: string) {
  const response = await call('GET', `/api/v1/gameweeks/${gameweekId}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as GameweekDetail;
}
const seasonRequests = (competitionId: number) =>
  fake.requests.filter((request) => request.path === `/v4/competitions/${competitionId}/matches`).length;

describe('following a competition', () => {
  let roles: Awaited<ReturnType<typeof groupWithRoles>>;

  it('only the owner may follow or stop; members see what the group follows', async () => {
    roles = await groupWithRoles(t.app);
    const url = `/api/v1/groups/${roles.group.id}/competition`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, roles.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, roles.member.cookie)).json()).toEqual({ follow: null });
    expect((await call('PUT', url, undefined, { competitionId: PL })).statusCode).toBe(401);
    for (const user of [roles.outsider, roles.member, roles.admin])
      expect((await followPl(roles.group.id, user.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url, roles.admin.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url, roles.owner.cookie)).statusCode).toBe(404);
    const unknown = await call('PUT', url, roles.owner.cookie, { competitionId: 2013 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(FOLLOW_MESSAGES.unknownCompetition);
    for (const bad of [
      { leadMinutes: -1 },
      { leadMinutes: 20_000 },
      { matchdaysAhead: 0 },
      { matchdaysAhead: 11 },
      { leadMinutes: 'soon' },
    ]) {
      expect((await followPl(roles.group.id, roles.owner.cookie, bad)).statusCode).toBe(400);
    }
    expect(await gameweeksOf(roles.group.id, roles.owner.cookie)).toEqual([]);
  });

  it('makes the next two matchdays gameweeks at once: every fixture, numbered in order, the deadline an hour before the first kick-off; both take predictions', async () => {
    const response = await followPl(roles.group.id, roles.owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      follow: { competitionId: PL, competitionName: 'Premier League', leadMinutes: 60, matchdaysAhead: 2, closesAtKickOff: false },
      created: 2,
    });
    const gameweeks = await gameweeksOf(roles.group.id, roles.member.cookie);
    expect(gameweeks.map((gameweek) => [gameweek.weekNumber, gameweek.matchday, gameweek.deadline, gameweek.isActive])).toEqual([
      [1, 'Matchday 12', '2026-11-28T14:00:00.000Z', true],
      [2, 'Matchday 13', '2026-12-02T18:45:00.000Z', false],
    ]);
    const second = await detail(gameweeks[1]!.id, roles.member.cookie);
    expect(second.matches.map((match) => [match.apiMatchId, match.homeTeam, match.awayTeam])).toEqual([
      [5131, 'Chelsea FC', 'Liverpool FC'],
      [5132, 'Everton FC', 'Arsenal FC'],
    ]);
    // Not the active gameweek, yet open for predictions: players predict early.
    expect(second.viewer.canPredict).toBe(true);
    const saved = await call('PUT', `/api/v1/gameweeks/${second.id}/players/${roles.member.id}/predictions`, roles.member.cookie, {
      predictions: second.matches.map((match) => ({ matchId: match.id, home: 2, away: 1 })),
    });
    expect(saved.statusCode).toBe(200);
    // The season follows the competition's.
    const season = await call('GET', `/api/v1/seasons/${roles.group.activeSeason.id}`, roles.member.cookie);
    expect(season.json()).toMatchObject({ startDate: '2026-08-01', endDate: '2027-05-30' });
  });

  it('following while the provider fails still follows: a later run makes the matchdays', async () => {
    const owner = await registerAndSignIn(t.app, { username: 'patient' });
    const group = await buildGroup(t.app, owner, { name: 'Patient League' });
    later(2); // past the client's one-minute cache of the season
    fake.script({ status: 500 }, { status: 500 });
    const response = await followPl(group.id, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ follow: { competitionId: PL }, created: 0 });
    later(16);
    expect((await autopilot().runDue(now, 2)).created).toBe(2);
    expect((await gameweeksOf(group.id, owner.cookie)).map((gameweek) => gameweek.matchday)).toEqual(['Matchday 12', 'Matchday 13']);
  });

  it('asks the provider once per competition however many groups follow it, and a run with nothing to do creates nothing', async () => {
    const others: Array<{ owner: { cookie: string }; group: { id: string } }> = [];
    const settings = {
      'Pub League': [{}, {}],
      // A lead time of 0: the deadline is the first kick-off, and each match still closes at the deadline.
      'Office League': [{}, { leadMinutes: 0 }],
      // A group closing each match at its kick-off: the deadline is the first kick-off whatever the lead time.
      'Family League': [{ predictionsClose: 'kickoff' }, { leadMinutes: 90 }],
    } as const;
    for (const [name, [group, follow]] of Object.entries(settings)) {
      const owner = await registerAndSignIn(t.app, { username: `${name.split(' ')[0]!.toLowerCase()}owner` });
      const created = await buildGroup(t.app, owner, { name, ...group });
      expect((await followPl(created.id, owner.cookie, follow)).json().created).toBe(2);
      others.push({ owner, group: created });
    }
    const firstOf = async (index: number) => (await gameweeksOf(others[index]!.group.id, others[index]!.owner.cookie))[0]!;
    expect(await firstOf(1)).toMatchObject({ deadline: '2026-11-28T15:00:00.000Z', closesAtKickOff: false });
    expect(await firstOf(2)).toMatchObject({
      deadline: '2026-11-28T15:00:00.000Z',
      closesAtKickOff: true,
      lastKickOff: '2026-11-28T17:30:00.000Z',
    });
    const before = seasonRequests(PL);
    later(16);
    const report = await autopilot().runDue(now, 2);
    expect(report).toEqual({ asked: 1, created: 0, newSeasons: [] });
    expect(seasonRequests(PL) - before).toBe(1);
    expect((await autopilot().runDue(now, 2)).asked).toBe(0);
    expect(seasonRequests(PL) - before).toBe(1);
    for (const { owner, group } of others) expect((await gameweeksOf(group.id, owner.cookie)).length).toBe(2);
  });

  it('creates the next matchday as one closes, and waits for a matchday whose kick-off times are not fixed', async () => {
    now = new Date('2026-11-28T15:30:00Z'); // matchday 12 has kicked off: closed in every group
    const report = await autopilot().runDue(now, 2);
    expect(report.created).toBe(5); // matchday 14 in each of the five groups
    const gameweeks = await gameweeksOf(roles.group.id, roles.owner.cookie);
    expect(gameweeks.map((gameweek) => [gameweek.weekNumber, gameweek.matchday])).toEqual([
      [1, 'Matchday 12'],
      [2, 'Matchday 13'],
      [3, 'Matchday 14'],
    ]);
    now = new Date('2026-12-02T20:30:00Z'); // matchday 13 under way: matchday 15 is next, but its time is a placeholder
    expect((await autopilot().runDue(now, 2)).created).toBe(0);
    fake.matches.find((match) => match.id === 5151)!.status = 'TIMED';
    fake.matches.find((match) => match.id === 5151)!.utcDate = '2026-12-13T14:00:00Z';
    later(16);
    expect((await autopilot().runDue(now, 2)).created).toBe(5);
    expect((await gameweeksOf(roles.group.id, roles.owner.cookie)).at(-1)).toMatchObject({
      weekNumber: 4,
      matchday: 'Matchday 15',
      deadline: '2026-12-13T13:00:00.000Z',
    });
  });
});

describe('a followed competition as it is played', () => {
  const fixtureOf = (id: number) => fake.matches.find((match) => match.id === id)!;
  let roles: Awaited<ReturnType<typeof groupWithRoles>>;
  let other: Awaited<ReturnType<typeof groupWithRoles>>;
  const put = (gameweekId: string, cookie: string, payload: object) =>
    call('PUT', `/api/v1/gameweeks/${gameweekId}/matches`, cookie, payload);
  const byMatchday = async (group: { id: string }, cookie: string, matchday: string) =>
    (await gameweeksOf(group.id, cookie)).find((gameweek) => gameweek.matchday === matchday);
  /** What the jobs do each minute: lock what has closed, then fetch results. */
  const sync = async () => {
    const { standings, jobsRepo } = t.app.services;
    await lockPastDeadlines(t.database.db, standings, now, jobsRepo);
    return syncResults({ db: t.database.db, provider, standings, jobsRepo, logger, now });
  };

  it('an admin edit is never overwritten; an unedited deadline follows a fixture brought forward; a deleted gameweek stays deleted', async () => {
    now = new Date('2026-12-03T09:00:00Z');
    roles = await groupWithRoles(t.app, { name: 'Edited League' });
    other = await groupWithRoles(t.app, { name: 'Deleting League' });
    for (const group of [roles, other]) expect((await followPl(group.group.id, group.owner.cookie)).json().created).toBe(2);
    const md14 = (await byMatchday(roles.group, roles.owner.cookie, 'Matchday 14'))!;
    const md15 = (await byMatchday(roles.group, roles.owner.cookie, 'Matchday 15'))!;
    expect(md14.deadline).toBe('2026-12-05T14:00:00.000Z');
    // The admin sets matchday 15's deadline by hand; someone in the other group deletes its matchday 14.
    expect((await put(md15.id, roles.admin.cookie, { deadline: '2026-12-12T18:00:00.000Z' })).statusCode).toBe(200);
    const deleted = (await byMatchday(other.group, other.owner.cookie, 'Matchday 14'))!;
    expect((await call('DELETE', `/api/v1/gameweeks/${deleted.id}`, other.admin.cookie)).statusCode).toBe(204);

    fixtureOf(5141).utcDate = '2026-12-05T12:30:00Z'; // brought forward
    fixtureOf(5151).utcDate = '2026-12-13T16:00:00Z'; // moved later
    later(16);
    await autopilot().runDue(now, 2);
    const after14 = await detail(md14.id, roles.member.cookie);
    expect(after14.deadline).toBe('2026-12-05T11:30:00.000Z');
    expect(after14.matches.map((match) => match.matchTime)).toContain('2026-12-05T12:30:00.000Z');
    const after15 = await detail(md15.id, roles.member.cookie);
    expect(after15.deadline).toBe('2026-12-12T18:00:00.000Z'); // the admin's
    expect(after15.matches[0]!.matchTime).toBe('2026-12-13T16:00:00.000Z'); // the fixture's time is a fact
    expect(await byMatchday(other.group, other.owner.cookie, 'Matchday 14')).toBeUndefined();
  });

  it('postponed stays marked, an admin makes it void so the gameweek finishes; cancelled counts for nobody; awarded is marked on its score', async () => {
    const md14 = (await byMatchday(roles.group, roles.owner.cookie, 'Matchday 14'))!;
    const [first, second] = (await detail(md14.id, roles.member.cookie)).matches;
    const predicted = await call('PUT', `/api/v1/gameweeks/${md14.id}/players/${roles.member.id}/predictions`, roles.member.cookie, {
      predictions: [
        { matchId: first!.id, home: 1, away: 1 },
        { matchId: second!.id, home: 3, away: 0 },
      ],
    });
    expect(predicted.statusCode).toBe(200);
    now = new Date('2026-12-06T20:00:00Z');
    fixtureOf(5141).status = 'POSTPONED';
    Object.assign(fixtureOf(5142), { status: 'AWARDED', fullTime: { home: 3, away: 0 } });
    await sync();
    later(16);
    await autopilot().runDue(now, 2);
    let gameweek = await detail(md14.id, roles.admin.cookie);
    expect(gameweek.matches.map((match) => [match.status, match.finalHomeScore, match.isVoided])).toEqual([
      ['POSTPONED', null, false],
      ['AWARDED', 3, false],
    ]);
    expect(gameweek.isFinished).toBe(false);
    // The active gameweek moves on past a gameweek held up only by a postponed match.
    expect((await gameweeksOf(roles.group.id, roles.owner.cookie)).find((candidate) => candidate.isActive)?.matchday).toBe('Matchday 15');

    const voidUrl = `/api/v1/gameweeks/${md14.id}/matches/${first!.id}/void`;
    expect(gameweek.viewer.voidableMatchIds).toEqual([first!.id]);
    expect((await call('POST', voidUrl)).statusCode).toBe(401);
    expect((await call('POST', voidUrl, roles.outsider.cookie)).statusCode).toBe(403);
    expect((await call('POST', voidUrl, roles.member.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/gameweeks/${md14.id}/matches/${second!.id}/void`, roles.admin.cookie)).statusCode).toBe(400);
    const voided = await call('POST', voidUrl, roles.admin.cookie);
    expect(voided.statusCode).toBe(200);
    expect((await call('POST', voidUrl, roles.owner.cookie)).statusCode).toBe(409);
    gameweek = voided.json() as GameweekDetail;
    expect(gameweek.isFinished).toBe(true);
    expect(gameweek.matches[0]!.isVoided).toBe(true);

    // Played later: other groups' copies are marked, the void one never.
    Object.assign(fixtureOf(5141), { status: 'FINISHED', utcDate: '2026-12-20T15:00:00Z', fullTime: { home: 1, away: 1 } });
    now = new Date('2026-12-20T18:00:00Z');
    await sync();
    const sheet = await call('GET', `/api/v1/gameweeks/${md14.id}/players/${roles.member.id}/predictions`, roles.member.cookie);
    const points = (sheet.json() as { predictions: Array<{ matchId: string; points: number | null }> }).predictions;
    expect(points.find((prediction) => prediction.matchId === first!.id)?.points ?? null).toBeNull();
    expect(points.find((prediction) => prediction.matchId === second!.id)?.points).toBe(3);
    expect((await detail(md14.id, roles.member.cookie)).matches[0]!.finalHomeScore).toBeNull();
  });

  it('a cancelled fixture counts for nobody: its copies are void and the gameweek finishes without it', async () => {
    const md15 = (await byMatchday(roles.group, roles.owner.cookie, 'Matchday 15'))!;
    fixtureOf(5151).status = 'CANCELLED';
    later(16);
    await autopilot().runDue(now, 2);
    await sync();
    const gameweek = await detail(md15.id, roles.member.cookie);
    expect(gameweek.matches.map((match) => [match.status, match.isVoided])).toEqual([['CANCELLED', true]]);
    expect(gameweek.isFinished).toBe(true);
  });
});

describe('cup rounds, several instances and a new season', () => {
  const cup = (
    id: number,
    stage: string,
    matchday: number | null,
    utcDate: string,
    home: FakeTeam | null,
    away: FakeTeam | null,
  ): FakeMatch => ({ id, competitionId: CL, utcDate, status: 'TIMED', stage, matchday, home, away }) as FakeMatch;
  const unknown = { id: null, name: null, shortName: null, tla: null, crest: null } as unknown as FakeTeam;

  it('cup stages reuse matchday numbers: each round its own gameweek, in play order; a round whose teams are unknown waits', async () => {
    now = new Date('2027-01-10T12:00:00Z');
    fake.matches.push(
      cup(7061, 'LEAGUE_STAGE', 8, '2027-01-28T20:00:00Z', arsenal, liverpool),
      cup(7062, 'LEAGUE_STAGE', 8, '2027-01-28T20:00:00Z', chelsea, everton),
      cup(7111, 'LAST_16', 1, '2027-03-03T20:00:00Z', liverpool, chelsea),
      cup(7121, 'LAST_16', 2, '2027-03-10T20:00:00Z', chelsea, liverpool),
      cup(7131, 'QUARTER_FINALS', 1, '2027-04-06T19:00:00Z', unknown, unknown),
      cup(7191, 'FINAL', null, '2027-05-29T19:00:00Z', unknown, unknown),
    );
    const roles = await groupWithRoles(t.app, { name: 'Cup Nights' });
    const followed = await call('PUT', `/api/v1/groups/${roles.group.id}/competition`, roles.owner.cookie, {
      competitionId: CL,
      matchdaysAhead: 5,
    });
    expect(followed.json().created).toBe(3);
    expect((await gameweeksOf(roles.group.id, roles.owner.cookie)).map((gameweek) => [gameweek.weekNumber, gameweek.matchday])).toEqual([
      [1, 'Matchday 8'],
      [2, 'Last 16, matchday 1'],
      [3, 'Last 16, matchday 2'],
    ]);
    // The draw: the quarter-final's teams become known; the final's are not yet.
    Object.assign(
      fake.matches.find((match) => match.id === 7131)!,
      { home: everton, away: arsenal },
    );
    later(16);
    await autopilot().runDue(now, 2);
    expect((await gameweeksOf(roles.group.id, roles.owner.cookie)).map((gameweek) => gameweek.matchday)).toEqual([
      'Matchday 8',
      'Last 16, matchday 1',
      'Last 16, matchday 2',
      'Quarter finals, matchday 1',
    ]);
  });

  it('two instances at once, and a restart, create each gameweek once', async () => {
    const roles = await groupWithRoles(t.app, { name: 'Twin League' });
    expect((await followPl(roles.group.id, roles.owner.cookie)).statusCode).toBe(200);
    const counted = async () => (await gameweeksOf(roles.group.id, roles.owner.cookie)).map((gameweek) => gameweek.matchday);
    const before = await counted();
    fake.matches.push(fixture(20, 1, '2027-01-16T15:00:00Z', arsenal, chelsea), fixture(21, 1, '2027-01-23T15:00:00Z', liverpool, everton));
    const second = await createTestApp({}, { clock: () => now, footballProvider: provider, sharedDatabaseUrl: t.database.url });
    try {
      later(16);
      const reports = await Promise.all([autopilot().runCompetition(PL, now), second.app.services.autopilot.runCompetition(PL, now)]);
      expect(reports.reduce((sum, report) => sum + report.created, 0)).toBeGreaterThan(0);
      const after = await counted();
      expect(new Set(after).size).toBe(after.length);
      expect(after).toEqual([...before, 'Matchday 20', 'Matchday 21']);
    } finally {
      await second.close();
    }
    // A restart: a fresh instance on the same database finds everything claimed.
    const restarted = await createTestApp({}, { clock: () => now, footballProvider: provider, sharedDatabaseUrl: t.database.url });
    try {
      expect((await restarted.app.services.autopilot.runCompetition(PL, now)).created).toBe(0);
    } finally {
      await restarted.close();
    }
    expect((await counted()).length).toBe(before.length + 2);
  });

  it("the competition's new season starts the group's next season; its owner is told and can stop following", async () => {
    const roles = await groupWithRoles(t.app, { name: 'Season League' });
    expect((await followPl(roles.group.id, roles.owner.cookie)).statusCode).toBe(200);
    const oldSeason = roles.group.activeSeason.id;
    fake.seasons.set(PL, { startDate: '2027-08-14', endDate: '2028-05-21' });
    fake.matches.push(
      fixture(1, 1, '2027-08-14T14:00:00Z', chelsea, everton, { seasonStart: '2027-08-14' }),
      fixture(2, 1, '2027-08-21T14:00:00Z', everton, liverpool, { seasonStart: '2027-08-14' }),
    );
    now = new Date('2027-08-01T09:00:00Z');
    const report = await autopilot().runDue(now, 2);
    expect(report.newSeasons).toContain(roles.group.id);
    const group = (await call('GET', `/api/v1/groups/${roles.group.id}`, roles.member.cookie)).json() as {
      activeSeason: { id: string; name: string; startDate: string; endDate: string };
    };
    expect(group.activeSeason).toMatchObject({ name: '2027/28', startDate: '2027-08-14', endDate: '2028-05-21' });
    expect(group.activeSeason.id).not.toBe(oldSeason);
    expect((await call('GET', `/api/v1/seasons/${oldSeason}`, roles.member.cookie)).json().isActive).toBe(false);
    const newGameweeks = (await gameweeksOf(roles.group.id, roles.owner.cookie)).filter(
      (gameweek) => gameweek.seasonId === group.activeSeason.id,
    );
    expect(newGameweeks.map((gameweek) => gameweek.matchday)).toEqual(['Matchday 1', 'Matchday 2']);
    // The season's table has every member.
    const rows = await t.database.db.execute(sql`SELECT user_id FROM season_leaderboard WHERE season_id = ${group.activeSeason.id}`);
    expect(rows.rows.map((row) => row.user_id).sort()).toEqual([roles.owner.id, roles.admin.id, roles.member.id].sort());
    const mail = (await readOutbox(t.outboxDir)).find(
      (received) =>
        received.subject === english(FOLLOW_MESSAGES.newSeasonSubject, { group: 'Season League', competition: 'Premier League' }),
    );
    expect(mail?.to).toContain(roles.owner.email);
    expect(mail?.links).toContain(`http://scoreline.test/group/${roles.group.id}/update-group`);
    // Once is enough: the next run finds the group on the new season.
    later(16);
    expect((await autopilot().runDue(now, 2)).newSeasons).not.toContain(roles.group.id);
    expect((await call('DELETE', `/api/v1/groups/${roles.group.id}/competition`, roles.owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/groups/${roles.group.id}/competition`, roles.member.cookie)).json()).toEqual({ follow: null });
  });
});
