import { GROUP_MESSAGES, JOKER_MESSAGES, PREDICTION_MESSAGES, type PredictionSheet } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { buildGroup, groupWithRoles, join } from './support/groups.js';
import { enableJokers } from './support/jokers.js';
import { type TestApp, createTestApp } from './support/test-app.js';

// The server's clock, moved by hand. Kick-offs at +3 h and +4 h; the deadline (deadline mode) at +2 h.
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
const demo = createDemoProvider({ seed: 'joker', now: () => now.getTime() });
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
const sheetUrl = (gameweekId: string, userId: string) => `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`;
type Row = { matchId: string; home: number | null; away: number | null };
/** A save; `jokerMatchId` left out unless given (undefined: the joker stays where it is). */
const save = (cookie: string, gameweekId: string, userId: string, predictions: Row[], jokerMatchId?: string | null) =>
  call('PUT', sheetUrl(gameweekId, userId), cookie, { predictions, ...(jokerMatchId === undefined ? {} : { jokerMatchId }) });
const jokerOf = (sheet: PredictionSheet) => sheet.predictions.filter((prediction) => prediction.isJoker).map((p) => p.matchId);

/** A group with every role and a placeholder, jokers on (unless `jokers` false), and a gameweek of two custom matches. */
async function setUp({ jokers = true, predictionsClose = 'deadline' as 'deadline' | 'kickoff' } = {}) {
  const roles = await groupWithRoles(t.app, { predictionsClose });
  if (jokers) await enableJokers(t, roles.group.id);
  const ghost = (
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
  expect(created.statusCode).toBe(201);
  const gameweek = created.json() as { id: string; matches: Array<{ id: string }> };
  const [first, second] = gameweek.matches as [{ id: string }, { id: string }];
  const both = (home: number): Row[] => [
    { matchId: first.id, home, away: 0 },
    { matchId: second.id, home, away: 1 },
  ];
  return { ...roles, ghost, gameweek, first, second, both };
}

describe('setting the joker', () => {
  it('is refused where the group plays without jokers, and the sheet does not offer it', async () => {
    const { member, gameweek, first, both } = await setUp({ jokers: false });
    const refused = await save(member.cookie, gameweek.id, member.id, both(1), first.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(JOKER_MESSAGES.off);
    const sheet = (await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(sheet).toMatchObject({ canUseJoker: false, canMoveJoker: false, predictions: [] });
  });

  it('goes on a predicted match with the save, moves while open, stays when left out, and comes off with null', async () => {
    const { member, gameweek, first, second, both } = await setUp();
    const fresh = (await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(fresh).toMatchObject({ canUseJoker: true, canMoveJoker: true });

    const set = await save(member.cookie, gameweek.id, member.id, both(1), first.id);
    expect(set.statusCode).toBe(200);
    expect(jokerOf(set.json())).toEqual([first.id]);
    const moved = await save(member.cookie, gameweek.id, member.id, both(2), second.id);
    expect(jokerOf(moved.json())).toEqual([second.id]);
    // A save without `jokerMatchId` (the one-statement path) leaves it where it is.
    const scoresOnly = await save(member.cookie, gameweek.id, member.id, both(3));
    expect(jokerOf(scoresOnly.json())).toEqual([second.id]);
    const read = (await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(jokerOf(read)).toEqual([second.id]);
    const off = await save(member.cookie, gameweek.id, member.id, both(3), null);
    expect(jokerOf(off.json())).toEqual([]);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM predictions WHERE user_id = ${member.id} AND is_joker`);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('needs a prediction on its match; removing that prediction removes its joker; a match of another gameweek is refused', async () => {
    const { member, gameweek, first, second } = await setUp();
    const other = await setUp();
    const bare = await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 1, away: 0 }], second.id);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(JOKER_MESSAGES.needsPrediction);
    // Nothing of the refused save was written.
    expect((await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json().predictions).toEqual([]);

    const elsewhere = await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 1, away: 0 }], other.first.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe(PREDICTION_MESSAGES.matchNotInGameweek);

    expect((await save(member.cookie, gameweek.id, member.id, [{ matchId: first.id, home: 1, away: 0 }], first.id)).statusCode).toBe(200);
    // Both sides emptied: the prediction goes, and its joker with it; it cannot stay on the emptied match either.
    const emptied = [{ matchId: first.id, home: null, away: null }];
    expect((await save(member.cookie, gameweek.id, member.id, emptied, first.id)).json().error.message).toBe(
      JOKER_MESSAGES.needsPrediction,
    );
    const removed = await save(member.cookie, gameweek.id, member.id, emptied);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().predictions).toEqual([]);
  });

  it('follows the roles: anonymous 401, non-member 403, a member not for a placeholder, an admin for a placeholder', async () => {
    const { admin, owner, member, outsider, ghost, gameweek, first, second, both } = await setUp();
    expect((await save('', gameweek.id, member.id, both(1), first.id)).statusCode).toBe(401);
    const outside = await save(outsider.cookie, gameweek.id, outsider.id, both(1), first.id);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe(GROUP_MESSAGES.notMember);
    const byMember = await save(member.cookie, gameweek.id, ghost.id, both(1), first.id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
    // An admin sets a placeholder's joker through the same endpoint, by the same rules.
    const byAdmin = await save(admin.cookie, gameweek.id, ghost.id, both(1), first.id);
    expect(byAdmin.statusCode).toBe(200);
    expect(jokerOf(byAdmin.json())).toEqual([first.id]);
    expect(byAdmin.json()).toMatchObject({ canUseJoker: true, canMoveJoker: true });
    const byOwner = await save(owner.cookie, gameweek.id, ghost.id, both(1), second.id);
    expect(jokerOf(byOwner.json())).toEqual([second.id]);
    // Nobody sets a real member's joker for them.
    expect((await save(admin.cookie, gameweek.id, member.id, both(1), first.id)).json().error.message).toBe(
      PREDICTION_MESSAGES.placeholderMembersOnly,
    );
    // The admin reads the placeholder's sheet with its joker.
    expect(jokerOf((await call('GET', sheetUrl(gameweek.id, ghost.id), admin.cookie)).json())).toEqual([second.id]);
  });

  it('is closed with the gameweek: at the deadline and once locked nothing moves it', async () => {
    const { owner, member, gameweek, first, second, both } = await setUp();
    expect((await save(member.cookie, gameweek.id, member.id, both(1), first.id)).statusCode).toBe(200);
    now = new Date(at(2));
    const late = await save(member.cookie, gameweek.id, member.id, both(1), second.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(PREDICTION_MESSAGES.closed);
    now = START;
    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const locked = await save(member.cookie, gameweek.id, member.id, both(1), null);
    expect(locked.json().error.message).toBe(PREDICTION_MESSAGES.closed);
    const sheet = (await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(jokerOf(sheet)).toEqual([first.id]);
    expect(sheet).toMatchObject({ canUseJoker: false, canMoveJoker: false });
  });

  it('with kick-off locks, stays on a match that has kicked off while the rest of the gameweek is open', async () => {
    const { member, gameweek, first, second, both } = await setUp({ predictionsClose: 'kickoff' });
    expect((await save(member.cookie, gameweek.id, member.id, both(1), first.id)).statusCode).toBe(200);
    now = new Date(at(3));
    const sheet = (await call('GET', sheetUrl(gameweek.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(sheet).toMatchObject({ canUseJoker: true, canMoveJoker: false, openMatchIds: [second.id] });
    for (const target of [second.id, null]) {
      const stuck = await save(member.cookie, gameweek.id, member.id, [{ matchId: second.id, home: 4, away: 4 }], target);
      expect(stuck.statusCode).toBe(400);
      expect(stuck.json().error.message).toBe(JOKER_MESSAGES.stuck);
    }
    // The open match still takes its score; the joker stays.
    const scores = await save(member.cookie, gameweek.id, member.id, [{ matchId: second.id, home: 4, away: 4 }]);
    expect(scores.statusCode).toBe(200);
    expect(jokerOf(scores.json())).toEqual([first.id]);
  });

  it('never goes on a match that has kicked off (kick-off locks)', async () => {
    const { member, gameweek, first, second, both } = await setUp({ predictionsClose: 'kickoff' });
    expect((await save(member.cookie, gameweek.id, member.id, both(1))).statusCode).toBe(200);
    now = new Date(at(3));
    const refused = await save(member.cookie, gameweek.id, member.id, [{ matchId: second.id, home: 1, away: 1 }], first.id);
    expect(refused.json().error.message).toBe(JOKER_MESSAGES.matchClosed);
    expect(
      jokerOf((await save(member.cookie, gameweek.id, member.id, [{ matchId: second.id, home: 1, away: 1 }], second.id)).json()),
    ).toEqual([second.id]);
  });
});

describe('one joker a gameweek', () => {
  it('stays one under racing saves that put it on different matches', async () => {
    const { member, gameweek, first, second, both } = await setUp();
    expect((await save(member.cookie, gameweek.id, member.id, both(1))).statusCode).toBe(200);
    // Each save writes one match's score and puts the joker on the other: row locks alone would not order them.
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const [scored, joker] = index % 2 ? [first, second] : [second, first];
        return save(member.cookie, gameweek.id, member.id, [{ matchId: scored.id, home: index, away: 0 }], joker.id);
      }),
    );
    expect(racing.map((response) => response.statusCode)).toEqual(racing.map(() => 200));
    const jokers = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM predictions WHERE user_id = ${member.id} AND is_joker`);
    expect(jokers.rows[0]!.n).toBe(1);
  });
});

describe('"Also save in my other groups"', () => {
  it('copies the scores, never the joker', async () => {
    const { owner, member, group } = await setUp();
    const other = await buildGroup(t.app, owner, { name: 'Second League' });
    await enableJokers(t, other.id);
    expect((await join(t.app, member, other.id)).statusCode).toBe(200);
    const [fixture] = (await demo.competitionMatches(9001, { from: '2026-11-22', to: '2026-12-05' })).filter(
      (match) => Date.parse(match.utcDate) > Date.parse(at(6)),
    );
    const real = { kind: 'real', competitionId: 9001, apiMatchId: fixture!.id, utcDate: fixture!.utcDate };
    const weekIn = async (groupId: string) => {
      const created = await call('POST', `/api/v1/groups/${groupId}/gameweeks`, owner.cookie, { deadline: at(5), matches: [real] });
      expect(created.statusCode).toBe(201);
      return created.json() as { id: string; matches: Array<{ id: string }> };
    };
    const firstWeek = (await call('GET', `/api/v1/groups/${group.id}/page`, member.cookie)).json().active.sheet.gameweek.id as string;
    await call('PATCH', `/api/v1/gameweeks/${firstWeek}/lock`, owner.cookie, { isLocked: true });
    const here = await weekIn(group.id);
    const there = await weekIn(other.id);
    const saved = await call('PUT', sheetUrl(here.id, member.id), member.cookie, {
      predictions: [{ matchId: here.matches[0]!.id, home: 2, away: 2 }],
      alsoInMyOtherGroups: true,
      jokerMatchId: here.matches[0]!.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(jokerOf(saved.json())).toEqual([here.matches[0]!.id]);
    expect(saved.json().otherGroups).toMatchObject([{ groupId: other.id, savedMatchIds: [here.matches[0]!.id] }]);
    const copied = (await call('GET', sheetUrl(there.id, member.id), member.cookie)).json() as PredictionSheet;
    expect(copied.predictions).toMatchObject([{ home: 2, away: 2, isJoker: false }]);
  });
});
