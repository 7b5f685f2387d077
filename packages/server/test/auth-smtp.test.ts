import { AUTH_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from './support/mail.js';
import { PUBLIC_URL, STRONG_PASSWORD, type TestApp, createTestApp, jsonPost, registerUser } from './support/test-app.js';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

describe('with SMTP configured', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the confirmation over SMTP and waits for it before signing in', async () => {
    const user = await registerUser(t.app, { email: 'confirm.me@example.com', username: 'Confirmer' });
    const mail = await smtp.waitFor(user.email, 'Confirm your Scoreline account');
    expect(mail.text).toContain('Hi Confirmer,');

    const early = await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: user.email, password: user.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });

    const link = mail.links.find((l) => l.includes('/api/v1/auth/verify-email'))!;
    const url = new URL(link);
    expect(url.origin).toBe(PUBLIC_URL);
    const verify = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');

    const signIn = await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends an invalid confirmation link back to sign-in with an error', async () => {
    const response = await t.app.inject({
      url: `/api/v1/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/login?verified=1')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?verified=1&error=/);
  });

  it('delivers the reset link over SMTP', async () => {
    const user = await registerUser(t.app, { email: 'reset.smtp@example.com' });
    await jsonPost(t.app, '/api/v1/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    const mail = await smtp.waitFor(user.email, 'Reset your Scoreline password');
    expect(mail.links.some((l) => l.startsWith(`${PUBLIC_URL}/reset-password?token=`))).toBe(true);
  });
});

describe('with SMTP and REQUIRE_EMAIL_VERIFICATION=false', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('still sends the confirmation but lets the user sign in at once', async () => {
    const user = await registerUser(t.app, { email: 'quick@example.com' });
    await smtp.waitFor(user.email, 'Confirm your Scoreline account');
    const response = await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: user.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
  });
});
