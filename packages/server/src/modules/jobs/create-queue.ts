import type PgBoss from 'pg-boss';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * `boss.createQueue`, retried when PostgreSQL cancels it to break a deadlock. pg-boss creates a queue and its
 * partition in one transaction that locks the queue table, then the job table; several instances starting
 * together on a database without the queues yet (a first start, or a release adding a queue) deadlock there, and
 * the cancelled one would stop its server from starting (one of three did, in behind-nginx.test.ts). The retry
 * waits for the other's transaction and finds the queue made.
 */
export async function createQueueOnce(boss: Pick<PgBoss, 'createQueue'>, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt === ATTEMPTS) throw error;
      // Apart, so the instances do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, attempt * 50 + Math.random() * 100));
    }
  }
}
