import { GROUP_MESSAGES, PREDICTION_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { createStandingsService } from '../src/modules/standings/standings.service.js';
import { groupWithRoles } from './support/groups.js';
import { containsScore } from './support/scores.js';
import { AFTER_KICK_OFF, type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// The server's clock, moved by hand: kick-offs at +1 h (Reds v Blues) and +3 h (Greens v Whites).
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
const moveTo = (iso: string, offsetMs = 0) => {
  now = new Date(Date.parse(iso) + offsetMs);
};
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

/** A group whose predictions close at each kick-off, with a gameweek of two matches two hours apart. */
async function kickOffGroup() {
  const roles = await groupWithRoles(t.app, { predictionsClose: 'kickoff' });
  const created = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
    deadline: at(0.5), // the browser's; with kick-off locks the first kick-off is the deadline
    matches: [
      { kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: at(1) },
      { kind: 'custom', homeTeam: 'Greens', awayTeam: 'Whites', matchTime: at(3) },
    ],
  });
  expect(created.statusCode).toBe(201);
  const gameweek = created.json() as {
    id: string;
    deadline: string;
    closesAtKickOff: boolean;
    matches: Array<{ id: string; homeTeam: string }>;
  };
  const [early, late] = gameweek.matches as [{ id: string; homeTeam: string }, { id: string; homeTeam: string }];
  return { ...roles, gameweek, early, late };
}

const save = (cookie: string, gameweekId: string, userId: string, predictions: Array<{ matchId: string; home: number; away: number }>) =>
  call('PUT', `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`, cookie, { predictions });

