import { type GroupStats, type MyStats, GROUP_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => START, footballProvider: createDemoProvider({ seed: 'stats', now: () => START.getTime() }) });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());

/**
 * Two finished gameweeks and a third with one result in:
 *   GW1 (A 2-1, B 0-0): member 2-1, 0-0 = 3+3 = 6 (2 exact); admin 1-0, 1-1 = 1+1 = 2 (0 exact, 2 results)
 *   GW2 (C 1-0, D 0-2): member 0-0, 0-1 = 0+1 = 1; admin 1-0, 0-2 = 3+3 = 6 (2 exact)
 *   GW3 (E 3-3, F pending): member 3-3 = 3 (exact) and F unmarked; admin predicts nothing
 * owner never predicts.
 */
async function play() {
  const roles = await groupWithRoles(t.app);
  const one = await game.gameweek(roles, 1, ['A', 'B']);
  const [a, b] = one.matches.map((m) => m.id) as [string, string];
  await game.predict(roles.member, one.id, [
    [a, 2, 1],
    [b, 0, 0],
  ]);
  await game.predict(roles.admin, one.id, [
    [a, 1, 0],
    [b, 1, 1],
  ]);
  await game.lock(roles, one.id);
  await game.finalScores(roles, one.id, [
    [a, 2, 1],
    [b, 0, 0],
  ]);

  const two = await game.gameweek(roles, 10, ['C', 'D']);
  const [c, d] = two.matches.map((m) => m.id) as [string, string];
  await game.predict(roles.member, two.id, [
    [c, 0, 0],
    [d, 0, 1],
  ]);
  await game.predict(roles.admin, two.id, [
    [c, 1, 0],
    [d, 0, 2],
  ]);
  await game.lock(roles, two.id);
  await game.finalScores(roles, two.id, [
    [c, 1, 0],
    [d, 0, 2],
  ]);

  const three = await game.gameweek(roles, 20, ['E', 'F']);
  const [e, f] = three.matches.map((m) => m.id) as [string, string];
  await game.predict(roles.member, three.id, [
    [e, 3, 3],
    [f, 1, 0],
  ]);
  await game.lock(roles, three.id);
  await game.finalScores(roles, three.id, [[e, 3, 3]]);
  return roles;
}

describe('stats', () => {
  it('computes every figure as defined, for each member', async () => {
    const roles = await play();
    const response = await game.call('GET', `/api/v1/groups/${roles.group.id}/stats`, roles.member.cookie);
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries((response.json() as GroupStats).players.map((entry) => [entry.player.username, entry.stats]));
    expect(byName.member).toEqual({
      gameweeksPlayed: 3,
      points: 10, // 6 + 1 + 3
      predictionsMarked: 5, // F has no result yet
      correctScores: 3,
      correctResults: 4, // 2 + 1 (D's away win) + 1
      gameweekWins: 1, // GW1; GW3 is not finished
      avgPointsPerGameweek: 3.3, // 10 / 3
      scoreAccuracy: 60, // 3 / 5
    });
    expect(byName.admin).toEqual({
      gameweeksPlayed: 2,
      points: 8,
      predictionsMarked: 4,
      correctScores: 2,
      correctResults: 4,
      gameweekWins: 1, // GW2
      avgPointsPerGameweek: 4,
      scoreAccuracy: 50,
    });
    expect(byName.owner).toEqual({
      gameweeksPlayed: 0,
      points: 0,
      predictionsMarked: 0,
      correctScores: 0,
      correctResults: 0,
      gameweekWins: 0,
      avgPointsPerGameweek: 0,
      scoreAccuracy: 0,
    });

    const mine = (await game.call('GET', '/api/v1/me/stats', roles.admin.cookie)).json() as MyStats;
    expect(mine.groups).toEqual([{ group: { id: roles.group.id, name: roles.group.name, iconUrl: null }, stats: byName.admin }]);
  });

  it('shows a group’s stats to its members only', async () => {
    const roles = await groupWithRoles(t.app, { isPublic: false, pin: '1234' });
    const url = `/api/v1/groups/${roles.group.id}/stats`;
    expect((await game.call('GET', url, undefined)).statusCode).toBe(401);
    const outsider = await game.call('GET', url, roles.outsider.cookie);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe(GROUP_MESSAGES.notMember);
    for (const user of [roles.member, roles.admin, roles.owner]) expect((await game.call('GET', url, user.cookie)).statusCode).toBe(200);
    expect((await game.call('GET', '/api/v1/me/stats', roles.outsider.cookie)).json()).toEqual({ groups: [] });
  });

  it('a member’s profile: since when, and their stats; members only; a non-member player is not found', async () => {
    const roles = await groupWithRoles(t.app);
    const url = (userId: string) => `/api/v1/groups/${roles.group.id}/players/${userId}`;
    const profile = await game.call('GET', url(roles.admin.id), roles.member.cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      group: { id: roles.group.id, name: roles.group.name },
      player: { id: roles.admin.id, username: 'admin' },
      isAdmin: true,
      stats: { gameweeksPlayed: 0, scoreAccuracy: 0 },
    });
    expect(Date.parse(profile.json().memberSince)).not.toBeNaN();
    expect((await game.call('GET', url(roles.admin.id), roles.outsider.cookie)).statusCode).toBe(403);
    expect((await game.call('GET', url(roles.outsider.id), roles.member.cookie)).statusCode).toBe(404);
    expect((await game.call('GET', url(roles.admin.id), undefined)).statusCode).toBe(401);
  });
});
