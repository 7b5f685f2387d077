import { GOAL_DIFFERENCE_SCORING, GROUP_MESSAGES } from '@scoreline/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { createStandingsService } from '../src/modules/standings/standings.service.js';
import { gameHelpers } from './support/game.js';
import { buildGroup, groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// A group's house rules as its owner sets them: the scoring presets, custom goal-difference points, the joker, and
// re-marking the whole group (after a confirmation) when they change once results are in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rows = async (query: SQL) => (await t.database.db.execute(query)).rows;
const detail = async (groupId: string, cookie: string) =>
  (await t.app.inject({ url: `/api/v1/groups/${groupId}`, headers: { cookie } })).json();
const update = (groupId: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/groups/${groupId}`, headers: cookie ? { cookie } : {}, payload });
const basics = { name: 'Sunday League', description: '', isPublic: true, pin: null, maxMembers: 50 };
const custom310 = { scoringSystem: 'custom', exactScorePoints: 3, correctResultPoints: 1, incorrectPoints: 0 } as const;
const rulesOf = (group: Record<string, unknown>) => ({
  scoringSystem: group.scoringSystem,
  exactScorePoints: group.exactScorePoints,
  goalDifferencePoints: group.goalDifferencePoints,
  correctResultPoints: group.correctResultPoints,
  incorrectPoints: group.incorrectPoints,
  jokersEnabled: group.jokersEnabled,
});

describe('creating a group with house rules', () => {
  it('starts classic without jokers, and stores the goal-difference preset’s own points whatever is sent', async () => {
    const owner = await registerAndSignIn(t.app);
    const plain = await buildGroup(t.app, owner);
    expect(rulesOf(await detail(plain.id, owner.cookie))).toEqual({
      scoringSystem: 'classic',
      exactScorePoints: 3,
      goalDifferencePoints: null,
      correctResultPoints: 1,
      incorrectPoints: 0,
      jokersEnabled: false,
    });
    const preset = await buildGroup(t.app, owner, { scoringSystem: 'goal_difference', exactScorePoints: 9, jokersEnabled: true });
    expect(rulesOf(await detail(preset.id, owner.cookie))).toEqual({
      scoringSystem: 'goal_difference',
      ...GOAL_DIFFERENCE_SCORING,
      jokersEnabled: true,
    });
  });

  it('takes custom points with an optional goal difference', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { ...custom310, exactScorePoints: 5, goalDifferencePoints: 2, incorrectPoints: -1 });
    expect(rulesOf(await detail(group.id, owner.cookie))).toMatchObject({
      exactScorePoints: 5,
      goalDifferencePoints: 2,
      incorrectPoints: -1,
    });
  });

  it.each([
    ['negative goal-difference points', { ...custom310, goalDifferencePoints: -1 }, GROUP_MESSAGES.goalDifferencePointsNegative],
    ['goal-difference points that are no whole number', { ...custom310, goalDifferencePoints: 1.5 }, 'Points must be whole numbers.'],
    ['goal-difference points beyond the limit', { ...custom310, goalDifferencePoints: 5000 }, 'Points must be between -1000 and 1000.'],
    [
      'a missing value before a bad goal difference',
      { ...custom310, exactScorePoints: null, goalDifferencePoints: -1 },
      GROUP_MESSAGES.scoringMissing,
    ],
  ])('refuses %s with a clear 400', async (_case, overrides, message) => {
    const owner = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: { cookie: owner.cookie },
      payload: { ...basics, season: { name: 'S' }, ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('changing the house rules', () => {
  it('is for the owner only', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app);
    const change = { ...basics, scoringSystem: 'goal_difference', jokersEnabled: true };
    for (const user of [admin, member, outsider]) {
      const response = await update(group.id, user.cookie, change);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(GROUP_MESSAGES.ownerOnly);
    }
    expect((await update(group.id, undefined, change)).statusCode).toBe(401);
    expect(rulesOf(await detail(group.id, owner.cookie))).toMatchObject({ scoringSystem: 'classic', jokersEnabled: false });
    const done = await update(group.id, owner.cookie, change);
    expect(done.statusCode).toBe(200);
    expect(rulesOf(done.json())).toEqual({ scoringSystem: 'goal_difference', ...GOAL_DIFFERENCE_SCORING, jokersEnabled: true });
  });

  it.each([
    ['a missing custom value', { scoringSystem: 'custom', exactScorePoints: 4, correctResultPoints: 2 }, GROUP_MESSAGES.scoringMissing],
    ['positive incorrect points', { ...custom310, incorrectPoints: 2 }, GROUP_MESSAGES.incorrectPointsPositive],
    ['negative exact points', { ...custom310, exactScorePoints: -2 }, GROUP_MESSAGES.pointsNegative],
    ['negative goal-difference points', { ...custom310, goalDifferencePoints: -3 }, GROUP_MESSAGES.goalDifferencePointsNegative],
    ['an unknown system', { scoringSystem: 'fancy' }, undefined],
  ])('refuses %s with a 400', async (_case, change, message) => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner);
    const response = await update(group.id, owner.cookie, { ...basics, ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
    expect(rulesOf(await detail(group.id, owner.cookie))).toMatchObject({ scoringSystem: 'classic', exactScorePoints: 3 });
  });

  it('asks for a confirmation once results are marked, then re-marks the whole group as a marking from scratch would', async () => {
    const roles = await groupWithRoles(t.app, custom310);
    const { owner, admin, member, group } = roles;
    const game = gameHelpers(t.app, new Date());
    const week = await game.gameweek(roles, 2, ['One', 'Two']);
    const [one, two] = week.matches.map((match) => match.id) as [string, string];
    // Right goal differences, an exact score, right results and a wrong one: the presets mark them differently.
    expect(
      (
        await game.predict(owner, week.id, [
          [one, 3, 2],
          [two, 2, 2],
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await game.predict(admin, week.id, [
          [one, 2, 1],
          [two, 0, 0],
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await game.predict(member, week.id, [
          [one, 1, 0],
          [two, 0, 1],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await game.lock(roles, week.id)).statusCode).toBe(200);
    expect(
      (
        await game.finalScores(roles, week.id, [
          [one, 2, 1],
          [two, 1, 1],
        ])
      ).statusCode,
    ).toBe(200);
    const totals = async () =>
      (await t.app.inject({ url: `/api/v1/groups/${group.id}/leaderboard`, headers: { cookie: member.cookie } }))
        .json()
        .rows.map((row: { player: { username: string }; totalPoints: number }) => [row.player.username, row.totalPoints]);
    const before = await totals();

    const change = { ...basics, scoringSystem: 'goal_difference' };
    const unconfirmed = await update(group.id, owner.cookie, change);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toEqual({ code: 'CONFLICT', message: GROUP_MESSAGES.rescoreConfirm, details: { confirm: 'rescore' } });
    expect(rulesOf(await detail(group.id, owner.cookie))).toMatchObject(custom310);
    expect(await totals()).toEqual(before);
    // The admin's confirmation counts for nothing: the rules are the owner's.
    expect((await update(group.id, admin.cookie, { ...change, confirmRescore: true })).statusCode).toBe(403);

    const confirmed = await update(group.id, owner.cookie, { ...change, confirmRescore: true });
    expect(confirmed.statusCode).toBe(200);
    expect(rulesOf(confirmed.json())).toMatchObject({ scoringSystem: 'goal_difference', ...GOAL_DIFFERENCE_SCORING });
    const after = await totals();
    expect(after).not.toEqual(before);

    // Everything derived, as the change left it, equals a marking of the group from scratch with the new rules.
    const derived = async () => ({
      predictions: await rows(sql`SELECT p.id, p.points, p.outcome FROM predictions p WHERE p.group_id = ${group.id} ORDER BY 1`),
      scores: await rows(sql`SELECT gameweek_id, user_id, total_points, total_correct_scores, total_correct_results
                               FROM scores WHERE group_id = ${group.id} ORDER BY 1, 2`),
      leaderboard: await rows(sql`SELECT user_id, total_points, total_correct_scores, total_correct_results FROM leaderboard
                                    WHERE group_id = ${group.id} ORDER BY 1`),
      season: await rows(sql`SELECT season_id, user_id, total_points FROM season_leaderboard WHERE group_id = ${group.id} ORDER BY 1, 2`),
      history: await rows(sql`SELECT gameweek_id, user_id, position, total_points FROM leaderboard_history
                                WHERE group_id = ${group.id} ORDER BY 1, 2`),
    });
    const changed = await derived();
    await t.database.db.execute(sql`UPDATE predictions SET points = NULL, outcome = NULL WHERE group_id = ${group.id}`);
    const standings = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
    await t.database.db.transaction((tx) => standings.recomputeGroups(tx, [group.id]));
    expect(await derived()).toEqual(changed);
    expect(changed.predictions.every((prediction) => prediction.points !== null)).toBe(true);
    expect(await totals()).toEqual(after);

    // Changing back asks again, and the jokers are a change of the rules too.
    expect((await update(group.id, owner.cookie, { ...basics, jokersEnabled: true })).statusCode).toBe(409);
    const back = await update(group.id, owner.cookie, { ...basics, ...custom310, confirmRescore: true });
    expect(back.statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });

  it('needs no confirmation before any result is marked, nor for an update that keeps the rules', async () => {
    const roles = await groupWithRoles(t.app);
    const game = gameHelpers(t.app, new Date());
    const week = await game.gameweek(roles, 2, ['One']);
    expect((await game.predict(roles.member, week.id, [[week.matches[0]!.id, 1, 0]])).statusCode).toBe(200);
    const change = await update(roles.group.id, roles.owner.cookie, { ...basics, scoringSystem: 'goal_difference', jokersEnabled: true });
    expect(change.statusCode).toBe(200);
    await game.lock(roles, week.id);
    await game.finalScores(roles, week.id, [[week.matches[0]!.id, 1, 0]]);
    const same = await update(roles.group.id, roles.owner.cookie, {
      ...basics,
      name: 'Renamed',
      scoringSystem: 'goal_difference',
      jokersEnabled: true,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Renamed', scoringSystem: 'goal_difference', jokersEnabled: true });
  });
});
