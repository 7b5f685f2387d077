import { GAMEWEEK_MESSAGES, GROUP_MESSAGES, POLICY_MESSAGES, SEASON_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
let now = START;
const demo = createDemoProvider({ seed: 'lifecycle', now: () => now.getTime() });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: demo });
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
const custom = (home: string, away: string, hours: number) => ({
  kind: 'custom' as const,
  homeTeam: home,
  awayTeam: away,
  matchTime: at(hours),
});

async function setUp() {
  const roles = await groupWithRoles(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${roles.group.id}/gameweeks`,
    headers: { cookie: roles.owner.cookie },
    payload: { deadline: at(2), matches: [custom('Reds', 'Blues', 3), custom('Greens', 'Whites', 4)] },
  });
  return { ...roles, gameweek: response.json() as { id: string; matches: Array<{ id: string }> } };
}

const call = (method: 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe('locking', () => {
  it('admins lock and unlock while the deadline is ahead; members may not; after it, nobody may', async () => {
    const { admin, member, outsider, gameweek } = await setUp();
    const url = `/api/v1/gameweeks/${gameweek.id}/lock`;
    expect((await call('PATCH', url, undefined, { isLocked: true })).statusCode).toBe(401);
    expect((await call('PATCH', url, outsider.cookie, { isLocked: true })).json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await call('PATCH', url, member.cookie, { isLocked: true })).json().error.message).toBe(GROUP_MESSAGES.adminsOnly);
    expect((await call('PATCH', url, admin.cookie, { isLocked: true })).json().isLocked).toBe(true);
    expect((await call('PATCH', url, admin.cookie, { isLocked: false })).json().isLocked).toBe(false);
    now = new Date(at(2.5)); // past the deadline, by the server clock
    const late = await call('PATCH', url, admin.cookie, { isLocked: true });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(GAMEWEEK_MESSAGES.deadlinePassed);
  });
});

describe('what the viewer may do', () => {
  const flags = async (gameweekId: string, cookie: string) => (await call('GET', `/api/v1/gameweeks/${gameweekId}`, cookie)).json().viewer;
  const none = {
    canLock: false,
    canUnlock: false,
    canDelete: false,
    canEditMatches: false,
    canEnterScores: false,
    scoreableMatchIds: [],
    voidableMatchIds: [],
    canPredict: false,
    canPredictForPlaceholders: false,
    canViewAllPredictions: false,
  };
  // Open for predictions: everyone may predict their own; admins a placeholder's too. Closed: everyone sees all.
  const predicting = { canPredict: true };
  const closed = { canViewAllPredictions: true };

  it('is what the server allows, per role and as the gameweek moves on', async () => {
    const { owner, admin, member, outsider, gameweek } = await setUp();
    expect((await call('GET', `/api/v1/gameweeks/${gameweek.id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/gameweeks/${gameweek.id}`, outsider.cookie)).statusCode).toBe(403);
    expect(await flags(gameweek.id, member.cookie)).toEqual({ isAdmin: false, ...none, ...predicting });
    const open = {
      isAdmin: true,
      ...none,
      ...predicting,
      canPredictForPlaceholders: true,
      canLock: true,
      canDelete: true,
      canEditMatches: true,
    };
    expect(await flags(gameweek.id, admin.cookie)).toEqual(open);
    expect(await flags(gameweek.id, owner.cookie)).toEqual(open);

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    const locked = { isAdmin: true, ...none, ...closed, canUnlock: true, canDelete: true, canEnterScores: true };
    expect(await flags(gameweek.id, admin.cookie)).toEqual(locked);
    expect(await flags(gameweek.id, member.cookie)).toEqual({ isAdmin: false, ...none, ...closed });

    now = new Date(at(3.5)); // past the deadline and the first kick-off: no unlocking any more
    const [first] = gameweek.matches as [{ id: string }];
    // Kicked off without a result: scores may be entered, or the match made void.
    expect(await flags(gameweek.id, admin.cookie)).toEqual({
      ...locked,
      canUnlock: false,
      scoreableMatchIds: [first.id],
      voidableMatchIds: [first.id],
    });
    await call('PUT', `/api/v1/gameweeks/${gameweek.id}/final-scores`, owner.cookie, { scores: [{ matchId: first.id, home: 1, away: 1 }] });
    const afterResult = await flags(gameweek.id, owner.cookie);
    expect(afterResult.canUnlock).toBe(false);
    expect((await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: false })).statusCode).toBe(400);
  });
});

describe('editing matches', () => {
  it('adds and removes matches and moves the deadline, all together, for admins of an active unlocked gameweek', async () => {
    const { owner, member, gameweek } = await setUp();
    const url = `/api/v1/gameweeks/${gameweek.id}/matches`;
    const payload = { deadline: at(2.5), add: [custom('Ambers', 'Golds', 5)], remove: [gameweek.matches[0]!.id] };
    expect((await call('PUT', url, member.cookie, payload)).statusCode).toBe(403);
    const edited = await call('PUT', url, owner.cookie, payload);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().deadline).toBe(at(2.5));
    expect(edited.json().matches.map((match: { homeTeam: string }) => match.homeTeam)).toEqual(['Greens', 'Ambers']);

    const early = await call('PUT', url, owner.cookie, { deadline: at(4.5), add: [], remove: [] });
    expect(early.json().error.message).toBe(GAMEWEEK_MESSAGES.matchBeforeDeadline);
    const empty = await call('PUT', url, owner.cookie, {
      deadline: at(2.5),
      add: [],
      remove: edited.json().matches.map((match: { id: string }) => match.id),
    });
    expect(empty.json().error.message).toBe(GAMEWEEK_MESSAGES.matchesRequired);

    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    expect((await call('PUT', url, owner.cookie, payload)).statusCode).toBe(400);
  });
});

describe('final scores of custom matches', () => {
  it('are entered by admins once the gameweek is locked, and finish it when all are in', async () => {
    const { owner, member, gameweek } = await setUp();
    const url = `/api/v1/gameweeks/${gameweek.id}/final-scores`;
    const [first, second] = gameweek.matches as [{ id: string }, { id: string }];
    const unlocked = await call('PUT', url, owner.cookie, { scores: [{ matchId: first.id, home: 1, away: 0 }] });
    expect(unlocked.statusCode).toBe(400);
    await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
    now = new Date(at(4.5)); // both matches have kicked off
    expect((await call('PUT', url, member.cookie, { scores: [{ matchId: first.id, home: 1, away: 0 }] })).statusCode).toBe(403);
    expect((await call('PUT', url, owner.cookie, { scores: [{ matchId: first.id, home: -1, away: 0 }] })).statusCode).toBe(400);
    const partial = (await call('PUT', url, owner.cookie, { scores: [{ matchId: first.id, home: 2, away: 1 }] })).json();
    expect(partial.isFinished).toBe(false);
    expect(partial.matches.find((match: { id: string }) => match.id === first.id)).toMatchObject({ finalHomeScore: 2, finalAwayScore: 1 });
    const done = (await call('PUT', url, owner.cookie, { scores: [{ matchId: second.id, home: 0, away: 0 }] })).json();
    expect(done.isFinished).toBe(true);
  });

  it('wait for the match to kick off, by the server clock', async () => {
    const { owner, gameweek } = await setUp();
    const url = `/api/v1/gameweeks/${gameweek.id}/final-scores`;
    const [first, second] = gameweek.matches as [{ id: string }, { id: string }];
    const locked = (await call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true })).json();
    expect(locked.viewer.scoreableMatchIds).toEqual([]);
    const early = await call('PUT', url, owner.cookie, { scores: [{ matchId: first.id, home: 2, away: 1 }] });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(`Reds v Blues: ${POLICY_MESSAGES.notKickedOff}`);
    // The same refusal for a German or Spanish reader, whole in their language, the teams as written.
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: { cookie: owner.cookie, 'accept-language': language },
          payload: { scores: [{ matchId: first.id, home: 2, away: 1 }] },
        })
      ).json().error.message;
    expect(await inLanguage('de-DE')).toBe('Reds – Blues: Ein Endergebnis kann erst nach dem Anstoß eingetragen werden.');
    expect(await inLanguage('es')).toBe('Reds - Blues: Solo se puede introducir un resultado final cuando el partido ha empezado.');
    const detail = await call('GET', `/api/v1/gameweeks/${gameweek.id}`, owner.cookie);
    expect(detail.json().matches[0]).toMatchObject({ finalHomeScore: null, finalAwayScore: null });

    now = new Date(at(3)); // the first has kicked off, the second not yet
    expect((await call('GET', `/api/v1/gameweeks/${gameweek.id}`, owner.cookie)).json().viewer.scoreableMatchIds).toEqual([first.id]);
    expect((await call('PUT', url, owner.cookie, { scores: [{ matchId: second.id, home: 0, away: 0 }] })).statusCode).toBe(400);
    expect((await call('PUT', url, owner.cookie, { scores: [{ matchId: first.id, home: 2, away: 1 }] })).statusCode).toBe(200);
  });

  it('refuse real matches, whose scores come from the provider', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const [fixture] = (await demo.competitionMatches(9001, { from: '2026-11-21', to: '2026-12-05' })).filter(
      (match) => match.utcDate > at(2),
    );
    const created = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/gameweeks`,
        headers: { cookie: owner.cookie },
        payload: { deadline: at(2), matches: [{ kind: 'real', competitionId: 9001, apiMatchId: fixture!.id, utcDate: fixture!.utcDate }] },
      })
    ).json();
    await call('PATCH', `/api/v1/gameweeks/${created.id}/lock`, owner.cookie, { isLocked: true });
    const response = await call('PUT', `/api/v1/gameweeks/${created.id}/final-scores`, owner.cookie, {
      scores: [{ matchId: created.matches[0].id, home: 1, away: 1 }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('is for admins, and the latest remaining gameweek becomes active', async () => {
    const { owner, member, group, gameweek } = await setUp();
    const second = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/gameweeks`,
        headers: { cookie: owner.cookie },
        payload: { deadline: at(2), matches: [custom('A', 'B', 3)] },
      })
    ).json();
    expect((await call('DELETE', `/api/v1/gameweeks/${second.id}`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/gameweeks/${second.id}`, owner.cookie)).statusCode).toBe(204);
    const list = (await call('GET', `/api/v1/groups/${group.id}/gameweeks`, owner.cookie)).json().gameweeks;
    expect(list).toEqual([expect.objectContaining({ id: gameweek.id, isActive: true })]);
  });
});

