import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@scoreline/shared';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { createStandingsService } from '../src/modules/standings/standings.service.js';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, buildGroup, buildGroupWithIcon, join } from './support/groups.js';
import { type TestApp, createTestApp, jsonPost, registerAndSignIn, registerUser, signIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rows = async <T extends Record<string, unknown>>(query: SQL) => (await t.database.db.execute<T>(query)).rows;
const deleteAccount = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/me/delete', headers: cookie ? { cookie } : {}, payload });

/**
 * Every text, uuid and JSON column of every table in the public schema that holds one of `values` (as a whole
 * value or inside one, case-insensitively), as "table.column".
 */
async function columnsNaming(values: string[]): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'uuid', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    ORDER BY 1, 2`);
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const value of values) {
      const [hit] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ${sql.identifier(table)}
        WHERE strpos(lower(${sql.identifier(column)}::text), ${value.toLowerCase()}) > 0`);
      if (hit!.n > 0) found.push(`${table}.${column}`);
    }
  }
  return [...new Set(found)].sort();
}

const addPlaceholder = async (groupId: string, cookie: string, username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/placeholder-members`,
    headers: { cookie },
    payload: { username },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
};
const promote = async (groupId: string, userId: string, cookie: string) => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/groups/${groupId}/members/${userId}`,
    headers: { cookie },
    payload: { isAdmin: true },
  });
  expect(response.statusCode).toBe(204);
};
const joined = async (user: SignedInUser, groupId: string, pin?: string) =>
  expect((await join(t.app, user, groupId, pin)).statusCode).toBe(200);

const groupWithIcon = (owner: SignedInUser) => buildGroupWithIcon(t.app, owner.cookie, 'Alone FC');

/** Every derived row of a group, to compare with what a full recompute gives. */
async function derivedState(groupId: string) {
  return {
    scores: await rows(sql`SELECT gameweek_id, user_id, total_points FROM scores WHERE group_id = ${groupId} ORDER BY 1, 2`),
    leaderboard: await rows(sql`SELECT user_id, total_points, total_correct_scores, total_correct_results FROM leaderboard
                                WHERE group_id = ${groupId} ORDER BY 1`),
    season: await rows(sql`SELECT season_id, user_id, total_points FROM season_leaderboard WHERE group_id = ${groupId} ORDER BY 1, 2`),
    history: await rows(sql`SELECT gameweek_id, user_id, position, total_points FROM leaderboard_history
                            WHERE group_id = ${groupId} ORDER BY 1, 2`),
  };
}

/**
 * The player to delete ("leaver") with predictions in four groups: A (owned; a member joined before an admin was
 * made), B (owned; a placeholder older than two real members), C (owned alone, with an icon and a placeholder),
 * D (someone else's, where the leaver is an admin who saved a placeholder's prediction). Plus everything else an
 * account leaves: a push device, settings, a pending reset link, failed sign-in and PIN tries, a sent reminder.
 */
