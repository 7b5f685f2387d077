import fs from 'node:fs';
import path from 'node:path';
import { GROUP_MESSAGES, INVITE_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, buildGroup, groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

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

const game = () => gameHelpers(t.app, START);
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: { cookie: string }, payload?: object, ip = '10.1.1.1') =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload, remoteAddress: ip });
const tokenOf = (invite: { url: string }) => invite.url.split('/invite/')[1]!;
const createInvite = (groupId: string, user: SignedInUser, body: object = {}) =>
  call('POST', `/api/v1/groups/${groupId}/invites`, user, body);
const accept = (token: string, user: SignedInUser, ip?: string) => call('POST', `/api/v1/invites/${token}/accept`, user, undefined, ip);
const preview = (token: string, user: SignedInUser, ip?: string) => call('GET', `/api/v1/invites/${token}`, user, undefined, ip);
const publicPreview = (token: string, ip?: string) => call('GET', `/api/v1/invites/${token}/preview`, undefined, undefined, ip);

describe('invite links', () => {
  it('are created, listed and revoked by admins and the owner only', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app, { isPublic: false, pin: '4321' });
    const url = `/api/v1/groups/${group.id}/invites`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    for (const user of [outsider, member]) {
      expect((await createInvite(group.id, user)).statusCode).toBe(403);
      expect((await call('GET', url, user)).statusCode).toBe(403);
    }
    const byAdmin = await createInvite(group.id, admin, { expiresInDays: 7, maxUses: 3 });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      kind: 'join',
      maxUses: 3,
      uses: 0,
      expiresAt: new Date(START.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(tokenOf(byAdmin.json())).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const byOwner = (await createInvite(group.id, owner)).json();
    expect((await call('GET', url, owner)).json().map((invite: { id: string }) => invite.id)).toEqual([byOwner.id, byAdmin.json().id]);

    const revoke = (user: SignedInUser) => call('DELETE', `${url}/${byOwner.id}`, user);
    expect((await revoke(member)).statusCode).toBe(403);
    expect((await revoke(admin)).statusCode).toBe(204);
    expect((await call('GET', url, admin)).json().map((invite: { id: string }) => invite.id)).toEqual([byAdmin.json().id]);
    // An admin who is no longer one takes their links with them.
    expect((await call('GET', url, owner)).json()).toHaveLength(1);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${group.id}/members/${admin.id}`,
      headers: { cookie: owner.cookie },
      payload: { isAdmin: false },
    });
    expect(demoted.statusCode).toBe(204);
    expect((await call('GET', url, owner)).json()).toEqual([]);
    const stranger = await registerAndSignIn(t.app, { username: 'stranger' });
    expect((await preview(tokenOf(byAdmin.json()), stranger)).json().status).toBe('revoked');
    expect((await accept(tokenOf(byAdmin.json()), stranger)).json().error.message).toBe(INVITE_MESSAGES.wasRevoked);
    expect((await createInvite(group.id, owner, { expiresInDays: 2 })).statusCode).toBe(400);
    expect((await createInvite(group.id, owner, { maxUses: 0 })).statusCode).toBe(400);
  });

  it('stay revoked once their maker stops being an admin, even when made an admin again (demoted, left, removed)', async () => {
    const { owner, admin, group } = await groupWithRoles(t.app);
    const list = async () =>
      (await call('GET', `/api/v1/groups/${group.id}/invites`, owner)).json().map((invite: { id: string }) => invite.id);
    const setAdmin = (user: SignedInUser, isAdmin: boolean) =>
      call('PATCH', `/api/v1/groups/${group.id}/members/${user.id}`, owner, { isAdmin });
    const rejoin = async (user: SignedInUser) =>
      expect((await call('POST', `/api/v1/groups/${group.id}/join`, user, {})).statusCode).toBe(200);
    const endings: Array<[string, () => Promise<unknown>]> = [
      ['demoted', () => setAdmin(admin, false)],
      ['left', async () => expect((await call('POST', `/api/v1/groups/${group.id}/leave`, admin)).statusCode).toBe(204)],
      ['removed', async () => expect((await call('DELETE', `/api/v1/groups/${group.id}/members/${admin.id}`, owner)).statusCode).toBe(204)],
    ];
    for (const [ending, end] of endings) {
      const link = (await createInvite(group.id, admin)).json();
      const newcomer = await registerAndSignIn(t.app, { username: `newcomer-${ending}` });
      expect((await preview(tokenOf(link), newcomer)).json().status, ending).toBe('valid');
      await end();
      expect((await preview(tokenOf(link), newcomer)).json().status, ending).toBe('revoked');
      if (ending !== 'demoted') await rejoin(admin);
      expect((await setAdmin(admin, true)).statusCode, ending).toBe(204);
      // An admin again: their new links work, the old one stays revoked.
      expect((await preview(tokenOf(link), newcomer)).json(), ending).toMatchObject({
        status: 'revoked',
        viewer: { canAccept: false, refusal: INVITE_MESSAGES.wasRevoked },
      });
      const refused = await accept(tokenOf(link), newcomer);
      expect(refused.statusCode, ending).toBe(409);
      expect(refused.json().error.message, ending).toBe(INVITE_MESSAGES.wasRevoked);
      expect(await list(), ending).not.toContain(link.id);
      const fresh = (await createInvite(group.id, admin)).json();
      expect((await preview(tokenOf(fresh), newcomer)).json().status, ending).toBe('valid');
      await call('DELETE', `/api/v1/groups/${group.id}/invites/${fresh.id}`, owner);
    }
  });

  it('whose maker was demoted before revocations were stored are stamped by migration 0010', async () => {
    const { owner, admin, group } = await groupWithRoles(t.app);
    const link = (await createInvite(group.id, admin)).json();
    const kept = (await createInvite(group.id, owner)).json();
    // Demoted as the server did before: the membership changed, the link left as it was.
    await t.database.db.execute(sql`UPDATE group_members SET is_admin = false WHERE group_id = ${group.id} AND user_id = ${admin.id}`);
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../migrations/0010_stored_invite_revocations.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    await t.database.db.execute(sql`UPDATE group_members SET is_admin = true WHERE group_id = ${group.id} AND user_id = ${admin.id}`);
    const newcomer = await registerAndSignIn(t.app, { username: 'newcomer-migrated' });
    expect((await preview(tokenOf(link), newcomer)).json().status).toBe('revoked');
    expect((await preview(tokenOf(kept), newcomer)).json().status).toBe('valid');
  });

  it('join a private group without its PIN, showing the group first; the maximum still holds', async () => {
    const { owner, group } = await groupWithRoles(t.app, { isPublic: false, pin: '4321', maxMembers: 4 });
    const invite = (await createInvite(group.id, owner)).json();
    const friend = await registerAndSignIn(t.app, { username: 'friend' });
    const seen = (await preview(tokenOf(invite), friend)).json();
    expect(seen).toMatchObject({
      status: 'valid',
      kind: 'join',
      group: { id: group.id, name: group.name, memberCount: 3, maxMembers: 4 },
      viewer: { isMember: false, canAccept: true, refusal: null },
    });
    const joined = await accept(tokenOf(invite), friend);
    expect(joined.json()).toEqual({ groupId: group.id, kind: 'join' });
    expect((await call('GET', `/api/v1/groups/${group.id}`, friend)).json().viewer.isMember).toBe(true);
    expect((await accept(tokenOf(invite), friend)).json().error.message).toBe(GROUP_MESSAGES.alreadyMember);

    // Full now (4 of 4): the next one is refused, and nothing changes.
    const late = await registerAndSignIn(t.app, { username: 'late' });
    expect((await preview(tokenOf(invite), late)).json().viewer).toEqual({
      isMember: false,
      canAccept: false,
      refusal: GROUP_MESSAGES.groupFull,
    });
    const refused = await accept(tokenOf(invite), late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(GROUP_MESSAGES.groupFull);
    expect((await call('GET', `/api/v1/groups/${group.id}`, owner)).json().memberCount).toBe(4);
  });

  it('refuse expired, revoked, used-up and wrong links, each saying so', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const once = (await createInvite(group.id, owner, { maxUses: 1 })).json();
    const daily = (await createInvite(group.id, owner, { expiresInDays: 1 })).json();
    const revoked = (await createInvite(group.id, owner)).json();
    await call('DELETE', `/api/v1/groups/${group.id}/invites/${revoked.id}`, owner);
    const first = await registerAndSignIn(t.app, { username: 'first' });
    const second = await registerAndSignIn(t.app, { username: 'second' });
    expect((await accept(tokenOf(once), first)).statusCode).toBe(200);

    now = new Date(START.getTime() + 86_400_000);
    for (const [invite, status, message] of [
      [once, 'used-up', INVITE_MESSAGES.usedUp],
      [daily, 'expired', INVITE_MESSAGES.expired],
      [revoked, 'revoked', INVITE_MESSAGES.wasRevoked],
    ] as const) {
      expect((await preview(tokenOf(invite), second)).json()).toMatchObject({ status, viewer: { canAccept: false, refusal: message } });
      const refused = await accept(tokenOf(invite), second);
      expect({ status, code: refused.statusCode, message: refused.json().error.message }).toEqual({ status, code: 409, message });
    }
    // A wrong secret for a real id, a made-up id, and garbage are all "not valid".
    const wrongSecret = `${once.id}.${'A'.repeat(43)}`;
    for (const token of [wrongSecret, `00000000-0000-4000-8000-000000000000.${'B'.repeat(43)}`, 'nonsense'])
      expect((await preview(token, second, '10.9.9.9')).json().error.message).toBe(INVITE_MESSAGES.invalid);
    expect((await call('GET', `/api/v1/groups/${group.id}`, owner)).json().memberCount).toBe(4);
  });

  it('limit a burst of wrong links, like PIN tries', async () => {
    const guesser = await registerAndSignIn(t.app, { username: 'guesser' });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1)
      statuses.push((await preview(`00000000-0000-4000-8000-00000000000${index}.${'C'.repeat(43)}`, guesser, '10.7.7.7')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const limited = await preview('nonsense', guesser, '10.7.7.7');
    expect(limited.json().error.message).toMatch(/^Too many invalid invite links\. Please try again in /);
  });

  it('leave a group at its maximum when two people race for the last place', async () => {
    const { owner, group } = await groupWithRoles(t.app, { maxMembers: 4 });
    const invite = (await createInvite(group.id, owner)).json();
    const racers = [await registerAndSignIn(t.app, { username: 'racer a' }), await registerAndSignIn(t.app, { username: 'racer b' })];
    const answers = await Promise.all(racers.map((racer, index) => accept(tokenOf(invite), racer, `10.2.2.${index}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call('GET', `/api/v1/groups/${group.id}`, owner)).json().memberCount).toBe(4);
  });
});

