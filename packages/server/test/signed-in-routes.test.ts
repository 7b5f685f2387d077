import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * The API's routes a visitor may call (a calendar feed is fetched by calendar apps, its address its key); every
 * other /api/v1 route belongs to a signed-in route group.
 */
const PUBLIC = (url: string) =>
  url === '/api/v1/session' ||
  url === '/api/v1/unsubscribe' ||
  url === '/api/v1/invites/:token/preview' ||
  url === '/api/v1/calendar/:file' ||
  url.startsWith('/api/v1/auth/');
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('signed-in route groups', () => {
  it('refuse a visitor on every protected API route with 401 "User not authenticated", before reading the input', async () => {
    const protectedRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/api/v1/') && !PUBLIC(route.url));
    expect(protectedRoutes.length).toBeGreaterThan(30);
    for (const route of protectedRoutes) {
      // An invalid body and made-up ids: the sign-in check answers first.
      const response = await t.app.inject({ method: route.method as 'POST', url: concrete(route.url), payload: { nonsense: true } });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      if (route.method !== 'HEAD') {
        expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } });
      }
    }
  });
});
