import { GAMEWEEK_MESSAGES, GROUP_MESSAGES, type GameweekLeaderboard, type GroupLeaderboard, PREDICTION_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { type StandingsService, createStandingsService } from '../src/modules/standings/standings.service.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
let scoring: StandingsService;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: createDemoProvider({ seed: 'scoring', now: () => now.getTime() }) });
  scoring = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

type Roles = Awaited<ReturnType<typeof groupWithRoles>>;

const board = async (roles: Roles, cookie = roles.member.cookie) =>
  (await game.call('GET', `/api/v1/groups/${roles.group.id}/leaderboard`, cookie)).json() as GroupLeaderboard;
const totals = (leaderboard: GroupLeaderboard) =>
  Object.fromEntries(
    leaderboard.rows.map((row) => [row.player.username, [row.position, row.totalPoints, row.correctScores, row.correctResults]]),
  );

/** Every derived row of a group, to compare before and after a recompute. */
async function derivedState(groupId: string) {
  const query = (text: ReturnType<typeof sql>) => t.database.db.execute(text).then((result) => result.rows);
  return {
    predictions: await query(sql`SELECT id, points, outcome, updated_at FROM predictions WHERE group_id = ${groupId} ORDER BY id`),
    scores: await query(
      sql`SELECT gameweek_id, user_id, total_points, total_correct_scores, total_correct_results, updated_at FROM scores WHERE group_id = ${groupId} ORDER BY 1, 2`,
    ),
    leaderboard: await query(
      sql`SELECT user_id, total_points, total_correct_scores, total_correct_results, points_adjustment, updated_at FROM leaderboard WHERE group_id = ${groupId} ORDER BY 1`,
    ),
    season: await query(
      sql`SELECT season_id, user_id, total_points, updated_at FROM season_leaderboard WHERE group_id = ${groupId} ORDER BY 1, 2`,
    ),
    history: await query(
      sql`SELECT gameweek_id, user_id, position, total_points, updated_at FROM leaderboard_history WHERE group_id = ${groupId} ORDER BY 1, 2`,
    ),
  };
}

/** Two gameweeks played: member 3+1, admin 1+3 (gameweek 1), then admin 3, member 0 (gameweek 2). */
async function playTwoWeeks() {
  const roles = await groupWithRoles(t.app);
  const one = await game.gameweek(roles, 1, ['A', 'B']);
  const [a, b] = one.matches.map((match) => match.id) as [string, string];
  await game.predict(roles.member, one.id, [
    [a, 2, 1],
    [b, 1, 1],
  ]);
  await game.predict(roles.admin, one.id, [
    [a, 3, 1],
    [b, 0, 0],
  ]);
  await game.lock(roles, one.id);
  expect((await game.finalScores(roles, one.id, [[a, 2, 1]])).statusCode).toBe(200);
  expect((await game.finalScores(roles, one.id, [[b, 0, 0]])).statusCode).toBe(200);

  const two = await game.gameweek(roles, 30, ['C']);
  const [c] = two.matches.map((match) => match.id) as [string];
  await game.predict(roles.member, two.id, [[c, 0, 2]]);
  await game.predict(roles.admin, two.id, [[c, 1, 0]]);
  await game.lock(roles, two.id);
  await game.finalScores(roles, two.id, [[c, 1, 0]]);
  return { roles, one, two, matches: { a, b, c } };
}

describe('history of a member who joins later', () => {
  it('starts at the first gameweek they could predict: no earlier points, no movement on their first week', async () => {
    const { roles } = await playTwoWeeks();
    now = new Date(START.getTime() + 31 * 3_600_000); // after gameweek 2's deadline
    const newcomer = await registerAndSignIn(t.app, { username: 'newcomer' });
    expect((await join(t.app, newcomer, roles.group.id)).statusCode).toBe(200);
    const history = async () =>
      (await game.call('GET', `/api/v1/groups/${roles.group.id}/leaderboard/history`, newcomer.cookie)).json() as {
        players: Array<{ player: { username: string }; points: Array<{ weekNumber: number; position: number }> }>;
      };
    const weeksOf = async (username: string) =>
      (await history()).players.find((entry) => entry.player.username === username)?.points.map((point) => point.weekNumber) ?? [];
    expect(await weeksOf('newcomer')).toEqual([]);
    expect(await weeksOf('member')).toEqual([1, 2]);
    const first = (await board(roles, newcomer.cookie)).rows.find((row) => row.player.username === 'newcomer')!;
    expect(first.movement).toBe('same');

    const three = await game.gameweek(roles, 40, ['D']);
    const [d] = three.matches.map((match) => match.id) as [string];
    await game.predict(newcomer, three.id, [[d, 1, 1]]);
    await game.lock(roles, three.id);
    await game.finalScores(roles, three.id, [[d, 1, 1]]);
    expect(await weeksOf('newcomer')).toEqual([3]);
    const after = (await board(roles, newcomer.cookie)).rows.find((row) => row.player.username === 'newcomer')!;
    expect(after.movement).toBe('same');
  });
});

