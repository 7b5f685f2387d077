import type { FastifyBaseLogger } from 'fastify';
import type { BackupReport } from '../../backup/create-backup.js';
import type { Database } from '../../db/client.js';
import { type Metrics, timeJob } from '../../lib/metrics.js';
import type { JobsRepo } from './jobs.repo.js';

/** How often each instance asks whether a backup is due. */
const CHECK_EVERY_MS = 60_000;
/** How long stopping waits for a backup in progress before leaving it (its unfinished folder is cleared later). */
const STOP_WAIT_MS = 10_000;

export interface PeriodicBackup {
  /** BACKUP_EVERY_HOURS (> 0). */
  everyHours: number;
  /** Writes one backup (create-backup.ts with the server's database, DATA_DIR and BACKUP_DIR). */
  make: (signal: AbortSignal) => Promise<BackupReport>;
  /** Tests ask more often than once a minute. */
  checkEveryMs?: number;
}

/**
 * The automatic backups: every instance asks each minute, and the one that claims the turn in PostgreSQL
 * (`job_leases`, as the live poll does) makes the backup, so with several instances each is made once. A failure
 * is logged and waits for the next turn; it never stops the server.
 */
export function startPeriodicBackup(
  deps: PeriodicBackup & {
    db: Database;
    jobsRepo: Pick<JobsRepo, 'claimTurn'>;
    clock: () => Date;
    logger: FastifyBaseLogger;
    /** Each backup made counts as a run of the job `backup` (a turn not claimed is no run). */
    metrics?: Pick<Metrics, 'jobRuns' | 'jobFailures' | 'jobDuration'>;
  },
) {
  const { db, jobsRepo, clock, logger } = deps;
  const everySeconds = Math.max(1, Math.round(deps.everyHours * 3600));
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const tick = async () => {
    if (!(await jobsRepo.claimTurn(db, 'backup', clock(), everySeconds))) {
      logger.debug({ job: 'backup' }, 'backup not due');
      return;
    }
    const started = performance.now();
    const report = await timeJob(deps.metrics, 'backup', () => deps.make(stopping.signal));
    const ms = Math.round(performance.now() - started);
    logger.info({ job: 'backup', file: report.file, bytes: report.bytes, deleted: report.deleted, ms }, 'backup written');
  };
  const timer = setInterval(() => {
    if (running || stopping.signal.aborted) return;
    running = tick()
      .catch((error: unknown) => logger.error({ err: error, job: 'backup' }, 'backup failed'))
      .finally(() => (running = null));
  }, deps.checkEveryMs ?? CHECK_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}