describe('seasons', () => {
  it('are read by members, and the season admin sets the end date once', async () => {
    const { owner, admin, outsider, group } = await setUp();
    const detail = (await call('GET', `/api/v1/groups/${group.id}`, owner.cookie)).json();
    const url = `/api/v1/seasons/${detail.activeSeason.id}`;
    const season = (await call('GET', url, admin.cookie)).json();
    expect(season).toMatchObject({
      name: 'Season 1',
      isActive: true,
      endDate: null,
      groupName: 'Sunday League',
      viewer: { isSeasonAdmin: false, isAdmin: true },
    });
    expect(season.activeGameweekId).not.toBeNull();
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);

    const notTheirs = await call('PATCH', url, admin.cookie, { endDate: '2027-05-30' });
    expect(notTheirs.json().error.message).toBe(SEASON_MESSAGES.seasonAdminOnly);
    expect((await call('PATCH', url, owner.cookie, { endDate: '2026-01-01' })).statusCode).toBe(400);
    // A future end date: the season stays active until that day has passed, on every screen.
    const ending = (await call('PATCH', url, owner.cookie, { endDate: '2027-05-30' })).json();
    expect(ending).toMatchObject({ endDate: '2027-05-30', isActive: true, viewer: { isSeasonAdmin: true } });
    expect((await call('GET', `/api/v1/groups/${group.id}`, owner.cookie)).json().activeSeason).toMatchObject({ isActive: true });
    now = new Date('2027-05-30T23:00:00Z');
    expect((await call('GET', url, owner.cookie)).json().isActive).toBe(true);
    now = new Date('2027-05-31T00:30:00Z');
    expect((await call('GET', url, owner.cookie)).json().isActive).toBe(false);
    expect((await call('GET', `/api/v1/groups/${group.id}`, owner.cookie)).json().activeSeason).toMatchObject({ isActive: false });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${group.id}/gameweeks`,
      headers: { cookie: owner.cookie },
      payload: {
        deadline: new Date(now.getTime() + 3_600_000).toISOString(),
        matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: new Date(now.getTime() + 7_200_000).toISOString() }],
      },
    });
    expect(late.json().error.message).toBe(GAMEWEEK_MESSAGES.noActiveSeason);
    now = START;
    expect((await call('PATCH', url, owner.cookie, { endDate: '2027-06-30' })).json().error.message).toBe(SEASON_MESSAGES.endAlreadySet);
  });
});