describe('before a ball is kicked', () => {
  it('the tables say they have no results until a match has a final score: the group’s, each gameweek’s and home’s', async () => {
    const roles = await groupWithRoles(t.app);
    const one = await game.gameweek(roles, 1, ['A', 'B']);
    const [a] = one.matches.map((match) => match.id) as [string];
    await game.predict(roles.member, one.id, [[a, 2, 1]]);
    await game.lock(roles, one.id);
    const weekBoard = async (id: string) =>
      (await game.call('GET', `/api/v1/gameweeks/${id}/leaderboard`, roles.member.cookie)).json() as GameweekLeaderboard;
    const home = async () =>
      (await game.call('GET', '/api/v1/me/home', roles.member.cookie))
        .json()
        .rankings.find((ranking: { group: { id: string } }) => ranking.group.id === roles.group.id);

    // Locked, predicted, no result: everyone is "1", which the pages must not call a standing.
    const before = await board(roles);
    expect(before.hasResults).toBe(false);
    expect(before.rows.map((row) => row.position)).toEqual([1, 1, 1]);
    expect((await weekBoard(one.id)).hasResults).toBe(false);
    expect(await home()).toMatchObject({ position: 1, of: 3, hasResults: false });

    const two = await game.gameweek(roles, 30, ['C']);
    expect((await game.finalScores(roles, one.id, [[a, 2, 1]])).statusCode).toBe(200);
    expect((await board(roles)).hasResults).toBe(true);
    expect((await weekBoard(one.id)).hasResults).toBe(true);
    expect((await weekBoard(two.id)).hasResults).toBe(false);
    expect(await home()).toMatchObject({ position: 1, of: 3, hasResults: true });
    // The gameweek page's own table says the same.
    expect((await game.call('GET', `/api/v1/gameweeks/${two.id}`, roles.member.cookie)).json().board.hasResults).toBe(false);
  });
});

