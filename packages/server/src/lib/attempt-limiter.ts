import { type Message, WAIT_MESSAGES, message } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.js';
import { col, queryRow } from '../db/rows.js';

const recentRow = z.strictObject({ attempts: col.int, wait: col.int.nullable() });

export interface AttemptLimiter {
  /**
   * Counts an attempt before it is made, atomically, so parallel attempts cannot all slip under the limit.
   * Returns 0 when the attempt may go ahead, else the seconds until one may.
   */
  consume(subject: string): Promise<number>;
  /** The attempt neither failed nor succeeded (say, a malformed request): take it back. */
  refund(subject: string): Promise<void>;
  /** The attempt succeeded: forget the subject's failures. */
  reset(subject: string): Promise<void>;
}

/**
 * Limits attempts of one kind of guarded action (`scope`) per subject to `limit` within any sliding window of
 * `windowMinutes`: each attempt is a row with its time, and attempts on one subject are serialised with a
 * transaction-scoped advisory lock, so parallel attempts cannot slip past. Shared by every server instance.
 */
export function createAttemptLimiter(db: Database, options: { scope: string; limit: number; windowMinutes: number }): AttemptLimiter {
  const { scope, limit } = options;
  const window = sql`make_interval(mins => ${options.windowMinutes})`;
  const lockSubject = (tx: Executor, subject: string) =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope} ${subject}`}, 0))`);
  return {
    async consume(subject) {
      return db.transaction(async (tx) => {
        await lockSubject(tx, subject);
        await tx.execute(sql`
          DELETE FROM guarded_attempts WHERE scope = ${scope} AND subject = ${subject} AND attempted_at <= now() - ${window}`);
        // With `limit` attempts inside the window, the next may go once the oldest of them leaves it.
        const { attempts, wait } = await queryRow(tx, 'attemptLimiter.consume', recentRow)`
          SELECT count(*)::int AS attempts,
                 greatest(1, ceil(extract(epoch FROM min(attempted_at) + ${window} - now())))::int AS wait
          FROM guarded_attempts WHERE scope = ${scope} AND subject = ${subject}`;
        if (attempts >= limit) return wait ?? 1;
        await tx.execute(sql`INSERT INTO guarded_attempts (scope, subject) VALUES (${scope}, ${subject})`);
        return 0;
      });
    },
    async refund(subject) {
      // Under the subject's lock like `consume`: two refunds at once would otherwise both pick the same latest
      // row, one deleting nothing, and the attempt would stay counted (twenty right PINs at once left ten).
      await db.transaction(async (tx) => {
        await lockSubject(tx, subject);
        await tx.execute(sql`
          DELETE FROM guarded_attempts WHERE id = (
            SELECT id FROM guarded_attempts WHERE scope = ${scope} AND subject = ${subject} ORDER BY attempted_at DESC, id DESC LIMIT 1)`);
      });
    },
    async reset(subject) {
      await db.execute(sql`DELETE FROM guarded_attempts WHERE scope = ${scope} AND subject = ${subject}`);
    },
  };
}

/** One limit and the subject an attempt counts against. */
export type AttemptCheck = readonly [limiter: AttemptLimiter, subject: string];

/**
 * Counts one attempt against several limits. When one refuses, the attempt is taken back from those already
 * counted, and the refusing limit and its wait are returned (wait 0: go ahead). Runs outside any transaction
 * (each limit opens its own short one).
 */
export async function consumeAll(checks: readonly AttemptCheck[]): Promise<{ wait: number; refusedBy: AttemptLimiter | null }> {
  const counted: AttemptCheck[] = [];
  for (const check of checks) {
    const wait = await check[0].consume(check[1]);
    if (wait > 0) {
      await refundAll(counted);
      return { wait, refusedBy: check[0] };
    }
    counted.push(check);
  }
  return { wait: 0, refusedBy: null };
}

/** Takes an attempt back from every limit it was counted against. */
export async function refundAll(checks: readonly AttemptCheck[]): Promise<void> {
  await Promise.all(checks.map(([limiter, subject]) => limiter.refund(subject)));
}

/**
 * "3 hours", "5 minutes", "1 minute", "30 seconds": the `wait` value of messages telling the user how long to wait
 * ("Please try again in {wait}."), put in the reader's language with them.
 */
export function describeWait(seconds: number): Message {
  if (seconds > 2 * 3600) return message(WAIT_MESSAGES.hours, { count: Math.ceil(seconds / 3600) });
  if (seconds >= 60) return message(WAIT_MESSAGES.minutes, { count: Math.ceil(seconds / 60) });
  return message(WAIT_MESSAGES.seconds, { count: seconds });
}
