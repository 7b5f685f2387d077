import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface AttemptLimiter {
  /**
   * Counts an attempt before it is made, atomically, so parallel attempts cannot all slip under the limit.
   * Returns 0 when the attempt may go ahead, else the seconds until the window ends.
   */
  consume(subject: string): Promise<number>;
  /** The attempt neither failed nor succeeded (say, a malformed request): take it back. */
  refund(subject: string): Promise<void>;
  /** The attempt succeeded: forget the subject's failures. */
  reset(subject: string): Promise<void>;
}

/**
 * Counts attempts of one kind of guarded action (`scope`) per subject within a fixed window, in PostgreSQL so
 * every server instance shares the count. Used for sign-ins and for group PIN tries.
 */
export function createAttemptLimiter(db: Database, options: { scope: string; limit: number; windowMinutes: number }): AttemptLimiter {
  const { scope, limit } = options;
  const window = sql`make_interval(mins => ${options.windowMinutes})`;
  return {
    async consume(subject) {
      const result = await db.execute<{ failures: number; wait: number }>(sql`
        INSERT INTO failed_attempts (scope, subject, failures, window_started_at)
        VALUES (${scope}, ${subject}, 1, now())
        ON CONFLICT (scope, subject) DO UPDATE SET
          failures = CASE WHEN failed_attempts.window_started_at + ${window} <= now() THEN 1
                          ELSE failed_attempts.failures + 1 END,
          window_started_at = CASE WHEN failed_attempts.window_started_at + ${window} <= now() THEN now()
                                   ELSE failed_attempts.window_started_at END
        RETURNING failures, greatest(1, ceil(extract(epoch FROM window_started_at + ${window} - now())))::int AS wait`);
      const row = result.rows[0]!;
      return row.failures > limit ? row.wait : 0;
    },
    async refund(subject) {
      await db.execute(sql`
        UPDATE failed_attempts SET failures = greatest(failures - 1, 0) WHERE scope = ${scope} AND subject = ${subject}`);
    },
    async reset(subject) {
      await db.execute(sql`DELETE FROM failed_attempts WHERE scope = ${scope} AND subject = ${subject}`);
    },
  };
}

/** "5 minutes", "1 minute", "30 seconds": for messages telling the user how long to wait. */
export function describeWait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