describe('marking', () => {
  it('marks each prediction with the group’s points and builds gameweek, all-time, season and history tables', async () => {
    const { roles, one, two } = await playTwoWeeks();
    // member: 3 (exact) + 1 (draw) = 4, then 0; admin: 1 (home win) + 3 (exact) = 4, then 3.
    expect(totals(await board(roles))).toEqual({
      admin: [1, 7, 2, 3],
      member: [2, 4, 1, 2],
      owner: [3, 0, 0, 0],
    });
    const weekOne = (await game.call('GET', `/api/v1/gameweeks/${one.id}/leaderboard`, roles.member.cookie)).json() as GameweekLeaderboard;
    // A tie on points and correct scores shares position 1: both are winners.
    expect(weekOne.rows.map((row) => [row.player.username, row.position, row.totalPoints])).toEqual([
      ['admin', 1, 4],
      ['member', 1, 4],
      ['owner', 3, 0],
    ]);
    expect(weekOne.winners?.map((row) => row.player.username)).toEqual(['admin', 'member']);
    const weekTwo = (await game.call('GET', `/api/v1/gameweeks/${two.id}/leaderboard`, roles.member.cookie)).json() as GameweekLeaderboard;
    expect(weekTwo.winners?.map((row) => row.player.username)).toEqual(['admin']);

    const history = (await game.call('GET', `/api/v1/groups/${roles.group.id}/leaderboard/history`, roles.member.cookie)).json();
    expect(history.weeks.map((week: { weekNumber: number }) => week.weekNumber)).toEqual([1, 2]);
    expect(history.mine).toEqual([
      { gameweekId: two.id, weekNumber: 2, position: 2, points: 0, correctScores: 0 },
      { gameweekId: one.id, weekNumber: 1, position: 1, points: 4, correctScores: 1 },
    ]);
    // Movement compares the two latest history gameweeks: member 1 -> 2 is down, admin 1 -> 1 is same.
    const movements = Object.fromEntries((await board(roles)).rows.map((row) => [row.player.username, row.movement]));
    expect(movements).toEqual({ admin: 'same', member: 'down', owner: 'same' });

    const season = await t.database.db.execute<{ username: string; total_points: number }>(sql`
      SELECT u.username, s.total_points FROM season_leaderboard s JOIN users u ON u.id = s.user_id
      WHERE s.season_id = ${roles.group.activeSeason.id} ORDER BY u.username`);
    expect(season.rows).toEqual([
      { username: 'admin', total_points: 7 },
      { username: 'member', total_points: 4 },
      { username: 'owner', total_points: 0 },
    ]);
  });

  it('uses the group’s custom points, negative incorrect points included', async () => {
    const roles = await groupWithRoles(t.app, {
      scoringSystem: 'custom',
      exactScorePoints: 5,
      correctResultPoints: 2,
      incorrectPoints: -1,
    });
    const week = await game.gameweek(roles, 1, ['A', 'B', 'C']);
    const [a, b, c] = week.matches.map((match) => match.id) as [string, string, string];
    await game.predict(roles.member, week.id, [
      [a, 1, 0],
      [b, 2, 0],
      [c, 0, 0],
    ]);
    await game.lock(roles, week.id);
    await game.finalScores(roles, week.id, [
      [a, 1, 0],
      [b, 1, 0],
      [c, 1, 0],
    ]);
    expect(totals(await board(roles)).member).toEqual([1, 6, 1, 2]);
  });

  it('marking twice changes nothing, and a crash between a result and its marking is repaired by the next run', async () => {
    const { roles, two, matches } = await playTwoWeeks();
    const before = await derivedState(roles.group.id);
    await t.database.db.transaction((tx) => scoring.markGameweek(tx, two.id));
    await t.database.db.transaction((tx) => scoring.recomputeGroups(tx, [roles.group.id]));
    expect(await derivedState(roles.group.id)).toEqual(before);

    // A result reaches the database without its marking (as if the process died in between), and the derived
    // tables are damaged on top of it.
    await t.database.db.execute(sql`UPDATE matches SET final_home_score = 0, final_away_score = 2 WHERE id = ${matches.c}`);
    await t.database.db.execute(sql`DELETE FROM scores WHERE gameweek_id = ${two.id}`);
    await t.database.db.execute(sql`UPDATE leaderboard SET total_points = 999 WHERE group_id = ${roles.group.id}`);
    const repaired = await scoring.repairUnmarked(new Date(game.at(40)));
    expect(repaired).toEqual([]); // the predictions were marked before, so nothing is "unmarked"...
    await t.database.db.execute(sql`UPDATE predictions SET outcome = NULL, points = NULL WHERE match_id = ${matches.c}`);
    expect(await scoring.repairUnmarked(new Date(game.at(40)))).toEqual([two.id]); // ...until they are not
    // member now has the exact 0-2 (3) on top of 4; admin loses the 3 from gameweek 2.
    expect(totals(await board(roles))).toEqual({
      member: [1, 7, 2, 3],
      admin: [2, 4, 1, 2],
      owner: [3, 0, 0, 0],
    });
    // A full recompute from predictions gives the same tables again.
    const afterRepair = await derivedState(roles.group.id);
    await t.database.db.transaction((tx) => scoring.recomputeGroups(tx, [roles.group.id]));
    expect(await derivedState(roles.group.id)).toEqual(afterRepair);
  });

  it('refuses to mark a match without both final scores', async () => {
    const roles = await groupWithRoles(t.app);
    const week = await game.gameweek(roles, 1, ['A']);
    await expect(
      t.database.db.transaction((tx) =>
        scoring.markMatch(tx, { id: week.matches[0]!.id, gameweekId: week.id, finalHomeScore: 1, finalAwayScore: null }),
      ),
    ).rejects.toThrow(PREDICTION_MESSAGES.noFinalScores);
  });

  it('a member who leaves disappears from the tables and the others’ positions follow', async () => {
    const { roles } = await playTwoWeeks();
    expect((await game.call('POST', `/api/v1/groups/${roles.group.id}/leave`, roles.admin.cookie)).statusCode).toBe(204);
    expect(totals(await board(roles))).toEqual({ member: [1, 4, 1, 2], owner: [2, 0, 0, 0] });
    const history = await t.database.db.execute<{ position: number }>(sql`
      SELECT position FROM leaderboard_history WHERE user_id = ${roles.member.id} ORDER BY week_number`);
    expect(history.rows.map((row) => row.position)).toEqual([1, 1]);
  });
});

