import net from 'node:net';
import { AUTH_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupWithRoles } from './support/groups.js';
import { readOutbox } from './support/mail.js';
import { type TestApp, cookieHeader, createTestApp, jsonPost, registerAndSignIn, registerUser, signIn } from './support/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // A short heartbeat, so the streams' session re-check can be seen; a short request timeout for trickling.
  t = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1000' }, { liveHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const RESET = '/api/v1/auth/reset-password';
const me = (cookie: string) => t.app.inject({ url: '/api/v1/me', headers: { cookie } });

async function resetTokens(email: string, count: number): Promise<string[]> {
  const resetMails = async () =>
    (await readOutbox(t.outboxDir)).filter((mail) => mail.to.includes(email) && mail.subject.includes('Reset'));
  for (let i = 0; i < count; i += 1) {
    await jsonPost(t.app, '/api/v1/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    // Mail goes out in the background: wait for this request's (whole) mail before the next request.
    await expect.poll(async () => (await resetMails()).length, { timeout: 5_000 }).toBe(i + 1);
  }
  return (await resetMails()).map((mail) =>
    new URL(mail.links.find((link) => link.includes('/reset-password?token='))!).searchParams.get('token')!,
  );
}

describe('password reset links', () => {
  it('all die when one of them is used: an older mail cannot reset the password again', async () => {
    const user = await registerUser(t.app, { email: 'two-links@example.com' });
    const [older, newer] = await resetTokens(user.email, 2);
    expect(older).not.toBe(newer);
    const used = await jsonPost(t.app, RESET, { token: newer, newPassword: 'N3wPassword' });
    expect(used.statusCode).toBe(200);
    const replay = await jsonPost(t.app, RESET, { token: older, newPassword: 'Att4ckerPass' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await jsonPost(t.app, '/api/v1/auth/sign-in/email', { email: user.email, password: 'N3wPassword' })).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('signs out every other session and keeps this one signed in', async () => {
    const user = await registerUser(t.app);
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    const change = await jsonPost(
      t.app,
      '/api/v1/auth/change-password',
      { currentPassword: user.password, newPassword: 'Ch4ngedPass' },
      laptop,
    );
    expect(change.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    // better-auth issues this device a fresh session with the new password.
    const renewed = cookieHeader(change) || laptop;
    expect((await me(renewed)).statusCode).toBe(200);
  });
});

/** An event stream over real HTTP; resolves `ended` when the server closes it. */
async function openStream(groupId: string, cookie: string) {
  const response = await fetch(`${base}/api/v1/groups/${groupId}/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  let ended = false;
  const reader = response.body!.getReader();
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // cut
    }
    ended = true;
  })();
  const endsWithin = async (ms: number) => {
    const until = Date.now() + ms;
    while (!ended && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return ended;
  };
  return { endsWithin, cancel: () => reader.cancel().catch(() => undefined) };
}

describe('event streams', () => {
  it('end at once when their session signs out here', async () => {
    const roles = await groupWithRoles(t.app);
    const stream = await openStream(roles.group.id, roles.member.cookie);
    const other = await openStream(roles.group.id, roles.admin.cookie);
    expect((await jsonPost(t.app, '/api/v1/auth/sign-out', {}, roles.member.cookie)).statusCode).toBe(200);
    expect(await stream.endsWithin(150)).toBe(true);
    expect(await other.endsWithin(600)).toBe(false);
    await other.cancel();
  });

  it('end at the next heartbeat when their session ends elsewhere (another device changed the password)', async () => {
    const roles = await groupWithRoles(t.app);
    const otherDevice = await signIn(t.app, roles.member.email);
    const stream = await openStream(roles.group.id, roles.member.cookie);
    const change = await jsonPost(
      t.app,
      '/api/v1/auth/change-password',
      { currentPassword: roles.member.password, newPassword: 'Ch4ngedPass' },
      otherDevice,
    );
    expect(change.statusCode).toBe(200);
    expect(await stream.endsWithin(1_000)).toBe(true);
  });
});

describe('slow requests', () => {
  it('a body trickling in a byte at a time is cut off once the request timeout passes', async () => {
    const user = await registerAndSignIn(t.app);
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `PATCH /api/v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://scoreline.test\r\nCookie: ${user.cookie}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 64\r\n\r\n{',
    );
    const started = Date.now();
    const trickle = setInterval(() => !closed && socket.write(' '), 300);
    while (!closed && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
