import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../src/lib/attempt-limiter.js';
import { createTestDatabase } from './support/test-app.js';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.drop());

const ageAttempts = (subject: string, minutes: number) =>
  handle.db.execute(
    sql`UPDATE guarded_attempts SET attempted_at = attempted_at - make_interval(mins => ${minutes}) WHERE subject = ${subject}`,
  );

describe('attempt limiter', () => {
  it('allows `limit` attempts in any 15-minute window, not 2 x limit across a window edge', async () => {
    const limiter = createAttemptLimiter(handle.db, { scope: 'pin', limit: 5, windowMinutes: 15 });
    for (let i = 0; i < 4; i += 1) expect(await limiter.consume('edge')).toBe(0);
    await ageAttempts('edge', 14); // four tries 14 minutes ago...
    expect(await limiter.consume('edge')).toBe(0); // ...the fifth now
    const wait = await limiter.consume('edge'); // a sixth within 15 minutes of the first four: refused
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await ageAttempts('edge', 2); // the first four leave the window; only the fifth stays
    for (let i = 0; i < 4; i += 1) expect(await limiter.consume('edge')).toBe(0);
    expect(await limiter.consume('edge')).toBeGreaterThan(0);
  });

  it('counts parallel attempts exactly', async () => {
    const limiter = createAttemptLimiter(handle.db, { scope: 'pin', limit: 5, windowMinutes: 15 });
    const waits = await Promise.all(Array.from({ length: 12 }, () => limiter.consume('burst')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('takes back exactly as many attempts as are refunded in parallel', async () => {
    // Twenty right PINs at once, each counted and then taken back: none may stay counted against the address.
    const limiter = createAttemptLimiter(handle.db, { scope: 'pin-address', limit: 20, windowMinutes: 60 });
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        expect(await limiter.consume('address')).toBe(0);
        await limiter.refund('address');
      }),
    );
    const left = await handle.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM guarded_attempts WHERE scope = 'pin-address' AND subject = 'address'`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('refunds one attempt and resets all', async () => {
    const limiter = createAttemptLimiter(handle.db, { scope: 'pin', limit: 2, windowMinutes: 15 });
    await limiter.consume('r');
    await limiter.consume('r');
    expect(await limiter.consume('r')).toBeGreaterThan(0);
    await limiter.refund('r');
    expect(await limiter.consume('r')).toBe(0);
    await limiter.reset('r');
    expect(await limiter.consume('r')).toBe(0);
  });

  it('keeps scopes and subjects apart', async () => {
    const pin = createAttemptLimiter(handle.db, { scope: 'pin', limit: 1, windowMinutes: 15 });
    const signIn = createAttemptLimiter(handle.db, { scope: 'sign-in', limit: 1, windowMinutes: 15 });
    expect(await pin.consume('same')).toBe(0);
    expect(await signIn.consume('same')).toBe(0);
    expect(await pin.consume('other')).toBe(0);
    expect(await pin.consume('same')).toBeGreaterThan(0);
  });
});