async function leaverEverywhere() {
  const leaver = await registerAndSignIn(t.app, { username: 'Leaver' });
  const [adminA, memberA, memberB1, memberB2, ownerD] = await Promise.all(
    ['AdminA', 'MemberA', 'MemberB1', 'MemberB2', 'OwnerD'].map((username) => registerAndSignIn(t.app, { username })),
  );
  const game = gameHelpers(t.app, new Date());

  const groupA = await buildGroup(t.app, leaver, { name: 'Group A' });
  await joined(memberA!, groupA.id);
  await joined(adminA!, groupA.id);
  await promote(groupA.id, adminA!.id, leaver.cookie);
  const ghostA = await addPlaceholder(groupA.id, leaver.cookie, 'GhostA');

  const groupB = await buildGroup(t.app, leaver, { name: 'Group B' });
  const ghostB = await addPlaceholder(groupB.id, leaver.cookie, 'GhostB');
  await joined(memberB1!, groupB.id);
  await joined(memberB2!, groupB.id);

  const groupC = await groupWithIcon(leaver);
  const ghostC = await addPlaceholder(groupC.id, leaver.cookie, 'GhostC');

  const groupD = await buildGroup(t.app, ownerD!, { name: 'Group D', isPublic: false, pin: '1234' });
  await joined(leaver, groupD.id, '1234');
  await promote(groupD.id, leaver.id, ownerD!.cookie);
  const ghostD = await addPlaceholder(groupD.id, ownerD!.cookie, 'GhostD');
  const groupE = await buildGroup(t.app, ownerD!, { name: 'Group E', isPublic: false, pin: '4321' });
  expect((await join(t.app, leaver, groupE.id, '0000')).statusCode).toBe(400);

  // One match per group, final score 2-1; the leaver predicts it exactly everywhere.
  const play = async (owner: SignedInUser, groupId: string, sheets: Array<[{ id: string; cookie: string }, number, number]>) => {
    const roles = { owner, group: { id: groupId } } as Parameters<typeof game.gameweek>[0];
    const gameweek = await game.gameweek(roles, 2, ['X']);
    const matchId = gameweek.matches[0]!.id;
    for (const [player, home, away] of sheets) {
      expect((await game.predict(player, gameweek.id, [[matchId, home, away]])).statusCode).toBe(200);
    }
    expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
    expect((await game.finalScores(roles, gameweek.id, [[matchId, 2, 1]])).statusCode).toBe(200);
  };
  const forGhost = (ghost: { id: string }, by: SignedInUser) => ({ id: ghost.id, cookie: by.cookie });
  await play(leaver, groupA.id, [
    [leaver, 2, 1],
    [adminA!, 1, 0],
    [memberA!, 0, 2],
    [forGhost(ghostA, leaver), 3, 1],
  ]);
  await play(leaver, groupB.id, [
    [leaver, 2, 1],
    [memberB1!, 1, 1],
    [memberB2!, 2, 0],
    [forGhost(ghostB, leaver), 2, 1],
  ]);
  await play(leaver, groupC.id, [
    [leaver, 2, 1],
    [forGhost(ghostC, leaver), 0, 0],
  ]);
  await play(ownerD!, groupD.id, [
    [leaver, 2, 1],
    [ownerD!, 0, 0],
    [forGhost(ghostD, leaver), 1, 0],
  ]);

  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: { cookie: leaver.cookie }, payload });
  const settings = {
    reminderTiming: '2h',
    reminders: { email: false, push: true },
    results: { email: true, push: true },
    wins: { email: false, push: false },
  };
  expect((await put('/api/v1/me/notifications', settings)).statusCode).toBe(200);
  const device = await jsonPost(
    t.app,
    '/api/v1/me/push-devices',
    {
      endpoint: 'https://fcm.googleapis.com/fcm/send/leaver-device',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
    leaver.cookie,
  );
  expect(device.statusCode).toBe(201);
  expect(
    (await jsonPost(t.app, '/api/v1/auth/request-password-reset', { email: leaver.email, redirectTo: '/reset-password' })).statusCode,
  ).toBe(200);
  expect((await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: leaver.email, password: 'Wrong0ne!' })).statusCode).toBe(401);
  await t.database.db.execute(sql`INSERT INTO notifications_sent (user_id, kind, subject) VALUES (${leaver.id}, 'reminder-2h', 'gw')`);
  // A season the leaver runs in a group they do not own (no route makes one today; the column allows it).
  await t.database.db.execute(sql`UPDATE seasons SET admin_id = ${leaver.id} WHERE group_id = ${groupD.id}`);
  const secondSession = await signIn(t.app, leaver.email);

  return { leaver, secondSession, adminA: adminA!, memberA: memberA!, memberB1: memberB1!, memberB2: memberB2!, ownerD: ownerD! };
}

