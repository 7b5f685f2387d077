import { PIN_ADDRESS_FAILURE_LIMIT, PIN_FAILURE_LIMIT, PIN_GROUP_FAILURE_LIMIT, SIGN_UP_ADDRESS_LIMIT } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, buildGroup } from './support/groups.js';
import { STRONG_PASSWORD, type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A join as it arrives from `address`. */
const joinFrom = (app: FastifyInstance, user: SignedInUser, groupId: string, pin: string, address: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/join`,
    headers: { cookie: user.cookie },
    payload: { pin },
    remoteAddress: address,
  });

const users = (count: number) => Promise.all(Array.from({ length: count }, () => registerAndSignIn(t.app)));

describe('PIN guessing with extra accounts', () => {
  it(`stops at ${PIN_GROUP_FAILURE_LIMIT} wrong tries per group from any accounts and addresses; the right PIN then waits too, until the owner sets a new one`, async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { isPublic: false, pin: '7305' });
    // Each guesser stays under the per-user and per-address limits: 3 tries each from its own address.
    const guessers = await users(PIN_GROUP_FAILURE_LIMIT / 3);
    let guess = 0;
    for (const [index, guesser] of guessers.entries()) {
      for (let i = 0; i < 3; i += 1) {
        const response = await joinFrom(t.app, guesser, group.id, String(1000 + guess++), `10.0.1.${index}`);
        expect(response.statusCode).toBe(400);
      }
    }
    const [attacker, friend] = await users(2);
    const refused = await joinFrom(t.app, attacker!, group.id, '9999', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^This group has had too many incorrect PIN attempts\. Please try again in 24 hours, or ask its owner for a new PIN\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // A real friend with the right PIN is told to try later...
    const friendRefused = await joinFrom(t.app, friend!, group.id, '7305', '10.0.3.1');
    expect(friendRefused.statusCode).toBe(429);
    // ...until the owner sets a new PIN and passes it on.
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${group.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Sunday League', description: '', isPublic: false, pin: '4410', maxMembers: 100 },
    });
    expect(update.statusCode).toBe(200);
    expect((await joinFrom(t.app, friend!, group.id, '4410', '10.0.3.1')).statusCode).toBe(200);
  });

  it(`stops one address at ${PIN_ADDRESS_FAILURE_LIMIT} wrong tries, whatever the accounts and groups`, async () => {
    const owner = await registerAndSignIn(t.app);
    const groups = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => buildGroup(t.app, owner, { name: `Private ${n}`, isPublic: false, pin: '5555' })),
    );
    const guessers = await users(PIN_ADDRESS_FAILURE_LIMIT / PIN_FAILURE_LIMIT);
    let tries = 0;
    for (const [index, guesser] of guessers.entries()) {
      for (let i = 0; i < PIN_FAILURE_LIMIT; i += 1) {
        const group = groups[(index + i) % groups.length]!;
        expect((await joinFrom(t.app, guesser, group.id, String(1000 + tries++), '10.0.9.9')).statusCode).toBe(400);
      }
    }
    const [fresh] = await users(1);
    const refused = await joinFrom(t.app, fresh!, groups[0]!.id, '1234', '10.0.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many incorrect PIN attempts\. Please try again in \d+ minutes\.$/);
    // Another address is not affected.
    expect((await joinFrom(t.app, fresh!, groups[0]!.id, '1234', '10.0.9.10')).statusCode).toBe(400);
    expect((await joinFrom(t.app, fresh!, groups[0]!.id, '5555', '10.0.9.10')).statusCode).toBe(200);
  });

  it('does not count right PINs or refused joins against the group', async () => {
    const owner = await registerAndSignIn(t.app);
    const group = await buildGroup(t.app, owner, { isPublic: false, pin: '8080', maxMembers: 2 });
    const joiners = await users(3);
    expect((await joinFrom(t.app, joiners[0]!, group.id, '8080', '10.0.4.1')).statusCode).toBe(200);
    // The group is full now: refused joins with the right PIN are taken back, not counted as guesses.
    for (let i = 0; i < PIN_GROUP_FAILURE_LIMIT + 1; i += 1) {
      expect((await joinFrom(t.app, joiners[1 + (i % 2)]!, group.id, '8080', `10.0.5.${i}`)).statusCode).toBe(409);
    }
  });
});

describe('sign-up per address', () => {
  it(`allows ${SIGN_UP_ADDRESS_LIMIT} accounts from one address a day; refused sign-ups do not count`, async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 'true' });
    try {
      const signUp = (n: number, address: string, password = STRONG_PASSWORD) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up/email',
          payload: { email: `signup${n}-${address}@example.com`, name: `signup${n}`, password },
          remoteAddress: address,
        });
      expect((await signUp(0, '10.1.0.1', 'weak')).statusCode).toBe(400);
      for (let n = 1; n <= SIGN_UP_ADDRESS_LIMIT; n += 1) expect((await signUp(n, '10.1.0.1')).statusCode).toBe(200);
      const refused = await signUp(99, '10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(
        /^Too many accounts have been created from this network\. Please try again in 24 hours\.$/,
      );
      expect((await signUp(99, '10.1.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
