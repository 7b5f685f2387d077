import { hasFinalScore } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { FootballProvider } from '../football/football-provider.js';
import type { StandingsService } from '../standings/standings.service.js';

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
  scoring: StandingsService;
  now: Date;
  logger: FastifyBaseLogger;
  limit?: number;
}): Promise<SyncReport> {
  const { db, provider, scoring, now, logger } = deps;
  const pending = await db.execute<{ api_match_id: number }>(sql`
    SELECT api_match_id FROM matches
    WHERE api_match_id IS NOT NULL AND match_time <= ${now.toISOString()}
      AND (final_home_score IS NULL OR final_away_score IS NULL)
    GROUP BY api_match_id ORDER BY min(match_time) LIMIT ${deps.limit ?? 8}`);
  const report: SyncReport = { checked: 0, finished: [], notFinished: [], failed: [] };
  for (const { api_match_id: apiMatchId } of pending.rows) {
    report.checked += 1;
    try {
      const match = await provider.match(apiMatchId);
      if (!match) {
        report.notFinished.push({ apiMatchId, status: 'UNKNOWN' });
        continue;
      }
      if (!hasFinalScore(match)) {
        await db.execute(sql`UPDATE matches SET api_status = ${match.status} WHERE api_match_id = ${apiMatchId}`);
        report.notFinished.push({ apiMatchId, status: match.status });
        continue;
      }
      await db.transaction(async (tx) => {
        await scoring.lockGroups(tx, await scoring.groupsOfFixture(tx, apiMatchId));
        await tx.execute(sql`
          UPDATE matches SET api_status = ${match.status}, final_home_score = ${match.score.home}, final_away_score = ${match.score.away}
          WHERE api_match_id = ${apiMatchId}`);
        await tx.execute(sql`
          UPDATE gameweeks g SET is_finished = true
          WHERE g.id IN (SELECT gameweek_id FROM matches WHERE api_match_id = ${apiMatchId})
            AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.gameweek_id = g.id AND (m.final_home_score IS NULL OR m.final_away_score IS NULL))`);
        await scoring.markFixture(tx, apiMatchId);
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
