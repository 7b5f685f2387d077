import { GAMEWEEK_MESSAGES, GROUP_MESSAGES, type GameweekView, viewParts } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

// The server's clock for these tests: a fixed Saturday noon, moved by hand, never slept on.
const now = new Date('2026-11-21T12:00:00Z');
const clock = () => now;
const demo = createDemoProvider({ seed: 'gameweeks', now: () => now.getTime() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock, footballProvider: demo });
});
afterAll(async () => t.close());

const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/** Two demo fixtures kicking off after `deadline`. */
async function realPicks(deadline: string) {
  const upcoming = (await demo.competitionMatches(9001, { from: '2026-11-21', to: '2026-12-05' })).filter(
    (match) => match.utcDate > deadline,
  );
  return upcoming
    .slice(0, 2)
    .map((match) => ({ kind: 'real' as const, competitionId: 9001, apiMatchId: match.id, utcDate: match.utcDate }));
}

const create = (groupId: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/groups/${groupId}/gameweeks`, headers: cookie ? { cookie } : {}, payload });

describe('creating a gameweek', () => {
  it('is for admins: anonymous 401, non-member and member 403, admin and owner allowed', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app);
    const payload = {
      deadline: hoursFromNow(2),
      matches: [{ kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: hoursFromNow(3) }],
    };
    expect((await create(group.id, undefined, payload)).statusCode).toBe(401);
    const notMember = await create(group.id, outsider.cookie, payload);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().error.message).toBe(GROUP_MESSAGES.notMember);
    const plainMember = await create(group.id, member.cookie, payload);
    expect(plainMember.statusCode).toBe(403);
    expect(plainMember.json().error.message).toBe(GROUP_MESSAGES.adminsOnly);
    expect((await create(group.id, admin.cookie, payload)).statusCode).toBe(201);
    expect((await create(group.id, owner.cookie, payload)).statusCode).toBe(201);
  });

  it.each([
    ['no deadline', () => ({ deadline: null, matches: [] }), GAMEWEEK_MESSAGES.deadlineRequired],
    ['a deadline in the past (by the server clock)', () => ({ deadline: hoursFromNow(-1), matches: [] }), GAMEWEEK_MESSAGES.deadlinePast],
    ['no matches', () => ({ deadline: hoursFromNow(2), matches: [] }), GAMEWEEK_MESSAGES.matchesRequired],
    [
      'a match before the deadline',
      () => ({ deadline: hoursFromNow(5), matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: hoursFromNow(4) }] }),
      GAMEWEEK_MESSAGES.matchBeforeDeadline,
    ],
    [
      'a custom match without a team',
      () => ({ deadline: hoursFromNow(2), matches: [{ kind: 'custom', homeTeam: ' ', awayTeam: 'B', matchTime: hoursFromNow(4) }] }),
      GAMEWEEK_MESSAGES.customMatchIncomplete,
    ],
    [
      'a real match the provider does not know',
      () => ({
        deadline: hoursFromNow(2),
        matches: [{ kind: 'real', competitionId: 9001, apiMatchId: 900199999, utcDate: hoursFromNow(30) }],
      }),
      GAMEWEEK_MESSAGES.matchNotFound,
    ],
  ])('refuses %s with the spec message', async (_case, payload, message) => {
    const { owner, group } = await groupWithRoles(t.app);
    const response = await create(group.id, owner.cookie, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a real fixture kicking off before the deadline, whatever time the browser claims', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const [pick] = await realPicks(hoursFromNow(1));
    const lateDeadline = new Date(Date.parse(pick!.utcDate) + 3_600_000).toISOString();
    const response = await create(group.id, owner.cookie, { deadline: lateDeadline, matches: [{ ...pick, utcDate: hoursFromNow(500) }] });
    expect(response.json().error.message).toBe(GAMEWEEK_MESSAGES.matchBeforeDeadline);
  });

  it('creates "Gameweek n" with real and custom matches, stores clubs once, and makes it the one active gameweek', async () => {
    const { owner, member, group } = await groupWithRoles(t.app);
    const deadline = hoursFromNow(2);
    const picks = await realPicks(deadline);
    const first = await create(group.id, owner.cookie, {
      deadline,
      matches: [...picks, picks[0], { kind: 'custom', homeTeam: 'Office XI', awayTeam: 'Warehouse FC', matchTime: hoursFromNow(3) }],
    });
    expect(first.statusCode).toBe(201);
    const gameweek = first.json();
    expect(gameweek).toMatchObject({
      weekNumber: 1,
      isActive: true,
      isLocked: false,
      isFinished: false,
      groupName: 'Sunday League',
      viewer: { isAdmin: true },
    });
    expect(gameweek.matches).toHaveLength(3); // the duplicate pick is stored once
    const custom = gameweek.matches.find((match: { apiMatchId: number | null }) => match.apiMatchId === null);
    expect(custom).toMatchObject({ homeTeam: 'Office XI', awayTeam: 'Warehouse FC', homeCrest: null, status: null, finalHomeScore: null });
    const real = gameweek.matches.filter((match: { apiMatchId: number | null }) => match.apiMatchId !== null);
    for (const match of real) expect(match.homeCrest).toMatch(/^\/media\/demo-crests\/\d+\.svg$/);
    expect(gameweek.matches.map((match: { matchTime: string }) => match.matchTime)).toEqual(
      [...gameweek.matches.map((match: { matchTime: string }) => match.matchTime)].sort(),
    );

    const second = (await create(group.id, owner.cookie, { deadline, matches: picks })).json();
    expect(second.weekNumber).toBe(2);
    const list = (await t.app.inject({ url: `/api/v1/groups/${group.id}/gameweeks`, headers: { cookie: member.cookie } })).json().gameweeks;
    expect(list.map((week: { weekNumber: number; isActive: boolean }) => [week.weekNumber, week.isActive])).toEqual([
      [1, false],
      [2, true],
    ]);
    const distinct = await t.database.db.execute<{ n: number; d: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT api_club_id)::int AS d FROM clubs`,
    );
    expect(distinct.rows[0]!.n).toBe(distinct.rows[0]!.d);
  });
});

