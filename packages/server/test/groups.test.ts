import { GROUP_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, groupInput, groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';
import { english } from '@scoreline/shared/i18n/translators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/v1/groups', () => {
  it('refuses the anonymous', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/groups', payload: groupInput() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { name: '  ' }, GROUP_MESSAGES.nameRequired],
    [
      'a missing custom scoring value',
      { scoringSystem: 'custom', exactScorePoints: 5, correctResultPoints: null, incorrectPoints: 0 },
      GROUP_MESSAGES.scoringMissing,
    ],
    [
      'positive incorrect points',
      { scoringSystem: 'custom', exactScorePoints: 5, correctResultPoints: 2, incorrectPoints: 1 },
      GROUP_MESSAGES.incorrectPointsPositive,
    ],
    ['a private group without a PIN', { isPublic: false, pin: '' }, GROUP_MESSAGES.pinRequired],
    ['a PIN that is not 4 digits', { isPublic: false, pin: '12a' }, GROUP_MESSAGES.pinFormat],
    ['no max members', { maxMembers: null }, GROUP_MESSAGES.maxMembersMissing],
    ['501 max members', { maxMembers: 501 }, GROUP_MESSAGES.maxMembersRange],
    ['an empty season name', { season: { name: ' ', startDate: null, endDate: null } }, GROUP_MESSAGES.seasonNameRequired],
    ['a season starting in the past', { season: { name: 'S', startDate: inDays(-3), endDate: null } }, GROUP_MESSAGES.seasonStartPast],
    [
      'a season ending on its start day',
      { season: { name: 'S', startDate: tomorrow(), endDate: tomorrow() } },
      GROUP_MESSAGES.seasonEndBeforeStart,
    ],
    ['an end date without a start', { season: { name: 'S', startDate: null, endDate: tomorrow() } }, GROUP_MESSAGES.seasonEndWithoutStart],
  ])('refuses %s with the spec message', async (_case, overrides, message) => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: { cookie: user.cookie },
      payload: groupInput(overrides as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it.each([
    [
      'points beyond the integer range',
      { scoringSystem: 'custom', exactScorePoints: 3_000_000_000, correctResultPoints: 1, incorrectPoints: 0 },
    ],
    ['a NUL character in the name', { name: 'Bad\u0000Name' }],
    ['a NUL character in the season name', { season: { name: 'S\u0000', startDate: null, endDate: null } }],
    ['a season in the year 9999', { season: { name: 'S', startDate: '9999-12-30', endDate: '9999-12-31' } }],
    ['a date that is no date', { season: { name: 'S', startDate: '2027-02-31', endDate: null } }],
  ])('answers %s with a 400, not a 500', async (_case, overrides) => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: { cookie: user.cookie },
      payload: groupInput(overrides as never),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('names a missing group name with the spec message', async () => {
    const user = await registerAndSignIn(t.app);
    const { name: _name, ...withoutName } = groupInput();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/groups', headers: { cookie: user.cookie }, payload: withoutName });
    expect(response.json().error.message).toBe(GROUP_MESSAGES.nameRequired);
  });

  it('checks in the spec order: name first, then scoring, then PIN', async () => {
    const user = await registerAndSignIn(t.app);
    const everythingWrong = groupInput({
      name: '',
      scoringSystem: 'custom',
      incorrectPoints: 3,
      isPublic: false,
      pin: '',
      maxMembers: null,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: { cookie: user.cookie },
      payload: everythingWrong,
    });
    expect(response.json().error.message).toBe(GROUP_MESSAGES.nameRequired);
  });

  it('runs the whole creation sequence: group, owner as admin, leaderboard rows, season, active season', async () => {
    const user = await registerAndSignIn(t.app, { username: 'creator' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: { cookie: user.cookie },
      payload: groupInput({
        name: ' Office Cup ',
        scoringSystem: 'custom',
        exactScorePoints: 5,
        correctResultPoints: 2,
        incorrectPoints: -1,
        season: { name: 'Autumn', startDate: tomorrow(), endDate: inDays(30) },
      }),
    });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({
      name: 'Office Cup',
      memberCount: 1,
      maxMembers: 100,
      scoringSystem: 'custom',
      exactScorePoints: 5,
      correctResultPoints: 2,
      incorrectPoints: -1,
      owner: { id: user.id, username: 'creator' },
      activeSeason: { name: 'Autumn', isActive: true, startDate: tomorrow(), endDate: inDays(30) },
      viewer: { isMember: true, isAdmin: true, isOwner: true },
    });
    const rows = await t.database.db.execute<{ admin: boolean; lb: number; slb: number; season_admin: string }>(sql`
      SELECT gm.is_admin AS admin,
        (SELECT count(*)::int FROM leaderboard WHERE group_id = ${group.id}) AS lb,
        (SELECT count(*)::int FROM season_leaderboard WHERE group_id = ${group.id}) AS slb,
        (SELECT admin_id FROM seasons WHERE group_id = ${group.id}) AS season_admin
      FROM group_members gm WHERE gm.group_id = ${group.id}`);
    expect(rows.rows).toEqual([{ admin: true, lb: 1, slb: 1, season_admin: user.id }]);
  });

  it('forces classic scoring to 3/1/0 whatever the values sent', async () => {
    const user = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, user, {
      scoringSystem: 'classic',
      exactScorePoints: 10,
      correctResultPoints: 5,
      incorrectPoints: -3,
    });
    const detail = (await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: user.cookie } })).json();
    expect([detail.exactScorePoints, detail.correctResultPoints, detail.incorrectPoints]).toEqual([3, 1, 0]);
  });

  it('leaves nothing half-made when a step fails', async () => {
    const user = await registerAndSignIn(t.app);
    const before = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM groups`);
    // A season name the database refuses (over-long names are cut off by the schema, so break it another way):
    await t.database.db.execute(sql`ALTER TABLE seasons ADD CONSTRAINT test_no_doomed CHECK (name <> 'Doomed')`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/groups',
        headers: { cookie: user.cookie },
        payload: groupInput({ season: { name: 'Doomed', startDate: null, endDate: null } }),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE seasons DROP CONSTRAINT test_no_doomed`);
    }
    const after = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM groups`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('GET /api/v1/groups', () => {
  it('lists your groups and the public groups you have not joined, never private ones', async () => {
    const owner = await registerAndSignIn(t.app);
    const viewer = await registerAndSignIn(t.app);
    const open = await buildGroup(t.app, owner, { name: 'Open Lounge' });
    const secret = await buildGroup(t.app, owner, { name: 'Secret Club', isPublic: false, pin: '4821' });
    const mine = await buildGroup(t.app, viewer, { name: 'Mine' });
    const list = (await t.app.inject({ url: '/api/v1/groups', headers: { cookie: viewer.cookie } })).json();
    expect(list.yourGroups.map((g: { id: string }) => g.id)).toEqual([mine.id]);
    const publicIds = list.publicGroups.map((g: { id: string }) => g.id);
    expect(publicIds).toContain(open.id);
    expect(publicIds).not.toContain(secret.id);
    expect(publicIds).not.toContain(mine.id);
    expect(list.publicGroups.find((g: { id: string }) => g.id === open.id)).toMatchObject({
      name: 'Open Lounge',
      memberCount: 1,
      iconUrl: null,
    });
  });

  it('refuses the anonymous', async () => {
    expect((await t.app.inject({ url: '/api/v1/groups' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/groups/:id', () => {
  it('tells each viewer their role', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app);
    const viewerOf = async (cookie: string) =>
      (await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie } })).json().viewer;
    // What each may do, as the policy says (viewer-flags.test.ts checks every flag against the endpoint itself).
    const member_ = {
      canLeave: true,
      canUpdate: false,
      canDelete: false,
      canViewMembers: true,
      canViewLeaderboards: true,
      canChangePredictionsClose: false,
      canFollowCompetition: false,
    };
    const admin_ = { ...member_, canAddPlaceholder: true, canCreateGameweek: true, canEditLeaderboard: true, canManageInvites: true };
    const none = { canAddPlaceholder: false, canCreateGameweek: false, canEditLeaderboard: false, canManageInvites: false };
    expect(await viewerOf(owner.cookie)).toEqual({
      isMember: true,
      isAdmin: true,
      isOwner: true,
      canJoin: false,
      ...admin_,
      canLeave: false,
      canUpdate: true,
      canDelete: true,
      canChangePredictionsClose: true,
      canFollowCompetition: true,
    });
    expect(await viewerOf(admin.cookie)).toEqual({ isMember: true, isAdmin: true, isOwner: false, canJoin: false, ...admin_ });
    expect(await viewerOf(member.cookie)).toEqual({ isMember: true, isAdmin: false, isOwner: false, canJoin: false, ...member_, ...none });
    expect(await viewerOf(outsider.cookie)).toEqual({
      isMember: false,
      isAdmin: false,
      isOwner: false,
      canJoin: true,
      ...member_,
      canLeave: false,
      canViewLeaderboards: false,
      ...none,
    });
  });

  it('shows a non-member of a private group no owner or season, only what the join prompt needs', async () => {
    const { outsider, group } = await groupWithRoles(t.app, { isPublic: false, pin: '5555' });
    const response = await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: outsider.cookie } });
    expect(response.json()).toMatchObject({ name: 'Sunday League', owner: null, activeSeason: null, viewer: { isMember: false } });
    expect(response.body).not.toContain('"username"');
  });

  it('answers 404 for a missing or malformed id, 401 to the anonymous', async () => {
    const user = await registerAndSignIn(t.app);
    for (const id of ['3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11', 'not-a-uuid']) {
      const response = await t.app.inject({ url: `/api/v1/groups/${id}`, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('The group you are looking for does not exist.');
    }
    const german = await t.app.inject({ url: '/api/v1/groups/not-a-uuid', headers: { cookie: user.cookie, 'accept-language': 'de' } });
    expect(german.json().error.message).toBe('Die gesuchte Gruppe gibt es nicht.');
    expect((await t.app.inject({ url: '/api/v1/groups/3f1c1bde-59b7-4d6a-9d2e-2d2b8d2f0a11' })).statusCode).toBe(401);
  });
});

describe('joining', () => {
  it('admits to a public group at once', async () => {
    const owner = await registerAndSignIn(t.app);
    const joiner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner);
    const response = await join(t.app, joiner, group.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ memberCount: 2, viewer: { isMember: true, isAdmin: false } });
    const again = await join(t.app, joiner, group.id);
    expect(again.statusCode).toBe(409);
  });

  it('checks a private group PIN on the server and limits wrong tries to 5 per user and group', async () => {
    const owner = await registerAndSignIn(t.app);
    const joiner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { isPublic: false, pin: '0427' });
    expect((await join(t.app, joiner, group.id)).json().error.message).toBe(GROUP_MESSAGES.incorrectPin);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await join(t.app, joiner, group.id, '1111');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(GROUP_MESSAGES.incorrectPin);
    }
    const blocked = await join(t.app, joiner, group.id, '0427');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many incorrect PIN attempts\. Please try again in 1[45] minutes\.$/);
    // Another user is not affected.
    expect((await join(t.app, other, group.id, '0427')).statusCode).toBe(200);
  });

  it('lets exactly max_members in when many race for the last places', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { maxMembers: 3 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => registerAndSignIn(t.app)));
    const responses = await Promise.all(racers.map((racer) => join(t.app, racer, group.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const full = responses.find((response) => response.statusCode === 409)!;
    expect(full.json().error.message).toBe(GROUP_MESSAGES.groupFull);
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM group_members WHERE group_id = ${group.id}`,
    );
    expect(count.rows[0]!.n).toBe(3);
  });
});

