import type { GameweekLeaderboard, GroupLeaderboard } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// Who can still win, on the gameweek table and the group's table, as the API answers it.
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

type Scores = Array<[matchId: string, home: number, away: number]>;

/** A group of two players, ann (its owner) and bob, with the given group settings. */
async function twoPlayers(overrides: Parameters<typeof buildGroup>[2] = {}) {
  const ann = await registerAndSignIn(t.app, { username: 'ann' });
  const bob = await registerAndSignIn(t.app, { username: 'bob' });
  const outsider = await registerAndSignIn(t.app, { username: 'outsider' });
  const group = await buildGroup(t.app, ann, overrides);
  expect((await join(t.app, bob, group.id)).statusCode).toBe(200);
  // The game helpers act as the group's owner (`roles.owner`).
  return { ann, bob, outsider, group, roles: { owner: ann, admin: ann, member: bob, outsider, group } };
}
type Two = Awaited<ReturnType<typeof twoPlayers>>;

const gameweekBoard = async (gameweekId: string, cookie: string) => {
  const response = await game.call('GET', `/api/v1/gameweeks/${gameweekId}/leaderboard`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as GameweekLeaderboard;
};
/** The gameweek page's first view: its table built through the group's version cache. */
const viewBoard = async (gameweekId: string, cookie: string) => {
  const response = await game.call('GET', `/api/v1/gameweeks/${gameweekId}`, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { board: Omit<GameweekLeaderboard, 'gameweek'> }).board;
};
const groupBoard = async (groupId: string, cookie: string) => {
  const response = await game.call('GET', `/api/v1/groups/${groupId}/leaderboard`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as GroupLeaderboard;
};
const contentionOf = (board: { rows: Array<{ player: { username: string }; contention: unknown }> }) =>
  Object.fromEntries(board.rows.map((row) => [row.player.username, row.contention]));

/** A gameweek of the two players' predictions, locked, with some results in. */
async function played(two: Two, ann: Scores, bob: Scores, results: Scores, names = ['A', 'B']) {
  const gameweek = await game.gameweek(two.roles, 1, names);
  const ids = gameweek.matches.map((match) => match.id);
  const byName = (scores: Scores) => scores.map(([name, home, away]): [string, number, number] => [ids[names.indexOf(name)]!, home, away]);
  expect((await game.predict(two.ann, gameweek.id, byName(ann))).statusCode).toBe(200);
  expect((await game.predict(two.bob, gameweek.id, byName(bob))).statusCode).toBe(200);
  expect((await game.lock(two.roles, gameweek.id)).statusCode).toBe(200);
  if (results.length > 0) expect((await game.finalScores(two.roles, gameweek.id, byName(results))).statusCode).toBe(200);
  return { gameweek, ids };
}

describe('who can still win: the gameweek table', () => {
  it('marks the chaser out of the running when they predicted the same as the leader in every match left', async () => {
    const two = await twoPlayers();
    // A: ann exact (3), bob wrong. B, still to play: both predicted 2-2.
    const { gameweek } = await played(
      two,
      [
        ['A', 1, 0],
        ['B', 2, 2],
      ],
      [
        ['A', 0, 1],
        ['B', 2, 2],
      ],
      [['A', 1, 0]],
    );
    const expected = { ann: { maxPoints: 6, canWin: true }, bob: { maxPoints: 3, canWin: false } };
    expect(contentionOf(await gameweekBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
    expect(contentionOf(await viewBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
    // The owner sees the same; an outsider sees nothing of it.
    expect(contentionOf(await gameweekBoard(gameweek.id, two.ann.cookie))).toEqual(expected);
    expect((await game.call('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, two.outsider.cookie)).statusCode).toBe(403);
    expect((await game.call('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, undefined)).statusCode).toBe(401);
  });

  it('keeps the chaser in the running when a result of the matches left lets them draw level', async () => {
    const two = await twoPlayers();
    const { gameweek } = await played(
      two,
      [
        ['A', 1, 0],
        ['B', 2, 2],
      ],
      [
        ['A', 0, 1],
        ['B', 3, 1],
      ],
      [['A', 1, 0]],
    );
    // 3-1 in B: bob 3, ann nothing; level on 3.
    const expected = { ann: { maxPoints: 6, canWin: true }, bob: { maxPoints: 3, canWin: true } };
    expect(contentionOf(await gameweekBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
    expect(contentionOf(await viewBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
  });

  it('counts goals already scored: a match in play makes a passed score out of reach', async () => {
    const two = await twoPlayers();
    const { gameweek, ids } = await played(
      two,
      [
        ['A', 1, 0],
        ['B', 0, 2],
      ],
      [
        ['A', 0, 1],
        ['B', 1, 0],
      ],
      [['A', 1, 0]],
    );
    expect(contentionOf(await viewBoard(gameweek.id, two.bob.cookie)).bob).toEqual({ maxPoints: 3, canWin: true });
    // B is under way at 0-1: bob's 1-0 can only come good as a home win (1 point), still short of ann's 3.
    await t.database.db.execute(sql`
      UPDATE matches SET api_status = 'IN_PLAY', live_home_score = 0, live_away_score = 1 WHERE id = ${ids[1]!}`);
    const expected = { ann: { maxPoints: 6, canWin: true }, bob: { maxPoints: 1, canWin: false } };
    expect(contentionOf(await viewBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
    expect(contentionOf(await gameweekBoard(gameweek.id, two.bob.cookie))).toEqual(expected);
  });

  it('is null for everyone once every match has its result', async () => {
    const two = await twoPlayers();
    const { gameweek } = await played(two, [['A', 1, 0]], [['A', 0, 1]], [['A', 1, 0]], ['A']);
    const board = await gameweekBoard(gameweek.id, two.bob.cookie);
    expect(contentionOf(board)).toEqual({ ann: null, bob: null });
    expect(board.winners?.map((row) => row.contention)).toEqual([null]);
  });
});

describe('who can still win: the group table over the active season', () => {
  /** Gameweek 1 over (ann 3, bob 0), and gameweek 2 with one match, open until its deadline in an hour. */
  async function secondWeekOpen() {
    const two = await twoPlayers();
    await played(two, [['A', 1, 0]], [['A', 0, 1]], [['A', 1, 0]], ['A']);
    const second = await game.gameweek(two.roles, 1, ['C']);
    return { ...two, second, match: second.matches[0]!.id };
  }

  it('while predictions are open uses nobody’s prediction: the same answer whatever the rival predicted', async () => {
    const two = await secondWeekOpen();
    // Open: bob may still get 3 while ann gets nothing.
    const open = { ann: { maxPoints: 6, canWin: true }, bob: { maxPoints: 3, canWin: true } };
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual(open);
    // ann predicts what bob predicted (which would leave bob no way past her if it were read), then changes it.
    expect((await game.predict(two.bob, two.second.id, [[two.match, 2, 1]])).statusCode).toBe(200);
    for (const annPredicts of [
      [2, 1],
      [0, 0],
    ] as const) {
      expect((await game.predict(two.ann, two.second.id, [[two.match, ...annPredicts]])).statusCode).toBe(200);
      const seenByBob = await groupBoard(two.group.id, two.bob.cookie);
      expect(contentionOf(seenByBob)).toEqual(open);
      expect(contentionOf(await groupBoard(two.group.id, two.ann.cookie))).toEqual(open);
    }
    // ann's last word is 0-0, bob's 2-1: once the deadline passes they count (nothing else changed, no new version).
    now = new Date(START.getTime() + 3_600_000 + 1000);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual(open);
  });

  it('once predictions close, a chaser who predicted the same as the leader is out', async () => {
    const two = await secondWeekOpen();
    expect((await game.predict(two.ann, two.second.id, [[two.match, 2, 1]])).statusCode).toBe(200);
    expect((await game.predict(two.bob, two.second.id, [[two.match, 2, 1]])).statusCode).toBe(200);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie)).bob).toEqual({ maxPoints: 3, canWin: true });
    now = new Date(START.getTime() + 3_600_000 + 1000);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual({
      ann: { maxPoints: 6, canWin: true },
      bob: { maxPoints: 3, canWin: false },
    });
  });

  it('counts the remaining matches of every gameweek of the season, and is null once none remains', async () => {
    const two = await twoPlayers();
    // Gameweek 1: A decided (ann 3), B still to come with bob's exact 3-1 against ann's wrong 0-2.
    const first = await played(
      two,
      [
        ['A', 1, 0],
        ['B', 0, 2],
      ],
      [
        ['A', 0, 1],
        ['B', 3, 1],
      ],
      [['A', 1, 0]],
    );
    const second = await game.gameweek(two.roles, 5, ['C']);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual({
      ann: { maxPoints: 9, canWin: true },
      bob: { maxPoints: 6, canWin: true },
    });
    expect((await game.finalScores(two.roles, first.gameweek.id, [[first.ids[1]!, 3, 1]])).statusCode).toBe(200);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual({
      ann: { maxPoints: 6, canWin: true },
      bob: { maxPoints: 6, canWin: true },
    });
    expect((await game.lock(two.roles, second.id)).statusCode).toBe(200);
    expect((await game.finalScores(two.roles, second.id, [[second.matches[0]!.id, 0, 0]])).statusCode).toBe(200);
    expect(contentionOf(await groupBoard(two.group.id, two.bob.cookie))).toEqual({ ann: null, bob: null });
  });

  it('counts a result the table does not hold yet (kick-off locks: marked once the gameweek locks)', async () => {
    const two = await twoPlayers({ predictionsClose: 'kickoff' });
    const gameweek = await game.gameweek(two.roles, 1, ['A', 'B']);
    const [a, b] = gameweek.matches.map((match) => match.id) as [string, string];
    await game.predict(two.ann, gameweek.id, [
      [a, 1, 0],
      [b, 1, 1],
    ]);
    await game.predict(two.bob, gameweek.id, [
      [a, 0, 1],
      [b, 1, 1],
    ]);
    // A has kicked off and finished (as a synced fixture would), B is still open: A's points are not marked yet.
    now = new Date(Date.parse(game.at(2)) + 1000);
    await t.database.db.execute(sql`UPDATE matches SET final_home_score = 1, final_away_score = 0 WHERE id = ${a}`);
    const board = await viewBoard(gameweek.id, two.bob.cookie);
    expect(board.rows.map((row) => row.totalPoints)).toEqual([0, 0]);
    // B is open, so bob may still get 3 there and ann nothing: level on 3.
    expect(contentionOf(board)).toEqual({ ann: { maxPoints: 6, canWin: true }, bob: { maxPoints: 3, canWin: true } });
    // Once B kicks off both 1-1 predictions are fixed: bob cannot catch ann.
    now = new Date(Date.parse(game.at(3)) + 1000);
    expect(contentionOf(await viewBoard(gameweek.id, two.bob.cookie))).toEqual({
      ann: { maxPoints: 6, canWin: true },
      bob: { maxPoints: 3, canWin: false },
    });
  });
});
