import type { GameweekLeaderboard, GroupLeaderboard } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/*
 * Equal points broken by each tiebreak in turn (exact scores, right goal differences, right results, joker
 * points), then rows equal on everything sharing a position and listed by the earlier join: in the gameweek table,
 * the all-time table, the history, the gameweek winners and the stats' gameweek wins. The house rules (goal
 * difference 4/3/2/-1, jokers) and the jokers are set in the database: their forms and API are not this test's.
 */

const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: createDemoProvider({ seed: 'tiebreaks', now: () => now.getTime() }) });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());

/** Joined in this order, so that in each pair below the one joining first is the one a tiebreak puts behind. */
const NAMES = ['bob', 'ada', 'dan', 'cat', 'yan', 'xia', 'wes', 'zed', 'zoe', 'abe'] as const;
type Name = (typeof NAMES)[number];

/** Predictions on M1 (final 2-1), M2 (0-0), M3 (1-3); `*`: the player's joker. */
const PLAYS: Record<Name, Array<[match: 0 | 1 | 2, home: number, away: number, joker?: true]>> = {
  // 4 points each: ada's exact score (4) beats bob's two right results (2 + 2).
  ada: [[0, 2, 1]],
  bob: [
    [0, 3, 0],
    [2, 0, 1],
  ],
  // 6 each, no exact score: cat's two right goal differences (3 + 3) beat dan's joker result (4) and result (2).
  cat: [
    [0, 3, 2],
    [2, 0, 2],
  ],
  dan: [
    [0, 3, 0, true],
    [2, 0, 1],
  ],
  // 3 each: xia's two right results (2 + 2 - 1) beat yan's one (a joker: 4 - 1), whatever the joker points.
  xia: [
    [0, 3, 0],
    [1, 1, 0],
    [2, 0, 1],
  ],
  yan: [
    [0, 3, 0, true],
    [1, 1, 0],
  ],
  // 2 each, one right result each: zed's joker points (4 - 1 - 1) beat wes's none (2).
  zed: [
    [0, 3, 0, true],
    [1, 1, 0],
    [2, 1, 0],
  ],
  wes: [[2, 0, 1]],
  // 1 each and equal on everything: one position, zoe listed first (she joined first, though abe comes first by name).
  zoe: [
    [0, 3, 0],
    [1, 1, 0],
  ],
  abe: [
    [0, 3, 0],
    [1, 1, 0],
  ],
};

