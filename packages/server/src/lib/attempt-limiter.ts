import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface AttemptLimiter {
  /** Seconds until the subject may try again, or 0 when it is not blocked. */
  retryAfterSeconds(subject: string): Promise<number>;
  recordFailure(subject: string): Promise<void>;
  reset(subject: string): Promise<void>;
}

/**
 * Counts failed attempts of one kind of guarded action (`scope`) per subject within a fixed window, in
 * PostgreSQL so every server instance shares the count. Used for sign-ins per email and PIN tries per
 * user and group.
 */
export function createAttemptLimiter(db: Database, options: { scope: string; limit: number; windowMinutes: number }): AttemptLimiter {
  const { scope, limit } = options;
  const window = sql`make_interval(mins => ${options.windowMinutes})`;
  return {
    async retryAfterSeconds(subject) {
      const result = await db.execute<{ wait: number }>(sql`
        SELECT ceil(extract(epoch FROM window_started_at + ${window} - now()))::int AS wait
        FROM failed_attempts
        WHERE scope = ${scope} AND subject = ${subject}
          AND failures >= ${limit} AND window_started_at + ${window} > now()`);
      return result.rows[0]?.wait ?? 0;
    },
    async recordFailure(subject) {
      await db.execute(sql`
        INSERT INTO failed_attempts (scope, subject, failures, window_started_at)
        VALUES (${scope}, ${subject}, 1, now())
        ON CONFLICT (scope, subject) DO UPDATE SET
          failures = CASE WHEN failed_attempts.window_started_at + ${window} <= now() THEN 1
                          ELSE failed_attempts.failures + 1 END,
          window_started_at = CASE WHEN failed_attempts.window_started_at + ${window} <= now() THEN now()
                                   ELSE failed_attempts.window_started_at END`);
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
