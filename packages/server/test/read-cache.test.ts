import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupWithRoles, join } from './support/groups.js';
import { AFTER_KICK_OFF, type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/*
 * Group pages' shared parts are kept in memory per group version (lib/group-scope.ts). Two instances on one
 * database: `cached` keeps them, `fresh` (READ_CACHE=false) reads everything every time. After each kind of
 * change, made through either instance or straight in SQL (as another tool would), both must answer alike.
 */
let cached: TestApp;
let fresh: TestApp;

beforeAll(async () => {
  cached = await createTestApp();
  fresh = await createTestApp({ READ_CACHE: 'false' }, { sharedDatabaseUrl: cached.database.url });
});

afterAll(async () => {
  await fresh?.close();
  await cached?.close();
});

const get = (t: TestApp, url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** The cached instance's answers equal the uncached one's, for each page read, as each viewer. */
async function expectSameAnswers(urls: string[], cookies: string[]) {
  for (const url of urls) {
    for (const cookie of cookies) {
      const [mine, truth] = await Promise.all([get(cached, url, cookie), get(fresh, url, cookie)]);
      expect({ url, status: mine.statusCode, body: mine.json() as unknown }).toEqual({
        url,
        status: truth.statusCode,
        body: truth.json() as unknown,
      });
    }
  }
}

describe('reads kept in memory per group version', () => {
  it('answer exactly like a fresh read after every kind of change, wherever it was made', async () => {
    const game = gameHelpers(cached.app, new Date());
    const roles = await groupWithRoles(cached.app);
    const { owner, admin, member, group } = roles;
    const gameweek = await game.gameweek(roles, 48, ['One', 'Two']);
    const [first, second] = gameweek.matches.map((match) => match.id) as [string, string];
    const pages = [
      `/api/v1/groups/${group.id}/leaderboard`,
      `/api/v1/gameweeks/${gameweek.id}`,
      `/api/v1/gameweeks/${gameweek.id}/leaderboard`,
      `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`,
      '/api/v1/me/home',
      '/api/v1/me/predictions',
      '/api/v1/me/leaderboards',
      `/api/v1/groups/${group.id}/page`,
    ];
    const viewers = [owner.cookie, admin.cookie, member.cookie];
    const check = () => expectSameAnswers(pages, viewers);

    await check(); // fills the cache
    expect((await game.predict(member, gameweek.id, [[first, 2, 1]])).statusCode).toBe(200);
    await check();

    // A name changed by another tool, straight in the database.
    await cached.database.db.execute(sql`UPDATE users SET username = 'renamed member' WHERE id = ${member.id}`);
    await check();
    await cached.database.db.execute(sql`UPDATE groups SET name = 'Renamed group' WHERE id = ${group.id}`);
    await check();

    // A member joins through the other instance.
    const late = await registerAndSignIn(fresh.app, { username: 'late' });
    expect((await join(fresh.app, late, group.id)).statusCode).toBe(200);
    await check();
    await expectSameAnswers(pages, [late.cookie]);

    // A match added, then the gameweek locked and its results entered.
    const edit = await cached.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/matches`,
      headers: { cookie: owner.cookie },
      payload: {
        deadline: game.at(48),
        add: [{ kind: 'custom', homeTeam: 'Three H', awayTeam: 'Three A', matchTime: game.at(60) }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await check();
    expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
    await check();
    const scores = await fresh.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/final-scores`,
      headers: { cookie: owner.cookie, ...AFTER_KICK_OFF },
      payload: {
        scores: [
          { matchId: first, home: 2, away: 1 },
          { matchId: second, home: 0, away: 0 },
        ],
      },
    });
    expect(scores.statusCode, scores.body).toBe(200);
    await check();

    // An admin's adjustment, then a member leaving.
    const adjust = await cached.app.inject({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}/leaderboard`,
      headers: { cookie: owner.cookie },
      payload: { rows: [{ userId: admin.id, totalPoints: 7 }] },
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    await check();
    expect(
      (await fresh.app.inject({ method: 'POST', url: `/api/v1/groups/${group.id}/leave`, headers: { cookie: late.cookie } })).statusCode,
    ).toBe(204);
    await check();
    await expectSameAnswers(pages, [late.cookie]);

    // The gameweek deleted: both say it is gone.
    expect(
      (await cached.app.inject({ method: 'DELETE', url: `/api/v1/gameweeks/${gameweek.id}`, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(204);
    await check();
    expect((await get(cached, pages[1]!, member.cookie)).statusCode).toBe(404);
  });

  it('a save answers with the sheet as stored, and one whose group moved meanwhile still lands', async () => {
    const game = gameHelpers(cached.app, new Date());
    const roles = await groupWithRoles(cached.app);
    const { member } = roles;
    const gameweek = await game.gameweek(roles, 48, ['One', 'Two']);
    const [first, second] = gameweek.matches.map((match) => match.id) as [string, string];
    await get(cached, `/api/v1/gameweeks/${gameweek.id}`, member.cookie);
    const saved = await game.predict(member, gameweek.id, [[second, 3, 0]]);
    expect(saved.statusCode, saved.body).toBe(200);
    // The group moves between two saves (a rename elsewhere): the second save still lands, in full.
    await cached.database.db.execute(sql`UPDATE groups SET name = 'Moved on' WHERE id = ${roles.group.id}`);
    const again = await game.predict(member, gameweek.id, [[first, 1, 1]]);
    expect(again.statusCode, again.body).toBe(200);
    const { notSaved, otherGroups, ...sheet } = again.json() as {
      predictions: Array<{ matchId: string; home: number; away: number }>;
      gameweek: { groupName: string };
      notSaved: unknown[];
      otherGroups: unknown[];
    };
    expect(notSaved).toEqual([]);
    expect(otherGroups).toEqual([]);
    expect(sheet.predictions.map(({ matchId, home, away }) => [matchId, home, away])).toEqual([
      [first, 1, 1],
      [second, 3, 0],
    ]);
    expect(sheet.gameweek.groupName).toBe('Moved on');
    const stored = await get(fresh, `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`, member.cookie);
    expect(stored.json()).toEqual(sheet);
  });
});
