import { PREDICTION_MESSAGES, type PredictionSheet, GROUP_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { buildGroup, groupWithRoles, join } from './support/groups.js';
import { containsJoker, enableJokers } from './support/jokers.js';
import { containsScore } from './support/scores.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
const demo = createDemoProvider({ seed: 'predictions', now: () => now.getTime() });
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: demo });
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** A group with every role, a placeholder member, and an active gameweek of two custom matches (deadline +2 h). */
async function setUp() {
  const roles = await groupWithRoles(t.app);
  const fake = (
    await call('POST', `/api/v1/groups/${roles.group.id}/placeholder-members`, roles.owner.cookie, { username: 'Ghost' })
  ).json() as {
    id: string;
  };
  const created = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
    deadline: at(2),
    matches: [
      { kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: at(3) },
      { kind: 'custom', homeTeam: 'Greens', awayTeam: 'Whites', matchTime: at(4) },
    ],
  });
  const gameweek = created.json() as { id: string; matches: Array<{ id: string; homeTeam: string }> };
  const [first, second] = gameweek.matches;
  return { ...roles, fake, gameweek, first: first!, second: second! };
}

const sheetUrl = (gameweekId: string, userId: string) => `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`;
const save = (
  cookie: string,
  gameweekId: string,
  userId: string,
  predictions: Array<{ matchId: string; home: number | null; away: number | null }>,
) => call('PUT', sheetUrl(gameweekId, userId), cookie, { predictions });