describe('leaving', () => {
  it('erases the member and their rows; the owner cannot leave; a non-member gets 403', async () => {
    const { owner, member, outsider, group } = await groupWithRoles(t.app);
    const leave = (cookie: string) => t.app.inject({ method: 'POST', url: `/api/v1/groups/${group.id}/leave`, headers: { cookie } });
    expect((await leave(owner.cookie)).json().error.message).toBe(GROUP_MESSAGES.ownerCannotLeave);
    expect((await leave(outsider.cookie)).statusCode).toBe(403);
    expect((await leave(member.cookie)).statusCode).toBe(204);
    const rows = await t.database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM group_members WHERE group_id = ${group.id} AND user_id = ${member.id})
           + (SELECT count(*) FROM leaderboard WHERE group_id = ${group.id} AND user_id = ${member.id})
           + (SELECT count(*) FROM season_leaderboard WHERE group_id = ${group.id} AND user_id = ${member.id}) AS n`);
    expect(rows.rows[0]!.n).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/groups/${group.id}/leave` })).statusCode).toBe(401);
  });
});

describe('updating and deleting', () => {
  const update = (groupId: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/groups/${groupId}`, headers: { cookie }, payload });
  const fields = { name: 'Renamed', description: 'New words', isPublic: true, pin: null, maxMembers: 50 };

  it('is for the owner only', async () => {
    const { admin, member, outsider, group } = await groupWithRoles(t.app);
    for (const user of [admin, member, outsider]) {
      const response = await update(group.id, user.cookie, fields);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(GROUP_MESSAGES.ownerOnly);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, headers: { cookie: user.cookie } })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, payload: fields })).statusCode).toBe(401);
  });

  it('updates the fields, clears the PIN when made public, and never lowers max members below the count', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const tooFew = await update(group.id, owner.cookie, { ...fields, maxMembers: 2 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.message).toBe(english(GROUP_MESSAGES.maxMembersBelowCount, { count: 3 }));
    const german = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${group.id}`,
      headers: { cookie: owner.cookie, 'accept-language': 'de' },
      payload: { ...fields, maxMembers: 2 },
    });
    expect(german.json().error.message).toBe(
      'Deine Gruppe hat zurzeit 3 Mitglieder. Die Höchstzahl an Mitgliedern darf nicht darunter liegen.',
    );
    const noPin = await update(group.id, owner.cookie, { ...fields, isPublic: false, pin: '' });
    expect(noPin.json().error.message).toBe(GROUP_MESSAGES.pinRequired);

    const privateNow = await update(group.id, owner.cookie, { ...fields, isPublic: false, pin: '9090', maxMembers: 3 });
    expect(privateNow.statusCode).toBe(200);
    expect(privateNow.json()).toMatchObject({ name: 'Renamed', description: 'New words', isPublic: false, maxMembers: 3 });
    const publicAgain = await update(group.id, owner.cookie, { ...fields, isPublic: true, pin: '9090' });
    expect(publicAgain.statusCode).toBe(200);
    const stored = await t.database.db.execute<{ pin: string | null }>(sql`SELECT pin FROM groups WHERE id = ${group.id}`);
    expect(stored.rows[0]!.pin).toBeNull();
  });

  it('keeps the PIN of a group that stays private when none is typed', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { isPublic: false, pin: '2468' });
    const response = await update(group.id, owner.cookie, { ...fields, isPublic: false, pin: '' });
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db.execute<{ pin: string | null }>(sql`SELECT pin FROM groups WHERE id = ${group.id}`);
    expect(stored.rows[0]!.pin).toBe('2468');
    const changed = await update(group.id, owner.cookie, { ...fields, isPublic: false, pin: '1357' });
    expect(changed.statusCode).toBe(200);
    const after = await t.database.db.execute<{ pin: string | null }>(sql`SELECT pin FROM groups WHERE id = ${group.id}`);
    expect(after.rows[0]!.pin).toBe('1357');
  });

  it('keeps the scoring and jokers when the update leaves them out', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { scoringSystem: 'goal_difference', jokersEnabled: true });
    const response = await update(group.id, owner.cookie, { ...fields, exactScorePoints: 9 });
    expect(response.json()).toMatchObject({
      scoringSystem: 'goal_difference',
      exactScorePoints: 4,
      goalDifferencePoints: 3,
      jokersEnabled: true,
    });
  });

  it('deletes the group and everything in it, placeholder members included', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const fake = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/placeholder-members`,
        headers: { cookie: owner.cookie },
        payload: { username: 'Gone' },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    const left = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM group_members WHERE group_id = ${group.id}`);
    expect(left.rows[0]!.n).toBe(0);
    expect((await t.database.db.execute(sql`SELECT 1 FROM users WHERE id = ${fake.id}`)).rowCount).toBe(0);
    expect((await t.database.db.execute(sql`SELECT 1 FROM users WHERE id = ${owner.id}`)).rowCount).toBe(1);
  });
});

describe('the PIN never leaves the server', () => {
  it('appears in no group response, for members or not', async () => {
    const pin = '7319';
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app, { isPublic: false, pin });
    const bodies: string[] = [];
    for (const user of [owner, admin, member, outsider]) {
      for (const url of ['/api/v1/groups', `/api/v1/groups/${group.id}`, `/api/v1/groups/${group.id}/members`]) {
        bodies.push((await t.app.inject({ url, headers: { cookie: user.cookie } })).body);
      }
    }
    bodies.push((await join(t.app, outsider, group.id, '0000')).body);
    bodies.push(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/groups/${group.id}`,
          headers: { cookie: owner.cookie },
          payload: { name: 'Still', isPublic: false, pin, maxMembers: 10 },
        })
      ).body,
    );
    bodies.push((await join(t.app, outsider, group.id, pin)).body);
    for (const body of bodies) {
      expect(body).not.toContain(pin);
      expect(body).not.toMatch(/"pin"/i);
    }
  });
});
