import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupInput, groupWithRoles } from './support/groups.js';
import { STRONG_PASSWORD, type TestApp, createTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** NUL (PostgreSQL cannot store it), bell, escape, delete, and a C1 control. */
const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every copy of `body` with one string leaf spoiled by `character`, with the leaf's path. */
function spoiled(body: Json, character: string, path: string[] = []): Array<{ path: string; body: Json }> {
  if (typeof body === 'string') return [{ path: path.join('.'), body: `${body.slice(0, 2)}${character}${body.slice(2)}` }];
  if (Array.isArray(body)) {
    return body.flatMap((item, index) =>
      spoiled(item, character, [...path, String(index)]).map((variant) => ({
        path: variant.path,
        body: body.map((other, at) => (at === index ? variant.body : other)),
      })),
    );
  }
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) =>
      spoiled(value, character, [...path, key]).map((variant) => ({ path: variant.path, body: { ...body, [key]: variant.body } })),
    );
  }
  return [];
}

function expectOneErrorShape(response: LightMyRequestResponse) {
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
}

/** Write routes that take no text at all (their ids are checked as uuids in the path). */
const TAKES_NO_TEXT = new Set([
  'POST /api/v1/auth/sign-out',
  'DELETE /api/v1/groups/:groupId',
  'POST /api/v1/groups/:groupId/leave',
  'PATCH /api/v1/gameweeks/:gameweekId/lock',
  'DELETE /api/v1/gameweeks/:gameweekId',
  'PATCH /api/v1/groups/:groupId/members/:userId',
  'DELETE /api/v1/groups/:groupId/members/:userId',
  'DELETE /api/v1/me/push-devices/:deviceId',
  'POST /api/v1/gameweeks/:gameweekId/remind',
  'DELETE /api/v1/groups/:groupId/invites/:inviteId',
  'POST /api/v1/invites/:token/accept',
  'POST /api/v1/me/calendar',
  'POST /api/v1/me/calendar/renew',
  'POST /api/v1/gameweeks/:gameweekId/matches/:matchId/void',
  'DELETE /api/v1/bonus-questions/:questionId',
  // Numbers only: a competition id, a lead time and a count.
  'PUT /api/v1/groups/:groupId/competition',
  'DELETE /api/v1/groups/:groupId/competition',
  'PUT /api/v1/me/prediction-settings',
]);

