import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { FootballProvider } from '../football/football-provider.js';
import { publishLive } from '../live/live-events.js';
import type { JobsRepo } from './jobs.repo.js';

/** Fixtures kicking off within this many hours are asked about, each at most every `RECHECK_MINUTES`. */
const WINDOW_HOURS = 6;
const RECHECK_MINUTES = 30;
/** A difference of less than this is the provider's rounding, not a rescheduled match. */
const MOVED_MS = 60_000;

/**
 * Real fixtures are moved (television picks, postponements): a fixture brought forward must close at its real
 * kick-off, and one put back must stay open. Each run asks the provider about the fixtures of open gameweeks
 * kicking off in the next hours, with what is left of the run's request budget, and moves every group's copy
 * (and a kick-off-locked gameweek's deadline) to the provider's time; pages of those groups are told.
 */
export async function refreshKickOffs(deps: {
  db: Database;
  provider: FootballProvider;
  now: Date;
  logger: FastifyBaseLogger;
  limit: number;
  jobsRepo: JobsRepo;
}): Promise<{ checked: number[]; moved: number[] }> {
  const { db, provider, now, logger, jobsRepo: repo } = deps;
  const report = { checked: [] as number[], moved: [] as number[] };
  if (deps.limit <= 0) return report;
  const due = await repo.fixturesKickingOffSoon(db, now, { hours: WINDOW_HOURS, recheckMinutes: RECHECK_MINUTES, limit: deps.limit });
  for (const apiMatchId of due) {
    try {
      const match = await provider.match(apiMatchId);
      report.checked.push(apiMatchId);
      const kickOff = match ? new Date(match.utcDate) : null;
      await db.transaction(async (tx) => {
        await repo.markKickOffChecked(tx, apiMatchId, now);
        if (!kickOff || Number.isNaN(kickOff.getTime())) return;
        const stored = await repo.storedKickOff(tx, apiMatchId);
        if (!stored || Math.abs(stored.getTime() - kickOff.getTime()) < MOVED_MS) return;
        const groups = await repo.moveKickOff(tx, apiMatchId, kickOff, now);
        if (groups.length > 0) {
          report.moved.push(apiMatchId);
          await publishLive(tx, groups, 'gameweek');
        }
      });
    } catch (error) {
      logger.warn({ err: error, apiMatchId }, 'could not check a fixture’s kick-off time');
    }
  }
  if (report.moved.length > 0) logger.info({ fixtures: report.moved }, 'moved rescheduled fixtures');
  return report;
}
