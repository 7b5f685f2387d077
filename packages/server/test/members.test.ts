import { GROUP_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const members = (groupId: string, cookie?: string, query = '') =>
  t.app.inject({ url: `/api/v1/groups/${groupId}/members${query}`, headers: cookie ? { cookie } : {} });
const setAdmin = (groupId: string, userId: string, cookie: string, isAdmin: boolean) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/groups/${groupId}/members/${userId}`, headers: { cookie }, payload: { isAdmin } });
const removeMember = (groupId: string, userId: string, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${groupId}/members/${userId}`, headers: { cookie } });
const addPlaceholderMember = (groupId: string, cookie: string, username: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/groups/${groupId}/placeholder-members`, headers: { cookie }, payload: { username } });

describe('GET members', () => {
  it('lists owner first with roles, a page at a time', async () => {
    const { owner, admin, member, group } = await groupWithRoles(t.app);
    const page = (await members(group.id, member.cookie, '?limit=2')).json();
    expect(page.total).toBe(3);
    expect(page.members.map((m: { username: string; isOwner: boolean; isAdmin: boolean }) => [m.username, m.isOwner, m.isAdmin])).toEqual([
      ['owner', true, true],
      ['admin', false, true],
    ]);
    const next = (await members(group.id, member.cookie, '?offset=2&limit=2')).json();
    expect(next.members.map((m: { id: string }) => m.id)).toEqual([member.id]);
    expect(page.members[0].id).toBe(owner.id);
    expect(page.members[1].id).toBe(admin.id);
  });

  it('is hidden from non-members of a private group, open for a public one, closed to the anonymous', async () => {
    const privateGroup = await groupWithRoles(t.app, { isPublic: false, pin: '1234' });
    const denied = await members(privateGroup.group.id, privateGroup.outsider.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('owner');
    const publicGroup = await groupWithRoles(t.app);
    expect((await members(publicGroup.group.id, publicGroup.outsider.cookie)).statusCode).toBe(200);
    expect((await members(publicGroup.group.id)).statusCode).toBe(401);
  });
});

describe('admin status', () => {
  it('is changed by admins and the owner only, never on oneself, the owner or a placeholder', async () => {
    const { owner, admin, member, outsider, group } = await groupWithRoles(t.app);
    expect((await setAdmin(group.id, admin.id, member.cookie, false)).statusCode).toBe(403);
    expect((await setAdmin(group.id, member.id, outsider.cookie, true)).statusCode).toBe(403);
    expect((await setAdmin(group.id, owner.id, admin.cookie, false)).statusCode).toBe(403);
    expect((await setAdmin(group.id, admin.id, admin.cookie, false)).statusCode).toBe(403);
    expect((await setAdmin(group.id, member.id, admin.cookie, true)).statusCode).toBe(204);
    const roles = (await members(group.id, owner.cookie))
      .json()
      .members.map((m: { username: string; isAdmin: boolean }) => [m.username, m.isAdmin]);
    expect(roles).toContainEqual(['member', true]);

    const fake = (await addPlaceholderMember(group.id, owner.cookie, 'Ghost')).json();
    const refused = await setAdmin(group.id, fake.id, owner.cookie, true);
    expect(refused.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/groups/${group.id}/members/${member.id}`, payload: { isAdmin: true } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('removing members', () => {
  it('lets admins remove members (erasing their rows) but not the owner, and not members', async () => {
    const { owner, admin, member, group } = await groupWithRoles(t.app);
    expect((await removeMember(group.id, admin.id, member.cookie)).statusCode).toBe(403);
    expect((await removeMember(group.id, owner.id, admin.cookie)).statusCode).toBe(403);
    expect((await removeMember(group.id, member.id, admin.cookie)).statusCode).toBe(204);
    const rows = await t.database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM group_members WHERE user_id = ${member.id})
           + (SELECT count(*) FROM leaderboard WHERE user_id = ${member.id}) AS n`);
    expect(rows.rows[0]!.n).toBe(0);
    // The user still exists: only placeholders are deleted.
    const user = await t.database.db.execute(sql`SELECT 1 FROM users WHERE id = ${member.id}`);
    expect(user.rowCount).toBe(1);
  });
});

describe('placeholder members', () => {
  it('are created by admins by username and count towards the member limit', async () => {
    const { owner, member, group } = await groupWithRoles(t.app);
    expect((await addPlaceholderMember(group.id, member.cookie, 'Nope')).statusCode).toBe(403);
    const blank = await addPlaceholderMember(group.id, owner.cookie, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(GROUP_MESSAGES.placeholderUsernameRequired);
    expect((await addPlaceholderMember(group.id, owner.cookie, undefined)).json().error.message).toBe(
      GROUP_MESSAGES.placeholderUsernameRequired,
    );

    const created = await addPlaceholderMember(group.id, owner.cookie, ' Grandad ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Grandad', isPlaceholder: true, isAdmin: false, isOwner: false });
    const detail = (await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: owner.cookie } })).json();
    expect(detail.memberCount).toBe(4);
  });

  it('cannot overfill the group', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { maxMembers: 2 });
    expect((await addPlaceholderMember(group.id, owner.cookie, 'One')).statusCode).toBe(201);
    const full = await addPlaceholderMember(group.id, owner.cookie, 'Two');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(GROUP_MESSAGES.groupFull);
    const joiner = await registerAndSignIn(t.app);
    expect((await join(t.app, joiner, group.id)).json().error.message).toBe(GROUP_MESSAGES.groupFull);
  });

  it('removing one deletes its user record', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner);
    const fake = (await addPlaceholderMember(group.id, owner.cookie, 'Temp')).json();
    expect((await removeMember(group.id, fake.id, owner.cookie)).statusCode).toBe(204);
    const user = await t.database.db.execute(sql`SELECT 1 FROM users WHERE id = ${fake.id}`);
    expect(user.rowCount).toBe(0);
  });

  it('cannot sign in', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner);
    const fake = (await addPlaceholderMember(group.id, owner.cookie, 'Ghost')).json();
    const row = await t.database.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${fake.id}`);
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      headers: { origin: 'http://scoreline.test' },
      payload: { email: row.rows[0]!.email, password: 'Passw0rd!' },
    });
    expect(attempt.statusCode).toBe(401);
  });
});