describe('control characters in text', () => {
  it('are refused with a 400 in every text field of every JSON endpoint', async () => {
    const roles = await groupWithRoles(t.app, { isPublic: false, pin: '1234' });
    const { owner, member, outsider, group } = roles;
    const game = gameHelpers(t.app, new Date());
    const gameweek = await game.gameweek(roles, 48, ['Reds']);
    const matchId = gameweek.matches[0]!.id;
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const custom = { kind: 'custom', homeTeam: 'Yarmouth Bay', awayTeam: 'Upton Rovers', matchTime: at(50) };
    const bonus = { question: 'Top scorer?', kind: 'list', options: ['Kane', 'Haaland'], points: 3, deadline: at(40) };
    const bonusUrl = `/api/v1/seasons/${group.activeSeason.id}/bonus-questions`;
    const bonusId = (await t.app.inject({ method: 'POST', url: bonusUrl, headers: { cookie: owner.cookie }, payload: bonus })).json().id;

    const endpoints: Array<{ route: string; url: string; cookie?: string; body: Json }> = [
      {
        route: 'POST /api/v1/auth/sign-up/email',
        url: '/api/v1/auth/sign-up/email',
        body: { email: 'fuzz@example.com', name: 'fuzzer', password: STRONG_PASSWORD },
      },
      {
        route: 'POST /api/v1/auth/sign-in/email',
        url: '/api/v1/auth/sign-in/email',
        body: { email: owner.email, password: STRONG_PASSWORD },
      },
      {
        route: 'POST /api/v1/auth/request-password-reset',
        url: '/api/v1/auth/request-password-reset',
        body: { email: owner.email, redirectTo: '/reset-password' },
      },
      {
        route: 'POST /api/v1/auth/*',
        url: '/api/v1/auth/reset-password',
        body: { newPassword: STRONG_PASSWORD, token: 'not-a-real-token' },
      },
      {
        route: 'POST /api/v1/auth/*',
        url: '/api/v1/auth/change-password',
        cookie: member.cookie,
        body: { currentPassword: STRONG_PASSWORD, newPassword: 'Passw0rd!2' },
      },
      { route: 'PATCH /api/v1/me', url: '/api/v1/me', cookie: member.cookie, body: { username: 'renamed' } },
      { route: 'POST /api/v1/me/delete', url: '/api/v1/me/delete', cookie: member.cookie, body: { password: STRONG_PASSWORD } },
      {
        route: 'POST /api/v1/groups',
        url: '/api/v1/groups',
        cookie: member.cookie,
        body: groupInput({ isPublic: false, pin: '4321' }) as unknown as Json,
      },
      {
        route: 'PATCH /api/v1/groups/:groupId',
        url: `/api/v1/groups/${group.id}`,
        cookie: owner.cookie,
        body: { name: 'Sunday League', description: 'Friends', isPublic: false, pin: '1234', maxMembers: 100 },
      },
      {
        route: 'POST /api/v1/groups/:groupId/join',
        url: `/api/v1/groups/${group.id}/join`,
        cookie: outsider.cookie,
        body: { pin: '1234' },
      },
      {
        route: 'POST /api/v1/groups/:groupId/gameweeks',
        url: `/api/v1/groups/${group.id}/gameweeks`,
        cookie: owner.cookie,
        body: { deadline: at(49), matches: [custom] },
      },
      {
        route: 'PUT /api/v1/gameweeks/:gameweekId/matches',
        url: `/api/v1/gameweeks/${gameweek.id}/matches`,
        cookie: owner.cookie,
        body: { deadline: at(48), add: [custom], remove: [] },
      },
      {
        route: 'PUT /api/v1/gameweeks/:gameweekId/final-scores',
        url: `/api/v1/gameweeks/${gameweek.id}/final-scores`,
        cookie: owner.cookie,
        body: { scores: [{ matchId, home: 1, away: 0 }] },
      },
      {
        route: 'PUT /api/v1/gameweeks/:gameweekId/players/:userId/predictions',
        url: `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`,
        cookie: member.cookie,
        body: { predictions: [{ matchId, home: 2, away: 1 }] },
      },
      {
        route: 'PUT /api/v1/groups/:groupId/leaderboard',
        url: `/api/v1/groups/${group.id}/leaderboard`,
        cookie: owner.cookie,
        body: { rows: [{ userId: member.id, totalPoints: 3 }] },
      },
      {
        route: 'PATCH /api/v1/seasons/:seasonId',
        url: `/api/v1/seasons/${group.activeSeason.id}`,
        cookie: owner.cookie,
        body: { endDate: '2099-05-30' },
      },
      {
        route: 'POST /api/v1/groups/:groupId/invites',
        url: `/api/v1/groups/${group.id}/invites`,
        cookie: owner.cookie,
        body: { expiresInDays: 7, maxUses: 3, placeholderId: member.id },
      },
      {
        route: 'PUT /api/v1/me/notifications',
        url: '/api/v1/me/notifications',
        cookie: member.cookie,
        body: {
          reminderTiming: 'both',
          reminders: { email: true, push: true },
          results: { email: false, push: true },
          wins: { email: false, push: true },
        },
      },
      {
        route: 'POST /api/v1/me/push-devices',
        url: '/api/v1/me/push-devices',
        cookie: member.cookie,
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        },
      },
      {
        route: 'POST /api/v1/unsubscribe',
        url: '/api/v1/unsubscribe',
        body: { token: 'abc.def' },
      },
      {
        route: 'POST /api/v1/groups/:groupId/placeholder-members',
        url: `/api/v1/groups/${group.id}/placeholder-members`,
        cookie: owner.cookie,
        body: { username: 'Placeholder' },
      },
      { route: 'POST /api/v1/seasons/:seasonId/bonus-questions', url: bonusUrl, cookie: owner.cookie, body: bonus },
      { route: 'PUT /api/v1/bonus-questions/:questionId', url: `/api/v1/bonus-questions/${bonusId}`, cookie: owner.cookie, body: bonus },
      {
        route: 'PUT /api/v1/bonus-questions/:questionId/answer',
        url: `/api/v1/bonus-questions/${bonusId}/answer`,
        cookie: member.cookie,
        body: { answer: 'Kane' },
      },
      {
        route: 'POST /api/v1/bonus-questions/:questionId/settle',
        url: `/api/v1/bonus-questions/${bonusId}/settle`,
        cookie: owner.cookie,
        body: { answers: ['Kane'] },
      },
      // The old path, deprecated for one release, takes the same text.
      {
        route: 'POST /api/v1/groups/:groupId/fake-members',
        url: `/api/v1/groups/${group.id}/fake-members`,
        cookie: owner.cookie,
        body: { username: 'Placeholder' },
      },
    ];

    // The table covers every write route that takes text: a new route must be added here (or above).
    const writes = t.app.routeTable
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set([...endpoints.map((endpoint) => endpoint.route), ...TAKES_NO_TEXT]);
    expect(writes.filter((route) => !covered.has(route))).toEqual([]);

    let variants = 0;
    for (const endpoint of endpoints) {
      const method = endpoint.route.split(' ')[0] as 'POST';
      for (const character of CONTROL_CHARACTERS) {
        for (const variant of spoiled(endpoint.body, character)) {
          const response = await t.app.inject({
            method,
            url: endpoint.url,
            headers: endpoint.cookie ? { cookie: endpoint.cookie } : {},
            payload: variant.body as object,
          });
          expect({ url: endpoint.url, field: variant.path, character, status: response.statusCode }).toEqual({
            url: endpoint.url,
            field: variant.path,
            character,
            status: 400,
          });
          expectOneErrorShape(response);
          variants += 1;
        }
      }
    }
    expect(variants).toBeGreaterThan(150);
  });

  it('are refused in custom team names with the field’s own message', async () => {
    const roles = await groupWithRoles(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${roles.group.id}/gameweeks`,
      headers: { cookie: roles.owner.cookie },
      payload: {
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        matches: [{ kind: 'custom', homeTeam: 'Line\nbreak', awayTeam: 'B', matchTime: new Date(Date.now() + 7_200_000).toISOString() }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Team names cannot contain control characters.');
  });

  it('are refused in query strings', async () => {
    const roles = await groupWithRoles(t.app);
    const response = await t.app.inject({
      url: `/api/v1/groups/${roles.group.id}/members?offset=1%07`,
      headers: { cookie: roles.member.cookie },
    });
    expect(response.statusCode).toBe(400);
    expectOneErrorShape(response);
  });
});

describe('malformed multipart forms', () => {
  const boundary = 'scorelineboundary';
  const bodies: Array<[string, string]> = [
    ['cut short', `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"name":"Cut`],
    ['a broken part header', `--${boundary}\r\nContent-Disposition form-data name\r\n\r\nvalue\r\n--${boundary}--\r\n`],
    [
      'a file cut short',
      `--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ],
  ];

  it.each(bodies)('answer 400 on create and update when %s', async (_case, payload) => {
    const roles = await groupWithRoles(t.app);
    for (const [method, url] of [
      ['POST', '/api/v1/groups'],
      ['PATCH', `/api/v1/groups/${roles.group.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: roles.owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect({ method, status: response.statusCode }).toEqual({ method, status: 400 });
      expectOneErrorShape(response);
    }
  });
});
