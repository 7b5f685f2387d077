import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupWithRoles } from './support/groups.js';
import { PUBLIC_URL, type TestApp, createTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace('*', 'anything');

describe('writes from another site', () => {
  it('are refused on every state-changing route of the route table, with or without a session', async () => {
    const { member } = await groupWithRoles(t.app);
    // An email's one-click unsubscribe is authorised by its signed token alone and is POSTed by mail providers
    // from anywhere (RFC 8058): reminders.test.ts covers it.
    const writes = t.app.routeTable.filter((route) => WRITE_METHODS.has(route.method) && route.url !== '/api/v1/unsubscribe');
    expect(writes.length).toBeGreaterThan(20);
    expect(writes).toContainEqual({ method: 'POST', url: '/api/v1/groups/:groupId/leave' });
    expect(writes).toContainEqual({ method: 'POST', url: '/api/v1/auth/sign-in/email' });

    const foreign: Array<Record<string, string | undefined>> = [
      { origin: 'https://evil.example', cookie: member.cookie },
      { origin: 'null', cookie: member.cookie },
      { origin: undefined, referer: 'https://evil.example/page', cookie: member.cookie },
      { origin: undefined, referer: 'not a url', cookie: member.cookie },
      { origin: undefined, cookie: member.cookie },
      { origin: 'https://evil.example' },
      { origin: `${PUBLIC_URL}.evil.example` },
    ];
    for (const route of writes) {
      for (const headers of foreign) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { 'content-type': 'text/plain', ...headers },
          payload: 'x',
        });
        expect({ route, headers, status: response.statusCode }).toEqual({ route, headers, status: 403 });
        expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
      }
    }
  });

  it('cannot make a member leave; the same request from the app can', async () => {
    const { member, group } = await groupWithRoles(t.app);
    const leave = (headers: Record<string, string | undefined>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/groups/${group.id}/leave`,
        headers: { cookie: member.cookie, 'content-type': 'text/plain', ...headers },
        payload: '',
      });
    expect((await leave({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const detail = await t.app.inject({ url: `/api/v1/groups/${group.id}`, headers: { cookie: member.cookie } });
    expect(detail.json().viewer.isMember).toBe(true);
    expect((await leave({ origin: undefined, referer: `${PUBLIC_URL}/group/${group.id}` })).statusCode).toBe(204);
  });

  it('lets reads from anywhere through, and writes without cookies or origin (no session to abuse)', async () => {
    const read = await t.app.inject({ url: '/api/v1/session', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    const scripted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      headers: { origin: undefined },
      payload: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(scripted.statusCode).toBe(200);
  });
});