describe('a link opened signed out', () => {
  it('shows the group and who invited, to anyone; a non-member and a member signed in see what they can do', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app, { isPublic: false, pin: '4321', maxMembers: 10 });
    const invite = (await createInvite(group.id, admin)).json();
    // Signed out: the group's face and who made the link, and nothing else.
    const anonymous = await publicPreview(tokenOf(invite));
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      status: 'valid',
      kind: 'join',
      group: { name: group.name, iconUrl: null, memberCount: 3, isPublic: false },
      invitedBy: admin.username,
    });
    // The signed-in preview still needs a session.
    expect((await call('GET', `/api/v1/invites/${tokenOf(invite)}`)).statusCode).toBe(401);
    // Signed in: the same, with the group's id and what the viewer can do with the link.
    const shared = { status: 'valid', kind: 'join', invitedBy: admin.username, placeholder: null };
    const groupSeen = { id: group.id, name: group.name, iconUrl: null, memberCount: 3, maxMembers: 10, isPublic: false };
    expect((await preview(tokenOf(invite), outsider)).json()).toEqual({
      ...shared,
      group: groupSeen,
      viewer: { isMember: false, canAccept: true, refusal: null },
    });
    expect((await preview(tokenOf(invite), member)).json()).toEqual({
      ...shared,
      group: groupSeen,
      viewer: { isMember: true, canAccept: false, refusal: GROUP_MESSAGES.alreadyMember },
    });
    // Where the link stands shows signed out too; a claim link says it is one, without naming the placeholder.
    await call('DELETE', `/api/v1/groups/${group.id}/invites/${invite.id}`, owner);
    expect((await publicPreview(tokenOf(invite))).json().status).toBe('revoked');
    const ghost = (await call('POST', `/api/v1/groups/${group.id}/placeholder-members`, owner, { username: 'Ghost' })).json() as {
      id: string;
    };
    const claim = (await createInvite(group.id, owner, { placeholderId: ghost.id })).json();
    expect((await publicPreview(tokenOf(claim))).json()).toEqual({
      status: 'valid',
      kind: 'claim',
      group: { name: group.name, iconUrl: null, memberCount: 4, isPublic: false },
      invitedBy: owner.username,
    });
  });

  it('tells a visitor nothing else: no id, PIN, description, owner, members or emails', async () => {
    const { owner, admin, member, group } = await groupWithRoles(t.app, { isPublic: false, pin: '9753', description: 'Secret plans' });
    const ghost = (await call('POST', `/api/v1/groups/${group.id}/placeholder-members`, owner, { username: 'Ghostly' })).json() as {
      id: string;
    };
    const quiet = await registerAndSignIn(t.app, { username: 'Quiet Mole' });
    expect((await join(t.app, quiet, group.id, '9753')).statusCode).toBe(200);
    const invite = (await createInvite(group.id, admin, { expiresInDays: 7, maxUses: 3 })).json();
    const body = (await publicPreview(tokenOf(invite))).body;
    for (const secret of [
      group.id,
      '9753',
      'Secret plans',
      owner.id,
      owner.email,
      admin.id,
      admin.email,
      member.id,
      member.email,
      quiet.id,
      quiet.username,
      quiet.email,
      owner.username,
      ghost.id,
      'Ghostly',
      invite.id,
      tokenOf(invite).split('.')[1]!,
    ])
      expect(body, secret).not.toContain(secret);
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(['group', 'invitedBy', 'kind', 'status']);
    expect(Object.keys(JSON.parse(body).group).sort()).toEqual(['iconUrl', 'isPublic', 'memberCount', 'name']);
  });

  it('limits wrong links by address, like PIN tries, sharing the count with the signed-in preview, and always honours a right one', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const invite = (await createInvite(group.id, owner)).json();
    const wrong = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}.${'D'.repeat(43)}`;
    // A right link takes its try back: any number of them from one address.
    for (let index = 0; index < 25; index += 1) expect((await publicPreview(tokenOf(invite), '10.8.8.8')).statusCode).toBe(200);
    const guesser = await registerAndSignIn(t.app, { username: 'guesser two' });
    expect((await preview(wrong(0), guesser, '10.8.8.8')).statusCode).toBe(404);
    const statuses: number[] = [];
    for (let index = 1; index < 22; index += 1) statuses.push((await publicPreview(wrong(index), '10.8.8.8')).statusCode);
    expect(statuses).toEqual([...Array<number>(19).fill(404), 429, 429]);
    const limited = await publicPreview(wrong(30), '10.8.8.8');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many invalid invite links\. Please try again in /);
    expect(limited.headers['retry-after']).toBeDefined();
    // A German reader reads it in German, with the wait in its place.
    const german = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invites/${wrong(32)}/preview`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      remoteAddress: '10.8.8.8',
    });
    expect(german.json().error.message).toMatch(/^Zu viele ungültige Einladungslinks\. Bitte versuch es in .+ noch einmal\.$/);
    // A right link is honoured all the same (its secret cannot be guessed): a guesser sharing an address (a mobile
    // network, an office) cannot lock the others there out of their invitations, signed out or in.
    expect((await publicPreview(tokenOf(invite), '10.8.8.8')).statusCode).toBe(200);
    const invitee = await registerAndSignIn(t.app, { username: 'same address' });
    expect((await preview(tokenOf(invite), invitee, '10.8.8.8')).statusCode).toBe(200);
    // Another address is not held back.
    expect((await publicPreview(wrong(31), '10.8.8.9')).statusCode).toBe(404);
  });
});

