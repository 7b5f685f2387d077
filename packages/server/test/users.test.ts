import { AUTH_MESSAGES } from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, type TestApp, createTestApp, jsonPost, registerAndSignIn, signIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/session', () => {
  it('answers { user: null } to a visitor', async () => {
    const response = await t.app.inject({ url: '/api/v1/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('returns the signed-in user profile', async () => {
    const user = await registerAndSignIn(t.app, { username: 'Sessioner' });
    const response = await t.app.inject({ url: '/api/v1/session', headers: { cookie: user.cookie } });
    expect(response.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      username: 'Sessioner',
      bgColour: '#ccc',
      isPlaceholder: false,
    });
  });

  it('treats a forged cookie as no session', async () => {
    const response = await t.app.inject({ url: '/api/v1/session', headers: { cookie: 'scoreline.session_token=forged.value' } });
    expect(response.json()).toEqual({ user: null });
  });
});

describe('GET /api/v1/me', () => {
  it('refuses the anonymous with "User not authenticated"', async () => {
    const response = await t.app.inject({ url: '/api/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notAuthenticated } });
  });

  it('refuses a tampered, foreign or expired session cookie', async () => {
    const user = await registerAndSignIn(t.app);
    const [name, value] = user.cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
    for (const cookie of [
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`, // token changed, signature kept
      `${name}=${encodeURIComponent(token)}`, // unsigned
      `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`, // forged signature
    ]) {
      expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`);
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/session', headers: { cookie: user.cookie } })).json()).toEqual({ user: null });
  });

  it('returns email, username, account id and member-since date', async () => {
    const user = await registerAndSignIn(t.app, { username: 'Profiled' });
    const response = await t.app.inject({ url: '/api/v1/me', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ id: user.id, email: user.email, username: 'Profiled', emailVerified: false });
    expect(Date.now() - Date.parse(profile.createdAt)).toBeLessThan(60_000);
    expect(profile).not.toHaveProperty('password');
  });
});

describe('PATCH /api/v1/me', () => {
  it('refuses the anonymous before looking at the body', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it.each([[''], ['   '], [undefined]])('refuses the username %j with the spec message', async (username) => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: { cookie: user.cookie }, payload: { username } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.usernameRequired);
  });

  it('refuses control characters with a 400, not a 500', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: user.cookie },
      payload: { username: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an over-long username', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: user.cookie },
      payload: { username: 'x'.repeat(41) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('saves a trimmed username, changing only the caller', async () => {
    const alice = await registerAndSignIn(t.app, { username: 'alice' });
    const bob = await registerAndSignIn(t.app, { username: 'bob' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: alice.cookie },
      payload: { username: '  Alice Cooper ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('Alice Cooper');
    const bobNow = await t.app.inject({ url: '/api/v1/me', headers: { cookie: bob.cookie } });
    expect(bobNow.json().username).toBe('bob');
  });

  it('ignores fields a user may not set', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: user.cookie },
      payload: { username: 'sneaky', isPlaceholder: true, email: 'other@example.com', bgColour: '#000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'sneaky', isPlaceholder: false, email: user.email, bgColour: '#ccc' });
  });

  it('keeps better-auth’s own profile endpoint closed (profile changes go through /api/v1/me)', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-user',
      headers: { cookie: user.cookie, origin: 'http://scoreline.test' },
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/me: language and time zone', () => {
  const patch = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: cookie ? { cookie } : {}, payload });
  const session = async (cookie: string) => (await t.app.inject({ url: '/api/v1/session', headers: { cookie } })).json().user;

  it('refuses the anonymous', async () => {
    const response = await patch(undefined, { locale: 'de', timeZone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.notAuthenticated);
  });

  it('saves a language and a zone, each on its own or together, and the session returns them', async () => {
    const user = await registerAndSignIn(t.app, { username: 'Travelling' });
    const language = await patch(user.cookie, { locale: 'es' });
    expect(language.statusCode).toBe(200);
    expect(language.json()).toMatchObject({ username: 'Travelling', locale: 'es' });
    const zone = await patch(user.cookie, { timeZone: 'America/Argentina/Buenos_Aires' });
    expect(zone.json()).toMatchObject({ locale: 'es', timeZone: 'America/Argentina/Buenos_Aires' });
    expect(await session(user.cookie)).toMatchObject({ locale: 'es', timeZone: 'America/Argentina/Buenos_Aires' });
    await patch(user.cookie, { locale: 'de', timeZone: 'Europe/Berlin' });
    expect(await session(user.cookie)).toMatchObject({ username: 'Travelling', locale: 'de', timeZone: 'Europe/Berlin' });
  });

  it('goes back to the browser’s language with locale null, keeping the zone', async () => {
    const user = await registerAndSignIn(t.app);
    await patch(user.cookie, { locale: 'de', timeZone: 'Asia/Tokyo' });
    const reset = await patch(user.cookie, { locale: null });
    expect(reset.statusCode).toBe(200);
    expect(await session(user.cookie)).toMatchObject({ locale: null, timeZone: 'Asia/Tokyo' });
  });

  it.each([
    [{ locale: 'fr' }, AUTH_MESSAGES.unknownLocale],
    [{ locale: 'DE' }, AUTH_MESSAGES.unknownLocale],
    [{ timeZone: 'Mars/Olympus' }, AUTH_MESSAGES.unknownTimeZone],
    [{ timeZone: '' }, AUTH_MESSAGES.unknownTimeZone],
    [{ timeZone: null }, AUTH_MESSAGES.unknownTimeZone],
  ] as const)('refuses %j with a 400 that says what to do, changing nothing', async (payload, text) => {
    const user = await registerAndSignIn(t.app);
    await patch(user.cookie, { locale: 'en', timeZone: 'Europe/London' });
    const response = await patch(user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(text);
    expect(await session(user.cookie)).toMatchObject({ locale: 'en', timeZone: 'Europe/London' });
  });

  it('refuses in German to a player whose saved language is German, whatever their browser says', async () => {
    const user = await registerAndSignIn(t.app);
    await patch(user.cookie, { locale: 'de' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: user.cookie, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(translators.de(AUTH_MESSAGES.unknownTimeZone));
    expect(response.json().error.message).toBe('Bitte wähle eine Zeitzone aus der Liste.');
  });
});

describe('sign-up: language and time zone', () => {
  const signUp = async (extra: Record<string, unknown>) => {
    const email = `zone-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const response = await jsonPost(t.app, '/api/v1/auth/sign-up/email', { email, name: 'Zoned', password: STRONG_PASSWORD, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return (await t.app.inject({ url: '/api/v1/session', headers: { cookie: await signIn(t.app, email) } })).json().user;
  };

  it('stores the language and zone the app sends', async () => {
    expect(await signUp({ locale: 'es', timeZone: 'America/Mexico_City' })).toMatchObject({
      locale: 'es',
      timeZone: 'America/Mexico_City',
    });
  });

  it.each([
    [
      { locale: 'fr', timeZone: 'Mars/Olympus' },
      { locale: null, timeZone: null },
    ],
    [
      { locale: 42, timeZone: 'x'.repeat(80) },
      { locale: null, timeZone: null },
    ],
    [
      { locale: 'de', timeZone: 'Nowhere/Atlantis' },
      { locale: 'de', timeZone: null },
    ],
  ])('drops what is not a known language or zone from %j instead of storing it (the account is still made)', async (sent, stored) => {
    expect(await signUp(sent)).toMatchObject(stored);
  });
});

describe('on https', () => {
  it('uses a __Secure- session cookie and still finds the session', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://scoreline.test' });
    try {
      const user = await registerAndSignIn(secure.app);
      expect(user.cookie).toMatch(/^__Secure-scoreline\.session_token=/);
      const response = await secure.app.inject({ url: '/api/v1/me', headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
