import type { GameweekDetail, GameweekSummary } from '@scoreline/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

// The autopilot on the demo leagues (a fresh install without a football-data.org token): the Northshire Premier
// League plays a round every weekend, a season being a double round robin of its 8 clubs (14 matchdays).
const NPL = 9001;
let now = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: createDemoProvider({ seed: 'autopilot', now: () => now.getTime() }) });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const gameweeksOf = async (groupId: string, cookie: string) =>
  ((await call('GET', `/api/v1/groups/${groupId}/gameweeks`, cookie)).json() as { gameweeks: GameweekSummary[] }).gameweeks;

it("a group following a demo league gets its next two matchdays, then the next as the weeks pass, and the league's next season", async () => {
  const roles = await groupWithRoles(t.app, { name: 'Demo League' });
  const followed = await call('PUT', `/api/v1/groups/${roles.group.id}/competition`, roles.owner.cookie, { competitionId: NPL });
  expect(followed.json()).toMatchObject({ follow: { competitionName: 'Northshire Premier League' }, created: 2 });
  let gameweeks = await gameweeksOf(roles.group.id, roles.member.cookie);
  expect(gameweeks.map((gameweek) => [gameweek.matchday, gameweek.deadline])).toEqual([
    ['Matchday 6', '2026-11-28T11:30:00.000Z'],
    ['Matchday 7', '2026-12-05T11:30:00.000Z'],
  ]);
  const first = (await call('GET', `/api/v1/gameweeks/${gameweeks[0]!.id}`, roles.member.cookie)).json() as GameweekDetail;
  expect(first.matches).toHaveLength(4);
  expect(first.matches.every((match) => match.apiMatchId !== null && match.homeCrest?.startsWith('/media/demo-crests/'))).toBe(true);
  // The matchday ahead is in the player's calendar too (its deadline, with the alarms of their reminders).
  const feed = (await call('POST', '/api/v1/me/calendar', roles.member.cookie)).json() as { url: string };
  const ics = (await t.app.inject({ url: new URL(feed.url).pathname })).body;
  for (const gameweek of gameweeks) expect(ics).toContain(`deadline-${gameweek.id}`);
  const season = (await call('GET', `/api/v1/seasons/${roles.group.activeSeason.id}`, roles.member.cookie)).json();
  expect(season).toMatchObject({ startDate: '2026-10-24', endDate: '2027-01-29' });

  now = new Date('2026-11-28T12:00:00Z');
  await t.app.services.autopilot.runDue(now, 2);
  gameweeks = await gameweeksOf(roles.group.id, roles.member.cookie);
  expect(gameweeks.map((gameweek) => gameweek.matchday)).toEqual(['Matchday 6', 'Matchday 7', 'Matchday 8']);

  // The season's last weekend, then the next season's first: the group's next season follows it.
  now = new Date('2027-01-30T01:00:00Z');
  const report = await t.app.services.autopilot.runDue(now, 2);
  expect(report.newSeasons).toEqual([roles.group.id]);
  const group = (await call('GET', `/api/v1/groups/${roles.group.id}`, roles.member.cookie)).json();
  expect(group.activeSeason).toMatchObject({ name: '2027', startDate: '2027-01-30', endDate: '2027-05-07' });
  gameweeks = await gameweeksOf(roles.group.id, roles.member.cookie);
  expect(gameweeks.filter((gameweek) => gameweek.seasonId === group.activeSeason.id).map((gameweek) => gameweek.matchday)).toEqual([
    'Matchday 1',
    'Matchday 2',
  ]);
});

it('a player in two groups following the same league predicts a matchday ahead once, and it counts in both', async () => {
  now = new Date('2026-11-26T12:00:00Z');
  const a = await groupWithRoles(t.app, { name: 'Alpha Demo' });
  const b = await groupWithRoles(t.app, { name: 'Beta Demo' });
  for (const roles of [a, b]) await call('PUT', `/api/v1/groups/${roles.group.id}/competition`, roles.owner.cookie, { competitionId: NPL });
  const player = a.member;
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/v1/groups/${b.group.id}/join`, headers: { cookie: player.cookie }, payload: {} }))
      .statusCode,
  ).toBe(200);
  const ahead = async (groupId: string) =>
    (await gameweeksOf(groupId, player.cookie)).find((gameweek) => gameweek.matchday === 'Matchday 7')!;
  const [inA, inB] = [await ahead(a.group.id), await ahead(b.group.id)];
  expect(inA.isActive).toBe(false);
  const matches = ((await call('GET', `/api/v1/gameweeks/${inA.id}`, player.cookie)).json() as GameweekDetail).matches;
  const saved = await call('PUT', `/api/v1/gameweeks/${inA.id}/players/${player.id}/predictions`, player.cookie, {
    predictions: matches.map((match) => ({ matchId: match.id, home: 2, away: 0 })),
    alsoInMyOtherGroups: true,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().otherGroups).toEqual([
    expect.objectContaining({
      groupName: 'Beta Demo',
      gameweekId: inB.id,
      savedMatchIds: matches.map((match) => match.id),
      notSaved: null,
    }),
  ]);
  const sheet = (await call('GET', `/api/v1/gameweeks/${inB.id}/players/${player.id}/predictions`, player.cookie)).json() as {
    predictions: Array<{ home: number; away: number }>;
  };
  expect(sheet.predictions).toHaveLength(4);
});