describe('concurrency and order', () => {
  it('two markings of one group at once both count: the second waits for the first', async () => {
    const roles = await groupWithRoles(t.app);
    const week = await game.gameweek(roles, 1, ['A', 'B']);
    const [a, b] = week.matches.map((m) => m.id) as [string, string];
    await game.predict(roles.member, week.id, [
      [a, 2, 1],
      [b, 1, 1],
    ]);
    await game.lock(roles, week.id);
    // Each transaction has the shape of an admin's final-scores save: scoring lock, result, marking.
    const save = (matchId: string, home: number, away: number, holdMs: number) =>
      t.database.db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [roles.group.id]);
        await tx.execute(sql`UPDATE matches SET final_home_score = ${home}, final_away_score = ${away} WHERE id = ${matchId}`);
        await scoring.markGameweek(tx, week.id);
        await new Promise((resolve) => setTimeout(resolve, holdMs));
      });
    const first = save(a, 2, 1, 300);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([first, save(b, 1, 1, 0)]);
    expect(totals(await board(roles)).member).toEqual([1, 6, 2, 2]);
  });

  it('a result never marks an unlocked gameweek, and unlocking is refused once results are in', async () => {
    const roles = await groupWithRoles(t.app);
    const week = await game.gameweek(roles, 1, ['A', 'B']);
    const [a, b] = week.matches.map((m) => m.id) as [string, string];
    await game.predict(roles.member, week.id, [
      [a, 2, 1],
      [b, 0, 0],
    ]);
    // A shared fixture's result can reach a group whose gameweek is still open: it stays unmarked...
    await t.database.db.execute(sql`UPDATE matches SET final_home_score = 2, final_away_score = 1 WHERE id = ${a}`);
    await t.database.db.transaction((tx) => scoring.markGameweek(tx, week.id));
    expect(totals(await board(roles)).member).toEqual([1, 0, 0, 0]);
    // ...until the gameweek locks; the repair pass then marks it.
    await game.lock(roles, week.id);
    expect(await scoring.repairUnmarked(START)).toEqual([week.id]);
    expect(totals(await board(roles)).member).toEqual([1, 3, 1, 1]);

    const unlock = await game.call('PATCH', `/api/v1/gameweeks/${week.id}/lock`, roles.owner.cookie, { isLocked: false });
    expect(unlock.statusCode).toBe(400);
    expect(unlock.json().error.message).toBe(GAMEWEEK_MESSAGES.resultsIn);
  });
});

describe('leaderboard edits', () => {
  it('admins and the owner set shown totals, kept as adjustments that survive recomputes; others may not', async () => {
    const { roles, matches } = await playTwoWeeks();
    const url = `/api/v1/groups/${roles.group.id}/leaderboard`;
    const edit = (cookie: string | undefined, totalPoints: number) =>
      game.call('PUT', url, cookie, { rows: [{ userId: roles.member.id, totalPoints }] });
    expect((await edit(undefined, 10)).statusCode).toBe(401);
    expect((await edit(roles.outsider.cookie, 10)).json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await edit(roles.member.cookie, 10)).json().error.message).toBe(GROUP_MESSAGES.adminsOnly);
    const negative = await edit(roles.admin.cookie, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe('Points cannot be below 0.');
    const before = (await board(roles)).lastUpdated!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = await edit(roles.admin.cookie, 10);
    expect(edited.statusCode).toBe(200);
    expect(totals(edited.json()).member).toEqual([1, 10, 1, 2]);
    // "Last Updated" moves with an edit, too.
    expect(Date.parse(edited.json().lastUpdated)).toBeGreaterThan(Date.parse(before));
    expect((await board(roles)).lastUpdated).toBe(edited.json().lastUpdated);
    expect((await edit(roles.owner.cookie, 9)).statusCode).toBe(200);

    // A later result changes the computed part; the adjustment (+5) stays.
    await t.database.db.execute(sql`UPDATE matches SET final_home_score = 0, final_away_score = 2 WHERE id = ${matches.c}`);
    await t.database.db.transaction((tx) => scoring.recomputeGroups(tx, [roles.group.id]));
    expect(totals(await board(roles)).member).toEqual([1, 12, 2, 3]);
    const history = await t.database.db.execute<{ total_points: number }>(sql`
      SELECT total_points FROM leaderboard_history WHERE user_id = ${roles.member.id} ORDER BY week_number`);
    expect(history.rows.map((row) => row.total_points)).toEqual([9, 12]);
  });

  it('reads follow the role matrix', async () => {
    const roles = await groupWithRoles(t.app);
    for (const url of [`/api/v1/groups/${roles.group.id}/leaderboard`, `/api/v1/groups/${roles.group.id}/leaderboard/history`]) {
      expect((await game.call('GET', url, undefined)).statusCode).toBe(401);
      expect((await game.call('GET', url, roles.outsider.cookie)).statusCode).toBe(403);
      for (const user of [roles.member, roles.admin, roles.owner]) expect((await game.call('GET', url, user.cookie)).statusCode).toBe(200);
    }
    const empty = await board(roles, roles.admin.cookie);
    expect(empty.viewer.isAdmin).toBe(true);
    expect(empty.rows.every((row) => row.position === 1 && row.movement === 'same')).toBe(true);
    const mine = (await game.call('GET', '/api/v1/me/leaderboards', roles.member.cookie)).json();
    expect(mine.groups.map((entry: { group: { id: string } }) => entry.group.id)).toEqual([roles.group.id]);
    expect((await game.call('GET', '/api/v1/me/leaderboards', roles.outsider.cookie)).json().groups).toEqual([]);
  });
});