describe('claiming a placeholder', () => {
  /** A group where the placeholder "Ghost" has predictions, points, an adjustment and history over two gameweeks. */
  async function placeholderWithHistory() {
    const roles = await groupWithRoles(t.app);
    const { owner, member, group } = roles;
    const ghost = (await call('POST', `/api/v1/groups/${group.id}/placeholder-members`, owner, { username: 'Ghost' })).json() as {
      id: string;
    };
    for (const [week, scores] of [
      [1, [2, 1]],
      [2, [0, 0]],
    ] as const) {
      now = new Date(START.getTime() + (week - 1) * 7 * 86_400_000);
      const gameweek = await game().gameweek(roles, 2 + (week - 1) * 7 * 24, [`W${week}`]);
      const matchId = gameweek.matches[0]!.id;
      expect((await game().predict({ id: ghost.id, cookie: owner.cookie }, gameweek.id, [[matchId, ...scores]])).statusCode).toBe(200);
      await game().predict(member, gameweek.id, [[matchId, 1, 1]]);
      await game().lock(roles, gameweek.id);
      expect((await game().finalScores(roles, gameweek.id, [[matchId, 2, 1]])).statusCode).toBe(200);
    }
    const board = (await call('GET', `/api/v1/groups/${group.id}/leaderboard`, owner)).json();
    const ghostRow = board.rows.find((row: { player: { id: string } }) => row.player.id === ghost.id);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}/leaderboard`,
      headers: { cookie: owner.cookie },
      payload: { rows: [{ userId: ghost.id, totalPoints: ghostRow.totalPoints + 5 }] },
    });
    expect(edited.statusCode).toBe(200);
    return { ...roles, ghost };
  }

  /** Everything the group shows about one player, with their identity taken out. */
  async function recordOf(groupId: string, userId: string, viewer: SignedInUser) {
    const board = (await call('GET', `/api/v1/groups/${groupId}/leaderboard`, viewer)).json();
    const history = (await call('GET', `/api/v1/groups/${groupId}/leaderboard/history`, viewer)).json();
    const profile = (await call('GET', `/api/v1/groups/${groupId}/players/${userId}`, viewer)).json();
    const row = board.rows.find((entry: { player: { id: string } }) => entry.player.id === userId);
    const strip = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll(userId, 'PLAYER')
          .replace(/"(username|bgColour|isPlaceholder)":("[^"]*"|true|false)/g, '"$1":"-"'),
      );
    const series = history.players.find((entry: { player: { id: string } }) => entry.player.id === userId);
    return strip({ row: { ...row, player: null }, history: series.points, profile: { ...profile, player: null, user: null } });
  }

  it('hands the placeholder’s predictions, points, adjustment, history and join date to the claimer, once', async () => {
    const { owner, admin, member, group, ghost } = await placeholderWithHistory();
    const before = await recordOf(group.id, ghost.id, owner);
    const claimLink = await createInvite(group.id, admin, { placeholderId: ghost.id });
    expect(claimLink.statusCode).toBe(201);
    expect(claimLink.json()).toMatchObject({ kind: 'claim', placeholder: { id: ghost.id, username: 'Ghost' }, maxUses: 1 });
    // A member cannot make one; a real member cannot be claimed.
    expect((await createInvite(group.id, member, { placeholderId: ghost.id })).statusCode).toBe(403);
    const forReal = await createInvite(group.id, owner, { placeholderId: member.id });
    expect(forReal.statusCode).toBe(400);
    expect(forReal.json().error.message).toBe(INVITE_MESSAGES.notPlaceholder);

    const newcomer = await registerAndSignIn(t.app, { username: 'Newcomer' });
    expect((await preview(tokenOf(claimLink.json()), newcomer)).json()).toMatchObject({
      kind: 'claim',
      placeholder: { username: 'Ghost' },
      viewer: { canAccept: true },
    });
    expect((await accept(tokenOf(claimLink.json()), newcomer)).json()).toEqual({ groupId: group.id, kind: 'claim' });

    expect(await recordOf(group.id, newcomer.id, owner)).toEqual(before);
    const members = (await call('GET', `/api/v1/groups/${group.id}/members?limit=50`, owner)).json();
    expect(JSON.stringify(members)).not.toContain(ghost.id);
    expect(JSON.stringify(members)).toContain(newcomer.id);
    const gone = await t.database.pool.query('SELECT 1 FROM users WHERE id = $1', [ghost.id]);
    expect(gone.rowCount).toBe(0);

    // The link is used: a second claim is refused.
    const again = await registerAndSignIn(t.app, { username: 'Second' });
    const refused = await accept(tokenOf(claimLink.json()), again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(INVITE_MESSAGES.claimUsed);
  });

  it('is refused to someone already in the group, and nothing changes', async () => {
    const { owner, member, group, ghost } = await placeholderWithHistory();
    const before = await recordOf(group.id, ghost.id, owner);
    const link = (await createInvite(group.id, owner, { placeholderId: ghost.id })).json();
    const refused = await accept(tokenOf(link), member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(GROUP_MESSAGES.alreadyMember);
    expect(await recordOf(group.id, ghost.id, owner)).toEqual(before);
    expect((await call('GET', `/api/v1/groups/${group.id}/invites`, owner)).json()).toHaveLength(1);

    // Once the placeholder is removed, its claim link ends.
    expect((await call('DELETE', `/api/v1/groups/${group.id}/members/${ghost.id}`, owner)).statusCode).toBe(204);
    const newcomer = await registerAndSignIn(t.app, { username: 'Too late' });
    expect((await preview(tokenOf(link), newcomer)).json().viewer.refusal).toBe(INVITE_MESSAGES.placeholderGone);
    expect((await accept(tokenOf(link), newcomer)).json().error.message).toBe(INVITE_MESSAGES.placeholderGone);
    expect((await call('GET', `/api/v1/groups/${group.id}/invites`, owner)).json()).toEqual([]);
  });
});

describe('a group owned elsewhere', () => {
  it('never lets an admin of one group revoke or list another group’s links', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const otherOwner = await registerAndSignIn(t.app, { username: 'other owner' });
    const other = await buildGroup(t.app, otherOwner);
    const invite = (await createInvite(group.id, owner)).json();
    expect((await call('DELETE', `/api/v1/groups/${other.id}/invites/${invite.id}`, otherOwner)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/groups/${group.id}/invites`, owner)).json()).toHaveLength(1);
  });
});

describe('an invitation in the reader’s language', () => {
  it('says why a link cannot be used in German to a German reader, and in English to everyone else', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const link = (await createInvite(group.id, owner)).json();
    expect((await call('DELETE', `/api/v1/groups/${group.id}/invites/${link.id}`, owner)).statusCode).toBe(204);
    const reader = await registerAndSignIn(t.app, { username: 'german reader' });
    const open = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/invites/${tokenOf(link)}`,
        headers: { cookie: reader.cookie, ...(language ? { 'accept-language': language } : {}) },
      });
    expect((await open('de')).json().viewer.refusal).toBe('Dieser Einladungslink wurde widerrufen.');
    expect((await open('es-ES')).json().viewer.refusal).toBe('Este enlace de invitación ha sido revocado.');
    expect((await open()).json().viewer.refusal).toBe(INVITE_MESSAGES.wasRevoked);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invites/${tokenOf(link)}/accept`,
      headers: { cookie: reader.cookie, 'accept-language': 'de' },
    });
    expect(refused.json().error.message).toBe('Dieser Einladungslink wurde widerrufen.');
  });
});