describe('every group endpoint', () => {
  it('refuses the anonymous with 401, before anything else', async () => {
    const { group, member } = await groupWithRoles(t.app);
    const base = `/api/v1/groups/${group.id}`;
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/v1/groups'],
      ['POST', '/api/v1/groups', {}],
      ['GET', base],
      ['PATCH', base, {}],
      ['DELETE', base],
      ['POST', `${base}/join`, {}],
      ['POST', `${base}/leave`, {}],
      ['GET', `${base}/members`],
      ['PATCH', `${base}/members/${member.id}`, { isAdmin: true }],
      ['DELETE', `${base}/members/${member.id}`],
      ['POST', `${base}/placeholder-members`, { username: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.message).toBe('User not authenticated');
    }
  });

  it('refuses a non-member on the admin endpoints with 403', async () => {
    const { group, member, outsider } = await groupWithRoles(t.app);
    const headers = { cookie: outsider.cookie };
    const base = `/api/v1/groups/${group.id}`;
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${base}/members/${member.id}`, headers, payload: { isAdmin: true } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/members/${member.id}`, headers })).statusCode).toBe(403);
    const fake = await t.app.inject({ method: 'POST', url: `${base}/placeholder-members`, headers, payload: { username: 'x' } });
    expect(fake.statusCode).toBe(403);
    expect(fake.json().error.message).toBe(GROUP_MESSAGES.notMember);
  });
});

describe('the old path of placeholder members', () => {
  it('still adds one (as admin only), and the API document marks it deprecated and points to the new one', async () => {
    const { owner, member, group } = await groupWithRoles(t.app);
    const old = (cookie: string, username: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/groups/${group.id}/fake-members`, headers: { cookie }, payload: { username } });
    expect((await old(member.cookie, 'Nope')).statusCode).toBe(403);
    const created = await old(owner.cookie, 'Grandad');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'Grandad', isPlaceholder: true });
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(document.paths['/api/v1/groups/{groupId}/fake-members'].post).toMatchObject({ deprecated: true });
    expect(document.paths['/api/v1/groups/{groupId}/fake-members'].post.description).toContain('placeholder-members');
    expect(document.paths['/api/v1/groups/{groupId}/placeholder-members'].post.deprecated).toBeUndefined();
  });
});
