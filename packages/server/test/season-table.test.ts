import type { GroupLeaderboard, SeasonLeaderboard } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A season's table (`GET /api/v1/seasons/:id/leaderboard`): its gameweeks' points and its own settled bonus
 * questions' (a Bonus column), ranked by the group's tiebreaks, for members only; another season's points and
 * questions stay out of it, and the all-time table holds them all.
 */
const START = new Date('2026-11-21T12:00:00Z');
const now = START;
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());

const seasonTable = (seasonId: string, cookie?: string) => game.call('GET', `/api/v1/seasons/${seasonId}/leaderboard`, cookie);
const rowsOf = (board: SeasonLeaderboard | GroupLeaderboard) =>
  board.rows.map((row) => [row.player.username, row.position, row.totalPoints, row.correctScores, row.bonusPoints]);

describe("a season's table", () => {
  it('answers members only: 401 signed out, 403 with the group to a non-member, 404 for no such season', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app);
    const seasonId = group.activeSeason.id;
    expect((await seasonTable(seasonId)).statusCode).toBe(401);
    const refused = await seasonTable(seasonId, outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual({ groupId: group.id });
    for (const user of [member, admin, owner]) {
      const board = (await seasonTable(seasonId, user.cookie)).json() as SeasonLeaderboard;
      expect(board).toMatchObject({ season: { id: seasonId, groupId: group.id }, hasResults: false, hasBonus: false });
      expect(board.rows.map((row) => row.player.username).sort()).toEqual(['admin', 'member', 'owner']);
    }
    for (const id of ['3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11', 'not-a-uuid'])
      expect((await seasonTable(id, member.cookie)).statusCode).toBe(404);
  });

  it("holds the season's points and its own settled bonus questions, not another season's; the all-time table holds both", async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, admin, group } = roles;
    const seasonId = group.activeSeason.id;
    const week = await game.gameweek(roles, 2, ['Reds', 'Greens']);
    const [reds, greens] = week.matches.map((match) => match.id) as [string, string];
    await game.predict(member, week.id, [
      [reds, 2, 1],
      [greens, 0, 0],
    ]);
    await game.predict(admin, week.id, [
      [reds, 1, 0],
      [greens, 3, 3],
    ]);
    expect((await game.lock(roles, week.id)).statusCode).toBe(200);
    expect(
      (
        await game.finalScores(roles, week.id, [
          [reds, 2, 1],
          [greens, 1, 2],
        ])
      ).statusCode,
    ).toBe(200);
    // member: exact (3) + wrong; admin: result (1) + wrong.
    const before = (await seasonTable(seasonId, member.cookie)).json() as SeasonLeaderboard;
    expect(rowsOf(before)).toEqual([
      ['member', 1, 3, 1, 0],
      ['admin', 2, 1, 0, 0],
      ['owner', 3, 0, 0, 0],
    ]);
    expect(before).toMatchObject({ hasResults: true, hasBonus: false, ties: { countsDifferences: false, jokers: false } });

    // A settled question of this season gives admin 5; one of an older season gives owner 7, outside this table.
    const older = await t.database.db.execute<{ id: string }>(sql`
      INSERT INTO seasons (name, group_id, is_active) VALUES ('Last year', ${group.id}, false) RETURNING id`);
    const olderSeason = older.rows[0]!.id;
    const ask = async (season: string, userId: string, points: number) => {
      const question = await t.database.db.execute<{ id: string }>(sql`
        INSERT INTO bonus_questions (group_id, season_id, question, kind, points, deadline, correct_answers, settled_at)
        VALUES (${group.id}, ${season}, 'Top scorer?', 'text', ${points}, ${START.toISOString()}, ARRAY['Kane'], now()) RETURNING id`);
      await t.database.db.execute(sql`
        INSERT INTO bonus_answers (question_id, group_id, user_id, answer, points)
        VALUES (${question.rows[0]!.id}, ${group.id}, ${userId}, 'Kane', ${points})`);
    };
    await ask(seasonId, admin.id, 5);
    await ask(olderSeason, owner.id, 7);

    const after = (await seasonTable(seasonId, owner.cookie)).json() as SeasonLeaderboard;
    expect(after.hasBonus).toBe(true);
    expect(rowsOf(after)).toEqual([
      ['admin', 1, 6, 0, 5],
      ['member', 2, 3, 1, 0],
      ['owner', 3, 0, 0, 0],
    ]);
    const last = (await seasonTable(olderSeason, owner.cookie)).json() as SeasonLeaderboard;
    expect(rowsOf(last)).toEqual([
      ['owner', 1, 7, 0, 7],
      ['admin', 2, 0, 0, 0],
      ['member', 2, 0, 0, 0],
    ]);
    expect(last.hasResults).toBe(true);
    const allTime = (await game.call('GET', `/api/v1/groups/${group.id}/leaderboard`, owner.cookie)).json() as GroupLeaderboard;
    expect(rowsOf(allTime)).toEqual([
      ['owner', 1, 7, 0, 7],
      ['admin', 2, 6, 0, 5],
      ['member', 3, 3, 1, 0],
    ]);
  });
});
