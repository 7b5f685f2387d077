import type { Home } from '@scoreline/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { gameHelpers } from './support/game.js';
import { buildGroup, groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => START, footballProvider: createDemoProvider({ seed: 'home', now: () => START.getTime() }) });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());

it('home in one request: groups, the next 3 matches to predict (a shared fixture once), and a ranking per group', async () => {
  const roles = await groupWithRoles(t.app);
  const other = await buildGroup(t.app, roles.owner, { name: 'Second Group' });
  expect((await join(t.app, roles.member, other.id)).statusCode).toBe(200);

  // One real fixture from the demo league, kicking off after both deadlines, in both groups.
  const fixtures = (
    await game.call('GET', '/api/v1/football/competitions/9001/matches?from=2026-11-22&to=2026-11-30', roles.owner.cookie)
  ).json().matches as Array<{ id: number; utcDate: string; homeTeam: { name: string } }>;
  const fixture = fixtures.find((match) => Date.parse(match.utcDate) > START.getTime() + 3 * 3_600_000)!;
  const real = { kind: 'real', competitionId: 9001, apiMatchId: fixture.id, utcDate: fixture.utcDate };
  const create = (groupId: string, matches: object[]) =>
    game.call('POST', `/api/v1/groups/${groupId}/gameweeks`, roles.owner.cookie, { deadline: game.at(2), matches });
  const first = (
    await create(roles.group.id, [
      real,
      { kind: 'custom', homeTeam: 'Early H', awayTeam: 'Early A', matchTime: game.at(3) },
      { kind: 'custom', homeTeam: 'Late H', awayTeam: 'Late A', matchTime: game.at(400) },
    ])
  ).json();
  await create(other.id, [real, { kind: 'custom', homeTeam: 'Other H', awayTeam: 'Other A', matchTime: game.at(5) }]);
  const early = first.matches.find((match: { homeTeam: string }) => match.homeTeam === 'Early H');
  await game.predict(roles.member, first.id, [[early.id, 2, 0]]);

  const response = await game.call('GET', '/api/v1/me/home', roles.member.cookie);
  expect(response.statusCode).toBe(200);
  const home = response.json() as Home;
  expect(home.groups.map((group) => group.id).sort()).toEqual([roles.group.id, other.id].sort());
  expect(home.upcoming.map((match) => match.homeTeam)).toEqual(['Early H', 'Other H', fixture.homeTeam.name]);
  expect(home.upcoming[0]!.prediction).toEqual({ home: 2, away: 0 });
  expect(home.upcoming.filter((match) => match.apiMatchId === fixture.id)).toHaveLength(1);
  // To predict: the shared fixture once, Late H and Other H (Early H is predicted).
  expect(home.toPredict).toBe(3);
  expect(home.rankings.map((ranking) => [ranking.group.id, ranking.position, ranking.of, ranking.points])).toEqual(
    expect.arrayContaining([
      [roles.group.id, 1, 3, 0],
      [other.id, 1, 2, 0],
    ]),
  );

  const outsider = (await game.call('GET', '/api/v1/me/home', roles.outsider.cookie)).json() as Home;
  expect(outsider).toEqual({ groups: [], toPredict: 0, upcoming: [], live: [], rankings: [] });
  expect((await game.call('GET', '/api/v1/me/home', undefined)).statusCode).toBe(401);
});