describe('saving predictions', () => {
  it('saves a whole gameweek in one request, an empty side as 0, and updates it on the next save', async () => {
    const { member, gameweek, first, second } = await setUp();
    const saved = await save(member.cookie, gameweek.id, member.id, [
      { matchId: first.id, home: 2, away: 1 },
      { matchId: second.id, home: null, away: 4 },
    ]);
    expect(saved.statusCode).toBe(200);
    const sheet = saved.json() as PredictionSheet;
    expect(sheet.predictions.map(({ home, away }) => [home, away])).toEqual([
      [2, 1],
      [0, 4],
    ]);
    expect(sheet.canEdit).toBe(true);
    const again = await save(member.cookie, gameweek.id, member.id, [{ matchId: second.id, home: 3, away: 3 }]);
    expect((again.json() as PredictionSheet).predictions.map(({ home, away }) => [home, away])).toEqual([
      [2, 1],
      [3, 3],
    ]);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM predictions WHERE user_id = ${member.id}`);
    expect(rows.rows[0]!.n).toBe(2);
  });

  it('follows the role matrix: anonymous, non-member, member, admin for a placeholder, admin for a real member', async () => {
    const { owner, admin, member, outsider, fake, gameweek, first } = await setUp();
    const one = [{ matchId: first.id, home: 1, away: 0 }];
    expect((await save('', gameweek.id, member.id, one)).statusCode).toBe(401);
    const outside = await save(outsider.cookie, gameweek.id, outsider.id, one);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await save(member.cookie, gameweek.id, member.id, one)).statusCode).toBe(200);
    // A member cannot predict for anybody else, a placeholder included.
    expect((await save(member.cookie, gameweek.id, fake.id, one)).json().error.message).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
    // Admins and the owner predict for placeholders only, recorded as made by them.
    expect((await save(admin.cookie, gameweek.id, member.id, one)).json().error.message).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
    expect((await save(admin.cookie, gameweek.id, fake.id, one)).statusCode).toBe(200);
    const made = await t.database.db.execute<{ created_by_admin: boolean; admin_id: string }>(
      sql`SELECT created_by_admin, admin_id FROM predictions WHERE user_id = ${fake.id}`,
    );
    expect(made.rows).toEqual([{ created_by_admin: true, admin_id: admin.id }]);
    expect((await save(owner.cookie, gameweek.id, fake.id, [{ matchId: first.id, home: 4, away: 4 }])).statusCode).toBe(200);
    expect((await call('GET', sheetUrl(gameweek.id, fake.id), admin.cookie)).json().canEdit).toBe(true);
  });

  it('refuses after the deadline, on a locked gameweek, on a locked prediction and for a match outside the gameweek', async () => {
    const { owner, member, gameweek, first } = await setUp();
    const other = await setUp();
    const one = [{ matchId: first.id, home: 1, away: 1 }];

    const foreign = await save(member.cookie, gameweek.id, member.id, [{ matchId: other.first.id, home: 1, away: 0 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(PREDICTION_MESSAGES.matchNotInGameweek);

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const locked = await save(member.cookie, gameweek.id, member.id, one);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.message).toBe(PREDICTION_MESSAGES.closed);
    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: false });
    expect((await save(member.cookie, gameweek.id, member.id, one)).statusCode).toBe(200);

    await t.database.db.execute(sql`UPDATE predictions SET is_locked = true WHERE user_id = ${member.id}`);
    const lockedPrediction = await save(member.cookie, gameweek.id, member.id, [
      { matchId: first.id, home: 5, away: 5 },
      { matchId: gameweek.matches[1]!.id, home: 0, away: 1 },
    ]);
    expect(lockedPrediction.statusCode).toBe(400);
    expect(lockedPrediction.json().error.message).toBe(PREDICTION_MESSAGES.locked);
    // All or nothing: the second match was not saved either.
    expect((await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json().predictions).toHaveLength(1);

    now = new Date(at(2)); // the deadline, by the server's clock (the sweep has not run)
    const late = await save(member.cookie, other.gameweek.id, other.member.id, [{ matchId: other.first.id, home: 1, away: 0 }]);
    expect(late.statusCode).toBe(403); // not a member of the other group
    const lateOwn = await save(other.member.cookie, other.gameweek.id, other.member.id, [{ matchId: other.first.id, home: 1, away: 0 }]);
    expect(lateOwn.statusCode).toBe(400);
    expect(lateOwn.json().error.message).toBe(PREDICTION_MESSAGES.closed);
  });

  it('refuses bad scores with a clear message', async () => {
    const { member, gameweek, first } = await setUp();
    const negative = await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: -1, away: 0 }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe('Scores cannot be negative.');
    const notUuid = await call('PUT', sheetUrl(gameweek.id, member.id), member.cookie, {
      predictions: [{ matchId: 'x', home: 1, away: 1 }],
    });
    expect(notUuid.statusCode).toBe(400);
  });

  it('50 parallel saves of the same prediction leave one row and no server error', async () => {
    const { member, gameweek, first } = await setUp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: index % 7, away: 1 }]),
      ),
    );
    expect(responses.map((response) => response.statusCode).filter((code) => code !== 200)).toEqual([]);
    const rows = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM predictions WHERE user_id = ${member.id} AND match_id = ${first.id}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });
});

describe('blank and cleared predictions', () => {
  const blank = (matchId: string) => ({ matchId, home: null, away: null });
  const countOf = async (userId: string) =>
    (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM predictions WHERE user_id = ${userId}`)).rows[0]!.n;

  it('a match with both sides empty gets no prediction (it is not 0-0), and nothing in the figures counts it', async () => {
    const { owner, member, admin, group, gameweek, first, second } = await setUp();
    const saved = await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 2, away: 1 }, blank(second.id)]);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as PredictionSheet).predictions.map(({ matchId, home, away }) => [matchId, home, away])).toEqual([
      [first.id, 2, 1],
    ]);
    expect(await countOf(member.id)).toBe(1);
    // A blank-only save writes nothing either.
    expect((await save(admin.cookie, gameweek.id, admin.id, [blank(first.id), blank(second.id)])).statusCode).toBe(200);
    expect(await countOf(admin.id)).toBe(0);
    // Still missing a match: still on "Yet to predict".
    const waiting = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/yet-to-predict`, owner.cookie)).json() as {
      players: Array<{ id: string }>;
    };
    expect(waiting.players.map((player) => player.id)).toEqual(expect.arrayContaining([member.id, admin.id]));

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const nobody = (await call('GET', `/api/v1/matches/${second.id}`, owner.cookie)).json();
    expect(nobody.predictions).toEqual([]);
    expect(nobody.summary).toMatchObject({ total: 0, mostPopular: null });
    const one = (await call('GET', `/api/v1/matches/${first.id}`, owner.cookie)).json();
    expect(one.summary).toMatchObject({ total: 1, mostPopular: { home: 2, away: 1, count: 1 } });
    const page = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions`, owner.cookie)).json();
    expect(page.players.map((entry: { player: { id: string } }) => entry.player.id)).toEqual([member.id]);

    // Results in: the member's one prediction is marked, no 0-0 that nobody made.
    now = new Date(at(6));
    const scores = [
      { matchId: first.id, home: 0, away: 0 },
      { matchId: second.id, home: 0, away: 0 },
    ];
    expect((await call('PUT', `/api/v1/gameweeks/${gameweek.id}/final-scores`, owner.cookie, { scores })).statusCode).toBe(200);
    const stats = (await call('GET', `/api/v1/groups/${group.id}/stats`, owner.cookie)).json() as {
      players: Array<{ player: { id: string }; stats: { predictionsMarked: number; correctScores: number } }>;
    };
    const statsOf = (id: string) => stats.players.find((entry) => entry.player.id === id)?.stats;
    expect(statsOf(member.id)).toMatchObject({ predictionsMarked: 1, correctScores: 0 });
    expect(statsOf(admin.id)?.predictionsMarked ?? 0).toBe(0);
  });

  it('emptying both sides of a saved prediction removes it, for one’s own and an admin’s placeholder; a locked one stays', async () => {
    const { owner, member, fake, gameweek, first, second } = await setUp();
    await save(member.cookie, gameweek.id, member.id, [
      { matchId: first.id, home: 2, away: 1 },
      { matchId: second.id, home: 1, away: 1 },
    ]);
    const cleared = await save(member.cookie, gameweek.id, member.id, [blank(first.id), { matchId: second.id, home: 1, away: 1 }]);
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as PredictionSheet).predictions.map(({ matchId }) => matchId)).toEqual([second.id]);
    expect((await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json().predictions).toHaveLength(1);
    // Alone in a save, too.
    expect((await save(member.cookie, gameweek.id, member.id, [blank(second.id)])).json().predictions).toEqual([]);
    expect(await countOf(member.id)).toBe(0);

    await save(owner.cookie, gameweek.id, fake.id, [{ matchId: first.id, home: 3, away: 0 }]);
    const placeholder = await save(owner.cookie, gameweek.id, fake.id, [blank(first.id)]);
    expect(placeholder.statusCode).toBe(200);
    expect(await countOf(fake.id)).toBe(0);

    await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 5, away: 5 }]);
    await t.database.db.execute(sql`UPDATE predictions SET is_locked = true WHERE user_id = ${member.id}`);
    const locked = await save(member.cookie, gameweek.id, member.id, [blank(first.id), { matchId: second.id, home: 2, away: 2 }]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.message).toBe(PREDICTION_MESSAGES.locked);
    const left = await t.database.db.execute(sql`SELECT predicted_home_score AS home FROM predictions WHERE user_id = ${member.id}`);
    expect(left.rows).toEqual([{ home: 5 }]);
  });

  it('answers a save with no predictions with a 400 and a message, never a server error', async () => {
    const { member, gameweek } = await setUp();
    const empty = await call('PUT', sheetUrl(gameweek.id, member.id), member.cookie, { predictions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('There are no predictions to save.');
  });
});