describe('kick-off locks', () => {
  it('are a group setting; a gameweek keeps it, and its deadline is its first kick-off', async () => {
    const { member, group, gameweek } = await kickOffGroup();
    expect((await call('GET', `/api/v1/groups/${group.id}`, member.cookie)).json().predictionsClose).toBe('kickoff');
    expect(gameweek.closesAtKickOff).toBe(true);
    expect(gameweek.deadline).toBe(at(1));
    const plain = await groupWithRoles(t.app);
    expect((await call('GET', `/api/v1/groups/${plain.group.id}`, plain.member.cookie)).json().predictionsClose).toBe('deadline');
  });

  it('take a save a second before a kick-off; a second after, keep the open matches and name the closed one, losing nothing', async () => {
    const { member, gameweek, early, late } = await kickOffGroup();
    moveTo(at(1), -1000);
    const before = await save(member.cookie, gameweek.id, member.id, [
      { matchId: early.id, home: 1, away: 0 },
      { matchId: late.id, home: 2, away: 2 },
    ]);
    expect(before.statusCode).toBe(200);
    expect(before.json().notSaved).toEqual([]);

    moveTo(at(1), 1000);
    const after = await save(member.cookie, gameweek.id, member.id, [
      { matchId: early.id, home: 5, away: 5 },
      { matchId: late.id, home: 3, away: 1 },
    ]);
    expect(after.statusCode).toBe(200);
    expect(after.json().notSaved).toEqual([{ matchId: early.id, homeTeam: 'Reds', awayTeam: 'Blues' }]);
    expect(
      after.json().predictions.map(({ matchId, home, away }: { matchId: string; home: number; away: number }) => [matchId, home, away]),
    ).toEqual([
      [early.id, 1, 0],
      [late.id, 3, 1],
    ]);

    // Only the closed match named: nothing saved, nothing lost, said so.
    const closedOnly = await save(member.cookie, gameweek.id, member.id, [{ matchId: early.id, home: 9, away: 9 }]);
    expect(closedOnly.statusCode).toBe(200);
    expect(closedOnly.json().notSaved.map((match: { homeTeam: string }) => match.homeTeam)).toEqual(['Reds']);
    expect(containsScore(closedOnly.json().predictions, 9, 9)).toBe(false);

    // After the last kick-off the gameweek is closed.
    moveTo(at(3));
    const late1 = await save(member.cookie, gameweek.id, member.id, [{ matchId: late.id, home: 0, away: 0 }]);
    expect(late1.statusCode).toBe(400);
    expect(late1.json().error.message).toBe(PREDICTION_MESSAGES.closed);
  });

  it("show other players' predictions on a match from its kick-off, never before, on every endpoint", async () => {
    const { owner, admin, member, group, gameweek, early, late } = await kickOffGroup();
    await save(member.cookie, gameweek.id, member.id, [
      { matchId: early.id, home: 7, away: 9 },
      { matchId: late.id, home: 8, away: 6 },
    ]);
    const readsBy = (cookie: string) =>
      Promise.all([
        call('GET', `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`, cookie),
        call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions`, cookie),
        call('GET', `/api/v1/matches/${early.id}`, cookie),
        call('GET', `/api/v1/matches/${late.id}`, cookie),
        call('GET', `/api/v1/gameweeks/${gameweek.id}`, cookie),
        call('GET', `/api/v1/gameweeks/${gameweek.id}/yet-to-predict`, cookie),
        call('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, cookie),
        call('GET', `/api/v1/groups/${group.id}/leaderboard`, cookie),
        call('GET', '/api/v1/me/predictions', cookie),
      ]);

    moveTo(at(1), -1000);
    for (const viewer of [admin, owner]) {
      const responses = await readsBy(viewer.cookie);
      for (const response of responses) {
        expect(containsScore(response.json(), 7, 9), response.body).toBe(false);
        expect(containsScore(response.json(), 8, 6), response.body).toBe(false);
      }
      expect(responses[0]!.statusCode).toBe(403);
      expect(responses[0]!.json().error.message).toBe(PREDICTION_MESSAGES.notLockedYet);
    }

    moveTo(at(1), 1000);
    for (const viewer of [admin, owner]) {
      const [sheet, page, earlyMatch, lateMatch, ...rest] = await readsBy(viewer.cookie);
      expect(sheet!.statusCode).toBe(200);
      expect(containsScore(sheet!.json(), 7, 9)).toBe(true);
      expect(containsScore(sheet!.json(), 8, 6)).toBe(false);
      expect(containsScore(page!.json(), 7, 9)).toBe(true);
      expect(containsScore(page!.json(), 8, 6)).toBe(false);
      expect(earlyMatch!.json().isClosed).toBe(true);
      expect(containsScore(earlyMatch!.json(), 7, 9)).toBe(true);
      expect(lateMatch!.json().isClosed).toBe(false);
      expect(containsScore(lateMatch!.json(), 8, 6)).toBe(false);
      for (const response of rest) expect(containsScore(response.json(), 8, 6), response.body).toBe(false);
    }
    // The player's own are always theirs to see.
    const own = await call('GET', `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`, member.cookie);
    expect(containsScore(own.json(), 8, 6)).toBe(true);

    moveTo(at(3), 1000);
    const [sheet] = await readsBy(admin.cookie);
    expect(containsScore(sheet!.json(), 8, 6)).toBe(true);
  });

  it('the sweep locks the gameweek at its last kick-off, not at its deadline; an admin may lock it all until then', async () => {
    const { owner, member, gameweek, early, late } = await kickOffGroup();
    await save(member.cookie, gameweek.id, member.id, [
      { matchId: early.id, home: 1, away: 1 },
      { matchId: late.id, home: 2, away: 2 },
    ]);
    const scoring = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
    expect(await lockPastDeadlines(t.database.db, scoring, new Date(Date.parse(at(1)) + 60_000), t.app.services.jobsRepo)).not.toContain(
      gameweek.id,
    );
    moveTo(at(1), 60_000);
    const detail = (await call('GET', `/api/v1/gameweeks/${gameweek.id}`, member.cookie)).json();
    expect(detail).toMatchObject({ phase: 'open', isLocked: false });
    // The kicked-off match's prediction is locked for good; the other is not.
    const locks = await t.database.pool.query<{ match_id: string; is_locked: boolean }>(
      'SELECT match_id, is_locked FROM predictions WHERE user_id = $1 ORDER BY is_locked DESC',
      [member.id],
    );
    expect(locks.rows).toEqual([
      { match_id: early.id, is_locked: true },
      { match_id: late.id, is_locked: false },
    ]);
    // An admin's lock closes what is left at once.
    const lock = await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    expect(lock.statusCode).toBe(200);
    expect(lock.json()).toMatchObject({ phase: 'closed', closedBy: 'lock' });
    // Every prediction was shown: it is not reopened.
    const unlock = await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: false });
    expect(unlock.statusCode).toBe(400);
    await t.database.pool.query('UPDATE gameweeks SET is_locked = false WHERE id = $1', [gameweek.id]);
    expect(await lockPastDeadlines(t.database.db, scoring, new Date(Date.parse(at(3)) + 1000), t.app.services.jobsRepo)).toContain(
      gameweek.id,
    );
  });

  it('list a member who joined between kick-offs in that gameweek’s history', async () => {
    const { owner, group, gameweek, early, late } = await kickOffGroup();
    const newcomer = await registerAndSignIn(t.app, { username: 'between kick-offs' });
    moveTo(at(2));
    expect((await call('POST', `/api/v1/groups/${group.id}/join`, newcomer.cookie, {})).statusCode).toBe(200);
    expect((await save(newcomer.cookie, gameweek.id, newcomer.id, [{ matchId: late.id, home: 1, away: 0 }])).statusCode).toBe(200);
    expect((await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true })).statusCode).toBe(200);
    const scored = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/final-scores`,
      headers: { cookie: owner.cookie, ...AFTER_KICK_OFF },
      payload: {
        scores: [
          { matchId: early.id, home: 0, away: 0 },
          { matchId: late.id, home: 1, away: 0 },
        ],
      },
    });
    expect(scored.statusCode).toBe(200);
    const history = (await call('GET', `/api/v1/groups/${group.id}/leaderboard/history`, owner.cookie)).json();
    const series = history.players.find((entry: { player: { id: string } }) => entry.player.id === newcomer.id);
    expect(series?.points).toEqual([{ weekNumber: 1, position: expect.any(Number), totalPoints: 3 }]);
  });

  it('tell the pages when predictions next close and that a match’s predictions show at its kick-off; a deadline group its deadline', async () => {
    const { member, gameweek, early, late } = await kickOffGroup();
    const sheet = async (cookie: string, gameweekId: string, userId: string) =>
      (await call('GET', `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`, cookie)).json();
    const mine = async () => (await call('GET', '/api/v1/me/predictions', member.cookie)).json().groups[0].sheet;
    const matchMode = async (matchId: string) =>
      (await call('GET', `/api/v1/matches/${matchId}`, member.cookie)).json().match.closesAtKickOff;
    // Before the first kick-off, between the two (the first kick-off, the "deadline", has passed) and after both.
    for (const [moment, expected] of [
      [at(0), at(1)],
      [at(2), at(3)],
      [at(4), null],
    ] as const) {
      moveTo(moment);
      expect((await sheet(member.cookie, gameweek.id, member.id)).nextClose, moment).toBe(expected);
      expect((await mine()).nextClose, moment).toBe(expected);
      expect((await call('GET', `/api/v1/gameweeks/${gameweek.id}`, member.cookie)).json().sheet.nextClose, moment).toBe(expected);
    }
    expect(await matchMode(early.id)).toBe(true);
    expect(await matchMode(late.id)).toBe(true);

    // A group that closes at the deadline: the deadline until it passes, then nothing; predictions show once locked.
    moveTo(at(0));
    const plain = await groupWithRoles(t.app);
    const created = await call('POST', `/api/v1/groups/${plain.group.id}/gameweeks`, plain.owner.cookie, {
      deadline: at(0.5),
      matches: [{ kind: 'custom', homeTeam: 'Ants', awayTeam: 'Bees', matchTime: at(1) }],
    });
    const deadlineWeek = created.json() as { id: string; matches: Array<{ id: string }> };
    expect((await sheet(plain.member.cookie, deadlineWeek.id, plain.member.id)).nextClose).toBe(at(0.5));
    expect((await call('GET', `/api/v1/matches/${deadlineWeek.matches[0]!.id}`, plain.member.cookie)).json().match.closesAtKickOff).toBe(
      false,
    );
    moveTo(at(0.75));
    expect((await sheet(plain.member.cookie, deadlineWeek.id, plain.member.id)).nextClose).toBeNull();
  });

  it('may be changed by the owner only, and only while no gameweek is running', async () => {
    const { owner, admin, group } = await groupWithRoles(t.app);
    const fields = { name: 'Renamed', description: '', isPublic: true, pin: null, maxMembers: 50 };
    const update = (cookie: string, predictionsClose: 'deadline' | 'kickoff') =>
      call('PATCH', `/api/v1/groups/${group.id}`, cookie, { ...fields, predictionsClose });
    const flagOf = async (cookie: string) =>
      (await call('GET', `/api/v1/groups/${group.id}`, cookie)).json().viewer.canChangePredictionsClose as boolean;
    expect([await flagOf(admin.cookie), await flagOf(owner.cookie)]).toEqual([false, true]);
    expect((await update(admin.cookie, 'kickoff')).statusCode).toBe(403);
    expect((await update(owner.cookie, 'kickoff')).json().predictionsClose).toBe('kickoff');
    // Left out, it stays as it is.
    expect((await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, fields)).json().predictionsClose).toBe('kickoff');

    await call('POST', `/api/v1/groups/${group.id}/gameweeks`, owner.cookie, {
      deadline: at(1),
      matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: at(2) }],
    });
    expect(await flagOf(owner.cookie)).toBe(false);
    const running = await update(owner.cookie, 'deadline');
    expect(running.statusCode).toBe(409);
    expect(running.json().error.message).toBe(GROUP_MESSAGES.predictionsCloseWhileRunning);
    // Other fields may still change, the setting left as it is.
    expect(
      (await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, { ...fields, name: 'Again', predictionsClose: 'kickoff' }))
        .statusCode,
    ).toBe(200);
  });
});