describe('POST /api/v1/me/delete', () => {
  it('refuses the anonymous', async () => {
    const response = await deleteAccount(undefined, { password: 'Passw0rd!' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.notAuthenticated);
  });

  it('refuses a missing, empty or wrong password and deletes nothing', async () => {
    const user = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, user);
    for (const payload of [{}, { password: '' }, { password: 42 }]) {
      const response = await deleteAccount(user.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(AUTH_MESSAGES.passwordRequired);
    }
    const wrong = await deleteAccount(user.cookie, { password: 'Not-the-0ne' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'VALIDATION_ERROR', message: ACCOUNT_MESSAGES.wrongPassword });
    expect(await rows(sql`SELECT id FROM users WHERE id = ${user.id}`)).toHaveLength(1);
    expect(await rows(sql`SELECT id FROM groups WHERE id = ${group.id} AND owner_id = ${user.id}`)).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    await signIn(t.app, user.email);
  });

  it('limits wrong passwords like sign-in: the sixth try in 15 minutes is 429, even with the right password', async () => {
    const user = await registerAndSignIn(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await deleteAccount(user.cookie, { password: 'Wrong-pa55' })).statusCode).toBe(400);
    const limited = await deleteAccount(user.cookie, { password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows(sql`SELECT id FROM users WHERE id = ${user.id}`)).toHaveLength(1);
  });

  it('deletes the account and every trace of it; owned groups pass on or go; the tables left are right; the email is free', async () => {
    const world = await leaverEverywhere();
    const { leaver } = world;
    const groupIds = Object.fromEntries(
      (
        await rows<{ name: string; id: string }>(
          sql`SELECT name, id FROM groups WHERE name IN ('Group A', 'Group B', 'Group D', 'Alone FC')`,
        )
      ).map((row) => [row.name, row.id]),
    ) as Record<'Group A' | 'Group B' | 'Group D' | 'Alone FC', string>;
    const [groupC] = await rows<{ icon_url: string }>(sql`SELECT icon_url FROM groups WHERE id = ${groupIds['Alone FC']}`);
    const iconFile = path.join(t.config.dataDir, 'uploads', groupC!.icon_url.replace('/media/', ''));
    expect(fs.existsSync(iconFile)).toBe(true);
    const ghostC = await rows<{ id: string }>(sql`SELECT id FROM users WHERE username = 'GhostC'`);

    // Before: the scan finds the leaver everywhere an account leaves something (so it can find it after).
    const before = await columnsNaming([leaver.id, leaver.email]);
    expect(before).toEqual(
      expect.arrayContaining([
        'users.id',
        'users.email',
        'sessions.user_id',
        'accounts.user_id',
        'accounts.account_id',
        'group_members.user_id',
        'groups.owner_id',
        'seasons.admin_id',
        'predictions.user_id',
        'predictions.admin_id',
        'scores.user_id',
        'leaderboard.user_id',
        'season_leaderboard.user_id',
        'leaderboard_history.user_id',
        'notification_settings.user_id',
        'push_subscriptions.user_id',
        'notifications_sent.user_id',
        'verifications.value',
        'guarded_attempts.subject',
      ]),
    );

    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const told = new Set<string>();
    listener.on('notification', (message) =>
      (JSON.parse(message.payload!) as { groupIds: string[] }).groupIds.forEach((id) => told.add(id)),
    );
    await listener.query('LISTEN scoreline_live');

    const response = await deleteAccount(leaver.cookie, { password: leaver.password });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name === 'scoreline.session_token');
    expect(cleared?.value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await listener.end();
    // Every group the leaver was in hears of it (Group C to find itself gone).
    expect([...told]).toEqual(expect.arrayContaining(Object.values(groupIds)));

    expect(await columnsNaming([leaver.id, leaver.email])).toEqual([]);
    for (const cookie of [leaver.cookie, world.secondSession]) {
      expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: leaver.email, password: leaver.password })).statusCode).toBe(401);

    // Ownership: A's admin (not its longer-serving member); B's longest-serving real member (not the placeholder).
    const owners = await rows<{ name: string; owner: string; admin: boolean; seasonAdmin: string }>(sql`
      SELECT g.name, u.username AS owner, gm.is_admin AS admin, su.username AS "seasonAdmin"
      FROM groups g JOIN users u ON u.id = g.owner_id JOIN group_members gm ON gm.group_id = g.id AND gm.user_id = g.owner_id
      JOIN seasons s ON s.group_id = g.id JOIN users su ON su.id = s.admin_id
      WHERE g.id IN (${groupIds['Group A']}, ${groupIds['Group B']}, ${groupIds['Group D']}) ORDER BY g.name`);
    expect(owners).toEqual([
      { name: 'Group A', owner: 'AdminA', admin: true, seasonAdmin: 'AdminA' },
      { name: 'Group B', owner: 'MemberB1', admin: true, seasonAdmin: 'MemberB1' },
      { name: 'Group D', owner: 'OwnerD', admin: true, seasonAdmin: 'OwnerD' },
    ]);
    const detailA = await t.app.inject({ url: `/api/v1/groups/${groupIds['Group A']}`, headers: { cookie: world.adminA.cookie } });
    expect(detailA.json().owner).toEqual({ id: world.adminA.id, username: 'AdminA' });
    expect(detailA.json().viewer).toMatchObject({ isOwner: true, canUpdate: true, canDelete: true, canLeave: false });
    // The group owned alone is gone with its data, its placeholder and its icon file.
    const gone = await t.app.inject({ url: `/api/v1/groups/${groupIds['Alone FC']}`, headers: { cookie: world.adminA.cookie } });
    expect(gone.statusCode).toBe(404);
    expect(await rows(sql`SELECT 1 FROM gameweeks WHERE group_id = ${groupIds['Alone FC']}`)).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM users WHERE id = ${ghostC[0]!.id}`)).toEqual([]);
    expect(fs.existsSync(iconFile)).toBe(false);
    // Placeholders of groups that live on stay with the group (their predictions too).
    const ghosts = await rows<{ username: string }>(sql`
      SELECT u.username FROM users u JOIN predictions p ON p.user_id = u.id WHERE u.is_placeholder ORDER BY 1`);
    expect(ghosts.map((ghost) => ghost.username)).toEqual(expect.arrayContaining(['GhostA', 'GhostB', 'GhostD']));

    // The tables left: as a full recompute makes them, and as the points say (the leaver was first everywhere).
    const standings = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
    for (const groupId of [groupIds['Group A'], groupIds['Group B'], groupIds['Group D']]) {
      const after = await derivedState(groupId);
      await t.database.db.transaction((tx) => standings.recomputeGroups(tx, [groupId]));
      expect(await derivedState(groupId)).toEqual(after);
    }
    const table = async (groupId: string, cookie: string) => {
      const board = await t.app.inject({ url: `/api/v1/groups/${groupId}/leaderboard`, headers: { cookie } });
      return (board.json() as { rows: Array<{ player: { username: string }; position: number; totalPoints: number }> }).rows.map((row) => [
        row.player.username,
        row.position,
        row.totalPoints,
      ]);
    };
    expect(await table(groupIds['Group A'], world.adminA.cookie)).toEqual([
      ['AdminA', 1, 1],
      ['GhostA', 1, 1],
      ['MemberA', 3, 0],
    ]);
    expect(await table(groupIds['Group B'], world.memberB1.cookie)).toEqual([
      ['GhostB', 1, 3],
      ['MemberB2', 2, 1],
      ['MemberB1', 3, 0],
    ]);
    const history = await rows<{ username: string; position: number }>(sql`
      SELECT u.username, h.position FROM leaderboard_history h JOIN users u ON u.id = h.user_id
      WHERE h.group_id = ${groupIds['Group D']} ORDER BY h.position, u.username`);
    expect(history).toEqual([
      { username: 'GhostD', position: 1 },
      { username: 'OwnerD', position: 2 },
    ]);

    // The email can make a new account, which starts empty.
    const again = await registerUser(t.app, { email: leaver.email, username: 'Returner' });
    expect(again.id).not.toBe(leaver.id);
    const cookie = await signIn(t.app, leaver.email);
    const groups = await t.app.inject({ url: '/api/v1/groups', headers: { cookie } });
    expect(groups.json().yourGroups).toEqual([]);
  });
});
