import { LIVE_STATUSES, hasFinalScore } from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { FootballProvider } from '../football/football-provider.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { JobsRepo } from './jobs.repo.js';
import { type Goal, recordLiveState } from './live-scores.js';

export interface SyncReport {
  checked: number;
  finished: number[];
  /** Started but not final yet (in play, postponed...): reported, left alone. */
  notFinished: Array<{ apiMatchId: number; status: string }>;
  failed: number[];
}

/**
 * Fetches the results of real fixtures that have kicked off and have no final score yet, at most `limit` per
 * run (the provider's budget is small), oldest first. A FINISHED fixture's 90-minute score is written to every
 * group's copy at once and marked in the same transaction, and gameweeks whose matches all have final scores
 * become finished. One fixture's failure is logged and the others go on.
 */
export async function syncResults(deps: {
  db: Database;
  provider: FootballProvider;
  standings: Pick<StandingsService, 'groupsOfFixture' | 'lockGroups' | 'markFixture'>;
  now: Date;
  logger: FastifyBaseLogger;
  limit?: number;
  jobsRepo: JobsRepo;
  /** Fixtures the live poll just saw in play: their state is known, no request is spent on them. */
  inPlay?: readonly number[];
  /** Told of the goals seen on fixtures asked for one by one (those the live poll cannot ask for by competition). */
  onGoals?: (goals: Goal[]) => void;
}): Promise<SyncReport> {
  const { db, provider, standings, now, logger, jobsRepo: repo } = deps;
  const pending = await repo.fixturesAwaitingResults(db, now, deps.limit ?? 8, deps.inPlay ?? []);
  const report: SyncReport = { checked: 0, finished: [], notFinished: [], failed: [] };
  for (const apiMatchId of pending) {
    report.checked += 1;
    try {
      const match = await provider.match(apiMatchId);
      if (!match) {
        report.notFinished.push({ apiMatchId, status: 'UNKNOWN' });
        continue;
      }
      const { home, away } = match.score;
      // (hasFinalScore implies both scores; the null checks only tell the type checker so.)
      if (!hasFinalScore(match) || home === null || away === null) {
        if (LIVE_STATUSES.has(match.status)) {
          const { goal } = await db.transaction((tx) => recordLiveState(tx, repo, match, now));
          if (goal) deps.onGoals?.([goal]);
        } else await repo.recordFixtureStatus(db, match, now);
        // A cancelled fixture counts for nobody: its gameweek may be complete without it.
        if (match.status === 'CANCELLED') await repo.finishCompletedGameweeksOfFixture(db, apiMatchId);
        report.notFinished.push({ apiMatchId, status: match.status });
        continue;
      }
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, await standings.groupsOfFixture(tx, apiMatchId));
        await repo.writeFixtureResult(tx, apiMatchId, { status: match.status, home, away });
        await repo.finishCompletedGameweeksOfFixture(tx, apiMatchId);
        await standings.markFixture(tx, apiMatchId);
      });
      report.finished.push(apiMatchId);
    } catch (error) {
      logger.error({ err: error, apiMatchId }, 'results sync failed for a match');
      report.failed.push(apiMatchId);
    }
  }
  if (report.notFinished.length > 0) logger.warn({ notFinished: report.notFinished }, 'matches not finished yet');
  return report;
}