/** Every reading endpoint of a group that could carry `playerId`'s prediction on `matchId` (the visibility walk). */
const visibilityReads = (
  cookie: string,
  { groupId, gameweekId, matchId, playerId }: { groupId: string; gameweekId: string; matchId: string; playerId: string },
) =>
  Promise.all([
    call('GET', sheetUrl(gameweekId, playerId), cookie),
    call('GET', `/api/v1/gameweeks/${gameweekId}/predictions`, cookie),
    call('GET', `/api/v1/matches/${matchId}`, cookie),
    call('GET', '/api/v1/me/predictions', cookie),
    call('GET', `/api/v1/gameweeks/${gameweekId}`, cookie),
    call('GET', `/api/v1/gameweeks/${gameweekId}/leaderboard`, cookie),
    call('GET', `/api/v1/groups/${groupId}/leaderboard`, cookie),
    call('GET', `/api/v1/groups/${groupId}/leaderboard/history`, cookie),
    call('GET', '/api/v1/me/leaderboards', cookie),
    call('GET', `/api/v1/groups/${groupId}/page`, cookie),
    call('GET', `/api/v1/gameweeks/${gameweekId}/yet-to-predict`, cookie),
    call('GET', '/api/v1/me/home', cookie),
  ]);

describe('visibility', () => {
  it('sends nobody another player’s prediction before the gameweek closes, from any endpoint; everyone’s after', async () => {
    const { owner, admin, member, group, gameweek, first } = await setUp();
    await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 7, away: 9 }]);
    await save(admin.cookie, gameweek.id, admin.id, [{ matchId: first.id, home: 1, away: 0 }]);

    const readsBy = (cookie: string) =>
      visibilityReads(cookie, { groupId: group.id, gameweekId: gameweek.id, matchId: first.id, playerId: member.id });

    for (const viewer of [admin, owner]) {
      const responses = await readsBy(viewer.cookie);
      for (const response of responses) expect(containsScore(response.json(), 7, 9), response.body).toBe(false);
      expect(responses[0]!.statusCode).toBe(403);
      expect(responses[0]!.json().error.message).toBe(PREDICTION_MESSAGES.notLockedYet);
      expect(responses[1]!.json().error.message).toBe(PREDICTION_MESSAGES.notLockedYet);
    }
    // The admin sees their own prediction on the match page before the lock, and only that.
    const adminMatch = (await call('GET', `/api/v1/matches/${first.id}`, admin.cookie)).json();
    expect(adminMatch.predictions.map((p: { player: { id: string } }) => p.player.id)).toEqual([admin.id]);
    expect(adminMatch.summary.mostPopular).toBeNull();

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const after = await readsBy(admin.cookie);
    expect(after[0]!.statusCode).toBe(200);
    expect(containsScore(after[0]!.json(), 7, 9)).toBe(true);
    expect(containsScore(after[1]!.json(), 7, 9)).toBe(true);
    expect(containsScore(after[2]!.json(), 7, 9)).toBe(true);
  });

  it('hides another player’s joker exactly like their prediction, from any endpoint; shows their own always; everyone’s after', async () => {
    const { owner, admin, member, group, gameweek, first } = await setUp();
    await enableJokers(t, group.id);
    const saved = await call('PUT', sheetUrl(gameweek.id, member.id), member.cookie, {
      predictions: [{ matchId: first.id, home: 7, away: 9 }],
      jokerMatchId: first.id,
    });
    expect(saved.statusCode).toBe(200);
    const readsBy = (cookie: string) =>
      visibilityReads(cookie, { groupId: group.id, gameweekId: gameweek.id, matchId: first.id, playerId: member.id });

    for (const viewer of [admin, owner])
      for (const response of await readsBy(viewer.cookie))
        expect(containsJoker(response.json()), `${response.raw.req.url} ${response.body}`).toBe(false);
    // The player's own pages show it: the sheet, the match page, /predictions, the group page, and their export.
    const own = await readsBy(member.cookie);
    for (const index of [0, 2, 3, 9]) expect(containsJoker(own[index]!.json()), own[index]!.raw.req.url).toBe(true);
    expect(containsJoker((await call('GET', '/api/v1/me/export.json', member.cookie)).json())).toBe(true);
    expect(containsJoker((await call('GET', '/api/v1/me/export.json', admin.cookie)).json())).toBe(false);

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const after = await readsBy(admin.cookie);
    for (const index of [0, 1, 2]) expect(containsJoker(after[index]!.json()), after[index]!.raw.req.url).toBe(true);
  });

  it('stays per group for a prediction saved in two groups at once: shown where its group has closed, hidden where open', async () => {
    // One real fixture in two groups of the same players; the member saves it once, in both.
    const { owner, admin, member, group } = await setUp();
    const other = await buildGroup(t.app, owner, { name: 'Second League' });
    for (const user of [admin, member]) expect((await join(t.app, user, other.id)).statusCode).toBe(200);
    const [fixture] = (await demo.competitionMatches(9001, { from: '2026-11-22', to: '2026-12-05' })).filter(
      (match) => Date.parse(match.utcDate) > Date.parse(at(6)),
    );
    const real = { kind: 'real', competitionId: 9001, apiMatchId: fixture!.id, utcDate: fixture!.utcDate };
    const weekIn = async (groupId: string, deadline: number) => {
      const created = await call('POST', `/api/v1/groups/${groupId}/gameweeks`, owner.cookie, { deadline: at(deadline), matches: [real] });
      expect(created.statusCode).toBe(201);
      return created.json() as { id: string; matches: Array<{ id: string }> };
    };
    const firstWeek = (await call('GET', `/api/v1/groups/${group.id}/page`, member.cookie)).json().active.sheet.gameweek.id as string;
    await call('PATCH', `/api/v1/gameweeks/${firstWeek}/lock`, owner.cookie, { isLocked: true });
    const here = await weekIn(group.id, 2);
    const there = await weekIn(other.id, 4);
    const saved = await call('PUT', sheetUrl(here.id, member.id), member.cookie, {
      predictions: [{ matchId: here.matches[0]!.id, home: 7, away: 9 }],
      alsoInMyOtherGroups: true,
    });
    expect(saved.json().otherGroups).toMatchObject([{ groupId: other.id, savedMatchIds: [here.matches[0]!.id], notSaved: null }]);
    const walk = (cookie: string, groupId: string, week: { id: string; matches: Array<{ id: string }> }) =>
      visibilityReads(cookie, { groupId, gameweekId: week.id, matchId: week.matches[0]!.id, playerId: member.id });

    // Both open: neither group shows it to anyone else.
    for (const viewer of [admin, owner])
      for (const response of [...(await walk(viewer.cookie, group.id, here)), ...(await walk(viewer.cookie, other.id, there))])
        expect(containsScore(response.json(), 7, 9), `${response.raw.req.url} ${response.body}`).toBe(false);

    // The first group closes: it shows the prediction there; the second, still open, shows it nowhere.
    await call('PATCH', `/api/v1/gameweeks/${here.id}/lock`, owner.cookie, { isLocked: true });
    const closed = await walk(admin.cookie, group.id, here);
    expect(containsScore(closed[0]!.json(), 7, 9)).toBe(true);
    expect(containsScore(closed[2]!.json(), 7, 9)).toBe(true);
    for (const viewer of [admin, owner]) {
      const open = await walk(viewer.cookie, other.id, there);
      expect(open[0]!.statusCode).toBe(403);
      expect(open[0]!.json().error.message).toBe(PREDICTION_MESSAGES.notLockedYet);
      for (const response of open) expect(containsScore(response.json(), 7, 9), `${response.raw.req.url} ${response.body}`).toBe(false);
      expect(open[2]!.json().predictions.map((p: { player: { id: string } }) => p.player.id)).not.toContain(member.id);
    }
    // Another player's sheet never tells their other groups.
    expect(closed[0]!.json()).toMatchObject({ alsoOpenIn: [], alsoSaveInOtherGroups: false });
  });

  it('the gameweek page of predictions pages 25 players at a time, best first, and searches by name', async () => {
    const { owner, admin, member, fake, gameweek, first } = await setUp();
    for (const [user, home] of [
      [member, 2],
      [admin, 3],
    ] as const)
      await save(user.cookie, gameweek.id, user.id, [{ matchId: first.id, home, away: 0 }]);
    await save(owner.cookie, gameweek.id, fake.id, [{ matchId: first.id, home: 1, away: 0 }]);
    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const all = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions`, member.cookie)).json();
    expect(all.total).toBe(3);
    expect(all.players.map((entry: { player: { username: string } }) => entry.player.username).sort()).toEqual([
      'Ghost',
      'admin',
      'member',
    ]);
    const page = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions?offset=1&limit=1`, member.cookie)).json();
    expect(page.players).toHaveLength(1);
    expect(page.total).toBe(3);
    const search = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions?search=GHO`, member.cookie)).json();
    expect(search.players.map((entry: { player: { username: string } }) => entry.player.username)).toEqual(['Ghost']);
    const wildcard = (await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions?search=%25`, member.cookie)).json();
    expect(wildcard.total).toBe(0);
    const nul = await call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions?search=a%00b`, member.cookie);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('Search cannot contain control characters.');
  });
});

describe('who still has to predict', () => {
  const yetToPredict = (gameweekId: string, cookie: string | undefined) =>
    call('GET', `/api/v1/gameweeks/${gameweekId}/yet-to-predict`, cookie);
  const names = async (gameweekId: string, cookie: string) =>
    ((await yetToPredict(gameweekId, cookie)).json() as { players: Array<{ username: string }> }).players.map((player) => player.username);

  it('is for members: anonymous 401, non-member 403, an unknown gameweek 404', async () => {
    const { outsider, member, gameweek } = await setUp();
    expect((await yetToPredict(gameweek.id, undefined)).statusCode).toBe(401);
    const refused = await yetToPredict(gameweek.id, outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await yetToPredict('3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11', member.cookie)).statusCode).toBe(404);
    expect((await yetToPredict(gameweek.id, member.cookie)).statusCode).toBe(200);
  });

  it('lists every member missing an open prediction by name, never a score; a whole sheet takes one off; nobody once closed', async () => {
    const { owner, admin, member, fake, gameweek, first, second } = await setUp();
    const everyone = [admin, member, owner].map((user) => user.username);
    expect(await names(gameweek.id, member.cookie)).toEqual(
      ['Ghost', ...everyone].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    // One of two matches is not enough; both are.
    await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 7, away: 9 }]);
    expect(await names(gameweek.id, admin.cookie)).toContain(member.username);
    await save(member.cookie, gameweek.id, member.id, [
      { matchId: first.id, home: 7, away: 9 },
      { matchId: second.id, home: 8, away: 6 },
    ]);
    await save(owner.cookie, gameweek.id, fake.id, [
      { matchId: first.id, home: 1, away: 1 },
      { matchId: second.id, home: 1, away: 1 },
    ]);
    const seenByAdmin = await yetToPredict(gameweek.id, admin.cookie);
    expect(seenByAdmin.json()).toMatchObject({ isOpen: true });
    expect(containsScore(seenByAdmin.json(), 7, 9)).toBe(false);
    expect(containsScore(seenByAdmin.json(), 1, 1)).toBe(false);
    expect(await names(gameweek.id, admin.cookie)).toEqual([admin, owner].map((user) => user.username).sort());

    now = new Date(Date.parse(at(2)) - 1000); // a second before the deadline: still open
    expect((await yetToPredict(gameweek.id, member.cookie)).json().isOpen).toBe(true);
    now = new Date(Date.parse(at(2))); // at the deadline nothing is open any more
    expect((await yetToPredict(gameweek.id, member.cookie)).json()).toEqual({
      isOpen: false,
      players: [],
      canRemind: false,
      remindedAt: null,
    });
  });

  it('says nothing is open in a gameweek no longer active (a newer one replaced it)', async () => {
    const { owner, member, group, gameweek } = await setUp();
    const next = await call('POST', `/api/v1/groups/${group.id}/gameweeks`, owner.cookie, {
      deadline: at(5),
      matches: [{ kind: 'custom', homeTeam: 'Later', awayTeam: 'Side', matchTime: at(6) }],
    });
    expect(next.statusCode).toBe(201);
    expect((await yetToPredict(gameweek.id, member.cookie)).json()).toEqual({
      isOpen: false,
      players: [],
      canRemind: false,
      remindedAt: null,
    });
    expect((await yetToPredict(next.json().id, member.cookie)).json().isOpen).toBe(true);
  });
});