const get = async <T>(url: string, cookie: string): Promise<T> => {
  const response = await game.call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('tiebreaks', () => {
  it('order equal points by exact scores, goal differences, results and joker points; equal on all, a shared position and win', async () => {
    const roles = await groupWithRoles(t.app);
    const players = {} as Record<Name, SignedInUser>;
    for (const name of NAMES) {
      // A minute apart: the join order is the clock's.
      now = new Date(now.getTime() + 60_000);
      players[name] = await registerAndSignIn(t.app, { username: name });
      expect((await join(t.app, players[name], roles.group.id)).statusCode).toBe(200);
    }
    await t.database.db.execute(sql`UPDATE groups SET scoring_system = 'custom', exact_score_points = 4, goal_difference_points = 3,
      correct_result_points = 2, incorrect_points = -1, jokers_enabled = true WHERE id = ${roles.group.id}`);

    const one = await game.gameweek(roles, 1, ['M1', 'M2', 'M3']);
    const matchIds = one.matches.map((match) => match.id);
    for (const name of NAMES) {
      const plays = PLAYS[name];
      expect(
        (
          await game.predict(
            players[name],
            one.id,
            plays.map(([m, home, away]) => [matchIds[m]!, home, away]),
          )
        ).statusCode,
      ).toBe(200);
      for (const [m, , , joker] of plays)
        if (joker)
          await t.database.db.execute(
            sql`UPDATE predictions SET is_joker = true WHERE match_id = ${matchIds[m]!} AND user_id = ${players[name].id}`,
          );
    }
    expect((await game.lock(roles, one.id)).statusCode).toBe(200);
    const finals: Array<[string, number, number]> = [
      [matchIds[0]!, 2, 1],
      [matchIds[1]!, 0, 0],
      [matchIds[2]!, 1, 3],
    ];
    expect((await game.finalScores(roles, one.id, finals)).statusCode).toBe(200);

    const cookie = roles.member.cookie;
    const weekOne = await get<GameweekLeaderboard>(`/api/v1/gameweeks/${one.id}/leaderboard`, cookie);
    const table = (rows: GameweekLeaderboard['rows'] | GroupLeaderboard['rows']) =>
      rows.map((row) => [
        row.player.username,
        row.position,
        row.totalPoints,
        row.correctScores,
        row.correctDifferences,
        row.correctResults,
        row.jokerPoints,
      ]);
    expect(table(weekOne.rows)).toEqual([
      ['cat', 1, 6, 0, 2, 2, 0],
      ['dan', 2, 6, 0, 0, 2, 4],
      ['ada', 3, 4, 1, 1, 1, 0],
      ['bob', 4, 4, 0, 0, 2, 0],
      ['xia', 5, 3, 0, 0, 2, 0],
      ['yan', 6, 3, 0, 0, 1, 4],
      ['zed', 7, 2, 0, 0, 1, 4],
      ['wes', 8, 2, 0, 0, 1, 0],
      ['zoe', 9, 1, 0, 0, 1, 0],
      ['abe', 9, 1, 0, 0, 1, 0],
      // Without predictions; they joined at the same instant (the group's creation), so by name.
      ['admin', 11, 0, 0, 0, 0, 0],
      ['member', 11, 0, 0, 0, 0, 0],
      ['owner', 11, 0, 0, 0, 0, 0],
    ]);
    expect(weekOne.winners?.map((row) => row.player.username)).toEqual(['cat']);
    // The all-time table after one gameweek is the same table, and so is the history's first week.
    const allTime = await get<GroupLeaderboard>(`/api/v1/groups/${roles.group.id}/leaderboard`, cookie);
    expect(table(allTime.rows)).toEqual(table(weekOne.rows));
    const history = await t.database.db.execute<{ username: string; position: number }>(sql`
      SELECT u.username, h.position FROM leaderboard_history h JOIN users u ON u.id = h.user_id
      WHERE h.gameweek_id = ${one.id} ORDER BY h.position, u.username`);
    expect(Object.fromEntries(history.rows.map((row) => [row.username, row.position]))).toEqual(
      Object.fromEntries(weekOne.rows.map((row) => [row.player.username, row.position])),
    );

    // Gameweek 2: zoe and abe both get the exact score, equal on everything: a shared win.
    const two = await game.gameweek(roles, 30, ['M4']);
    const m4 = two.matches[0]!.id;
    for (const name of ['zoe', 'abe'] as const) await game.predict(players[name], two.id, [[m4, 1, 0]]);
    await game.predict(players.cat, two.id, [[m4, 2, 0]]);
    expect((await game.lock(roles, two.id)).statusCode).toBe(200);
    expect((await game.finalScores(roles, two.id, [[m4, 1, 0]])).statusCode).toBe(200);
    const weekTwo = await get<GameweekLeaderboard>(`/api/v1/gameweeks/${two.id}/leaderboard`, cookie);
    expect(weekTwo.winners?.map((row) => [row.player.username, row.position])).toEqual([
      ['zoe', 1],
      ['abe', 1],
    ]);
    const afterTwo = await get<GroupLeaderboard>(`/api/v1/groups/${roles.group.id}/leaderboard`, cookie);
    expect(afterTwo.rows.slice(0, 4).map((row) => [row.player.username, row.position, row.totalPoints])).toEqual([
      ['cat', 1, 8],
      ['dan', 2, 6],
      ['zoe', 3, 5],
      ['abe', 3, 5],
    ]);
    // The stats count a win for each winner of a shared gameweek.
    const stats = await get<{ players: Array<{ player: { username: string }; stats: { gameweekWins: number } }> }>(
      `/api/v1/groups/${roles.group.id}/stats`,
      cookie,
    );
    const wins = Object.fromEntries(stats.players.map((entry) => [entry.player.username, entry.stats.gameweekWins]));
    expect({ cat: wins.cat, dan: wins.dan, zoe: wins.zoe, abe: wins.abe }).toEqual({ cat: 1, dan: 0, zoe: 1, abe: 1 });
  });
});
