import { AUTH_MESSAGES } from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, waitForOutboxMail } from './support/mail.js';
import { STRONG_PASSWORD, type TestApp, createTestApp, jsonPost, registerUser, signIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SIGN_UP = '/api/v1/auth/sign-up/email';
const SIGN_IN = '/api/v1/auth/sign-in/email';

describe('registration', () => {
  it.each([
    ['too short', 'Ab1'],
    ['no uppercase', 'password1'],
    ['no lowercase', 'PASSWORD1'],
    ['no digit', 'Password!'],
    ['a character outside the allowed set', 'Passw0rd#'],
  ])('refuses a password with %s, with the spec message', async (_case, password) => {
    const response = await jsonPost(t.app, SIGN_UP, { email: `weak-${password.length}@example.com`, name: 'weak', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'WEAK_PASSWORD', message: AUTH_MESSAGES.weakPassword } });
  });

  it('refuses a blank username', async () => {
    const response = await jsonPost(t.app, SIGN_UP, { email: 'blank@example.com', name: '   ', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.usernameRequired);
  });

  it('creates the account with a hashed password and sends a confirmation email', async () => {
    const user = await registerUser(t.app, { email: 'new.player@example.com', username: '  Newbie ' });
    const row = await t.database.db.execute<{ username: string; password: string; is_placeholder: boolean; bg_colour: string }>(
      sql`SELECT u.username, u.is_placeholder, u.bg_colour, a.password FROM users u JOIN accounts a ON a.user_id = u.id WHERE u.id = ${user.id}`,
    );
    expect(row.rows[0]).toMatchObject({ username: 'Newbie', is_placeholder: false, bg_colour: '#ccc' });
    expect(row.rows[0]!.password).not.toContain(STRONG_PASSWORD);
    expect(row.rows[0]!.password.length).toBeGreaterThan(40);

    const confirmation = await waitForOutboxMail(t.outboxDir, 'new.player@example.com', 'Confirm');
    expect(confirmation.subject).toBe('Confirm your Scoreline account');
    expect(confirmation.links.some((link) => link.includes('/api/v1/auth/verify-email?token='))).toBe(true);
  });

  it('does not sign the user in: they go to the sign-in page', async () => {
    const response = await jsonPost(t.app, SIGN_UP, { email: 'noauto@example.com', name: 'noauto', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name.includes('session_token'))).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('works at once without SMTP and sets an HttpOnly session cookie stored in PostgreSQL', async () => {
    const user = await registerUser(t.app);
    const response = await jsonPost(t.app, SIGN_IN, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'scoreline.session_token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.maxAge).toBeGreaterThan(0);
    const stored = await t.database.db.execute(sql`SELECT 1 FROM sessions WHERE user_id = ${user.id}`);
    expect(stored.rowCount).toBe(1);
  });

  it('without "remember me" the session cookie ends with the browser session', async () => {
    const user = await registerUser(t.app);
    const response = await jsonPost(t.app, SIGN_IN, { email: user.email, password: user.password, rememberMe: false });
    const session = response.cookies.find((cookie) => cookie.name === 'scoreline.session_token');
    expect(session).toBeDefined();
    expect(session?.maxAge).toBeUndefined();
    expect(session?.expires).toBeUndefined();
  });

  it('asks for the email and the password', async () => {
    const noEmail = await jsonPost(t.app, SIGN_IN, { email: '  ', password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe(AUTH_MESSAGES.emailRequired);
    const noPassword = await jsonPost(t.app, SIGN_IN, { email: 'a@example.com', password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.message).toBe(AUTH_MESSAGES.passwordRequired);
  });

  it('refuses a wrong password with the auth error, in the API error shape', async () => {
    const user = await registerUser(t.app);
    const response = await jsonPost(t.app, SIGN_IN, { email: user.email, password: 'Wrong1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
  });

  it('blocks an email after 5 failed sign-ins, even with the right password, and says how long to wait', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await jsonPost(t.app, SIGN_IN, { email: user.email, password: 'Wrong1234' })).statusCode).toBe(401);
    }
    const blocked = await jsonPost(t.app, SIGN_IN, { email: user.email.toUpperCase(), password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);

    // The window passing lifts the block.
    await t.database.db.execute(
      sql`UPDATE guarded_attempts SET attempted_at = attempted_at - interval '16 minutes' WHERE subject LIKE ${`${user.email}%`}`,
    );
    expect((await jsonPost(t.app, SIGN_IN, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('blocks per address: the owner signing in from elsewhere is not locked out', async () => {
    const user = await registerUser(t.app);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: user.email, password },
        headers: { origin: 'http://scoreline.test' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await from('198.51.100.7', 'Wrong1234')).statusCode).toBe(401);
    expect((await from('198.51.100.7', user.password)).statusCode).toBe(429);
    expect((await from('198.51.100.8', user.password)).statusCode).toBe(200);
  });

  it('caps failures per account across addresses', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: user.email, password: 'Wrong1234' },
        headers: { origin: 'http://scoreline.test' },
        remoteAddress: `198.51.100.${attempt + 20}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts parallel attempts before making them, so a burst cannot slip past the limit', async () => {
    const user = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => jsonPost(t.app, SIGN_IN, { email: user.email, password: 'Wrong1234' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('answers malformed credentials with a 4xx before touching the database', async () => {
    for (const email of ['a\u0000@example.com', `${'x'.repeat(3000)}@example.com`, 'not-an-email']) {
      const response = await jsonPost(t.app, SIGN_IN, { email, password: 'Wrong1234' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const longPassword = await jsonPost(t.app, SIGN_IN, { email: 'long@example.com', password: 'A1'.repeat(200) });
    expect(longPassword.statusCode).toBe(401);
    expect(longPassword.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const reset = await jsonPost(t.app, '/api/v1/auth/request-password-reset', { email: 'a\u0000@example.com' });
    expect(reset.statusCode).toBe(400);
  });

  it('a successful sign-in clears earlier failures', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 4; attempt += 1) await jsonPost(t.app, SIGN_IN, { email: user.email, password: 'Wrong1234' });
    await signIn(t.app, user.email);
    for (let attempt = 0; attempt < 4; attempt += 1) await jsonPost(t.app, SIGN_IN, { email: user.email, password: 'Wrong1234' });
    expect((await jsonPost(t.app, SIGN_IN, { email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('extends an active session and sends the refreshed cookie back', async () => {
    const user = await registerUser(t.app);
    const cookie = await signIn(t.app, user.email);
    // As if the session was created 20 days ago: better-auth renews it once a day of use.
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() + interval '10 days' WHERE user_id = ${user.id}`);
    const response = await t.app.inject({ url: '/api/v1/session', headers: { cookie } });
    expect(response.json().user.id).toBe(user.id);
    const refreshed = response.cookies.find((c) => c.name === 'scoreline.session_token');
    expect(refreshed?.maxAge).toBeGreaterThan(29 * 24 * 60 * 60);
    const stored = await t.database.db.execute<{ days: number }>(
      sql`SELECT extract(day FROM expires_at - now())::int AS days FROM sessions WHERE user_id = ${user.id}`,
    );
    expect(stored.rows[0]!.days).toBeGreaterThanOrEqual(29);
  });
});

describe('auth errors in the reader’s language', () => {
  const post = (url: string, payload: object, language: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

  it('refuses a weak password in German to a German browser, the same code', async () => {
    const response = await post(SIGN_UP, { email: 'schwach@example.com', name: 'schwach', password: 'Ab1' }, 'de-DE,de;q=0.9');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'WEAK_PASSWORD', message: translators.de(AUTH_MESSAGES.weakPassword) } });
    expect(response.json().error.message).toMatch(/^Das Passwort muss mindestens 8 Zeichen/);
  });

  it('refuses a wrong password in Spanish to a Spanish browser', async () => {
    const user = await registerUser(t.app);
    const wrong = await post(SIGN_IN, { email: user.email, password: 'Wrong1234' }, 'es-ES');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Correo o contraseña incorrectos' } });
  });
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const user = await registerUser(t.app);
    const cookie = await signIn(t.app, user.email);
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(200);
    const response = await jsonPost(t.app, '/api/v1/auth/sign-out', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const REQUEST = '/api/v1/auth/request-password-reset';

  it('answers the same whether or not the email has an account', async () => {
    const user = await registerUser(t.app);
    const known = await jsonPost(t.app, REQUEST, { email: user.email, redirectTo: '/reset-password' });
    const unknown = await jsonPost(t.app, REQUEST, { email: 'nobody-here@example.com', redirectTo: '/reset-password' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await waitForOutboxMail(t.outboxDir, user.email, 'Reset');
    const mails = await readOutbox(t.outboxDir);
    expect(mails.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('asks for the email', async () => {
    const response = await jsonPost(t.app, REQUEST, { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AUTH_MESSAGES.emailRequired);
  });

  it('resets the password through the emailed link and ends the old sessions', async () => {
    const user = await registerUser(t.app, { email: 'forgetful@example.com' });
    const oldSession = await signIn(t.app, user.email);
    await jsonPost(t.app, REQUEST, { email: user.email, redirectTo: '/reset-password' });
    const mail = await waitForOutboxMail(t.outboxDir, user.email, 'Reset');
    const link = mail.links.find((l) => l.startsWith('http://scoreline.test/reset-password?token='));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const weak = await jsonPost(t.app, '/api/v1/auth/reset-password', { token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(AUTH_MESSAGES.weakPassword);

    const reset = await jsonPost(t.app, '/api/v1/auth/reset-password', { token, newPassword: 'N3wPassword' });
    expect(reset.statusCode).toBe(200);
    expect((await jsonPost(t.app, SIGN_IN, { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await jsonPost(t.app, SIGN_IN, { email: user.email, password: 'N3wPassword' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie: oldSession } })).statusCode).toBe(401);

    // The link works once.
    const again = await jsonPost(t.app, '/api/v1/auth/reset-password', { token, newPassword: 'An0therPass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});

describe('rate limiting by IP', () => {
  it('limits bursts of auth requests from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: SIGN_IN,
          payload: { email: `burst${i}@example.com`, password: 'Wrong1234' },
          headers: { origin: 'http://scoreline.test' },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: 'other@example.com', password: 'Wrong1234' },
        headers: { origin: 'http://scoreline.test' },
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
