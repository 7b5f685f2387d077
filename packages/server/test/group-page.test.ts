import type { GroupPage } from '@scoreline/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

// A fixed server clock, so phases do not move between the page's read and its parts' own reads.
const now = new Date('2026-11-21T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => t.close());

const game = () => gameHelpers(t.app, now);
const read = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const pageOf = async (groupId: string, cookie?: string) => read(`/api/v1/groups/${groupId}/page`, cookie);

/** What the page's parts' own endpoints answer the viewer, to compare with the page. */
async function partsAsTheirEndpointsAnswer(groupId: string, user: { id: string; cookie: string }, activeId: string | null) {
  const json = async (url: string) => {
    const response = await read(url, user.cookie);
    expect(response.statusCode, url).toBe(200);
    return response.json() as unknown;
  };
  return {
    group: await json(`/api/v1/groups/${groupId}`),
    gameweeks: ((await json(`/api/v1/groups/${groupId}/gameweeks`)) as { gameweeks: unknown }).gameweeks,
    board: await json(`/api/v1/groups/${groupId}/leaderboard`),
    active: activeId && {
      sheet: await json(`/api/v1/gameweeks/${activeId}/players/${user.id}/predictions`),
      board: await json(`/api/v1/gameweeks/${activeId}/leaderboard`),
    },
  };
}

describe("the group page's first view (GET /groups/{id}/page)", () => {
  it('is for the signed-in: anonymous 401; unknown or malformed group 404', async () => {
    const { member, group } = await groupWithRoles(t.app);
    expect((await pageOf(group.id)).statusCode).toBe(401);
    expect((await pageOf('3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11', member.cookie)).statusCode).toBe(404);
    expect((await pageOf('not-a-group', member.cookie)).statusCode).toBe(404);
  });

  it("gives a non-member the group alone, as /groups/{id} does (a private group's join prompt, nothing inside)", async () => {
    for (const overrides of [{}, { isPublic: false, pin: '4321' }]) {
      const roles = await groupWithRoles(t.app, overrides);
      await game().gameweek(roles, 48, ['One']);
      const response = await pageOf(roles.group.id, roles.outsider.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json() as GroupPage;
      expect(page).toEqual({
        group: (await read(`/api/v1/groups/${roles.group.id}`, roles.outsider.cookie)).json(),
        gameweeks: null,
        board: null,
        active: null,
      });
      expect(page.group.viewer.isMember).toBe(false);
    }
  });

  it('gives member, admin and owner exactly what the four endpoints of the first tab answer each of them', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, admin, member, group } = roles;
    const played = await game().gameweek(roles, 2, ['Old']);
    await game().predict(member, played.id, [[played.matches[0]!.id, 4, 4]]);
    const open = await game().gameweek(roles, 48, ['One', 'Two', 'Three']);
    expect((await game().predict(member, open.id, [[open.matches[1]!.id, 2, 1]])).statusCode).toBe(200);

    for (const user of [member, admin, owner]) {
      const response = await pageOf(group.id, user.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(await partsAsTheirEndpointsAnswer(group.id, user, open.id));
    }
    const page = (await pageOf(group.id, member.cookie)).json() as GroupPage;
    expect(page.gameweeks?.map((gameweek) => gameweek.isActive)).toEqual([false, true]);
    // The sheet is the active gameweek's own: the earlier gameweek's 4-4 is not in it.
    expect(page.active?.sheet.gameweek.id).toBe(open.id);
    expect(page.active?.sheet.predictions).toMatchObject([{ matchId: open.matches[1]!.id, home: 2, away: 1 }]);
    expect(page.group.viewer).toMatchObject({ isMember: true, isAdmin: false, isOwner: false });
    expect(((await pageOf(group.id, owner.cookie)).json() as GroupPage).group.viewer).toMatchObject({ isAdmin: true, isOwner: true });
  });

  it('has no active part while no gameweek is active, and follows a change at once (a new gameweek, a saved prediction)', async () => {
    const roles = await groupWithRoles(t.app);
    const { member, group } = roles;
    const before = (await pageOf(group.id, member.cookie)).json() as GroupPage;
    expect(before).toMatchObject({ gameweeks: [], active: null });
    expect(before.board?.rows.length).toBe(3);

    const open = await game().gameweek(roles, 48, ['One', 'Two']);
    const created = (await pageOf(group.id, member.cookie)).json() as GroupPage;
    expect(created.gameweeks?.map((gameweek) => gameweek.id)).toEqual([open.id]);
    expect(created.active?.sheet.predictions).toEqual([]);

    await game().predict(member, open.id, [[open.matches[0]!.id, 1, 0]]);
    const predicted = (await pageOf(group.id, member.cookie)).json() as GroupPage;
    expect(predicted.active?.sheet.predictions).toMatchObject([{ matchId: open.matches[0]!.id, home: 1, away: 0 }]);
    expect(predicted).toEqual(await partsAsTheirEndpointsAnswer(group.id, member, open.id));
  });

  it('answers an id in any case, and upper-case gameweek ids still give the gameweek page (never a 500)', async () => {
    const roles = await groupWithRoles(t.app);
    const open = await game().gameweek(roles, 48, ['One']);
    const page = await pageOf(roles.group.id.toUpperCase(), roles.member.cookie);
    expect(page.statusCode).toBe(200);
    expect((page.json() as GroupPage).active?.sheet.gameweek.id).toBe(open.id);
    for (const url of [
      `/api/v1/gameweeks/${open.id.toUpperCase()}`,
      `/api/v1/gameweeks/${open.id.toUpperCase()}/players/${roles.member.id}/predictions`,
    ])
      expect((await read(url, roles.member.cookie)).statusCode, url).toBe(200);
  });

  it('answers without the active part when the active gameweek is deleted while the page is being read', async () => {
    const roles = await groupWithRoles(t.app);
    const open = await game().gameweek(roles, 48, ['One']);
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      // The page's season read waits behind this lock, after its session query named the active gameweek.
      await other.query('BEGIN');
      await other.query('LOCK TABLE seasons IN ACCESS EXCLUSIVE MODE');
      const pending = pageOf(roles.group.id, roles.member.cookie);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await other.query('DELETE FROM gameweeks WHERE id = $1', [open.id]);
      await other.query('COMMIT');
      const response = await pending;
      expect(response.statusCode).toBe(200);
      expect((response.json() as GroupPage).active).toBeNull();
    } finally {
      await other.end();
    }
  });
});