describe('reading gameweeks', () => {
  it('lets members read a gameweek and its matches; others get 403, 404 or 401', async () => {
    const { owner, member, outsider, group } = await groupWithRoles(t.app);
    const created = (
      await create(group.id, owner.cookie, {
        deadline: hoursFromNow(2),
        matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: hoursFromNow(3) }],
      })
    ).json();
    const read = (cookie?: string, id = created.id) => t.app.inject({ url: `/api/v1/gameweeks/${id}`, headers: cookie ? { cookie } : {} });
    expect((await read(member.cookie)).json()).toMatchObject({
      id: created.id,
      weekNumber: 1,
      viewer: { isAdmin: false },
      matches: [{ homeTeam: 'A' }],
    });
    const refused = await read(outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(member.cookie, '3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/groups/${group.id}/gameweeks`, headers: { cookie: outsider.cookie } })).statusCode).toBe(
      403,
    );
  });
  it("answers the page's first view once: its sheet and table, put back together, are what their own endpoints answer", async () => {
    const { owner, member, group } = await groupWithRoles(t.app);
    const gameweek = (
      await create(group.id, owner.cookie, {
        deadline: hoursFromNow(2),
        matches: [
          { kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: hoursFromNow(3) },
          { kind: 'custom', homeTeam: 'C', awayTeam: 'D', matchTime: hoursFromNow(4) },
        ],
      })
    ).json();
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie: member.cookie } })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`,
      headers: { cookie: member.cookie },
      payload: { predictions: [{ matchId: gameweek.matches[1].id, home: 2, away: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    const view = (await get(`/api/v1/gameweeks/${gameweek.id}`)) as GameweekView;
    // Nothing the view holds is sent twice.
    expect(Object.keys(view.sheet)).not.toContain('matches');
    expect(Object.keys(view.sheet)).not.toContain('gameweek');
    expect(Object.keys(view.board)).not.toContain('gameweek');
    const { sheet, board } = viewParts(view);
    expect(sheet).toEqual(await get(`/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`));
    expect(sheet.predictions).toMatchObject([{ matchId: gameweek.matches[1].id, home: 2, away: 1 }]);
    expect(board).toEqual(await get(`/api/v1/gameweeks/${gameweek.id}/leaderboard`));
  });
});
