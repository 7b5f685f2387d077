import type { FastifyBaseLogger } from 'fastify';
import type { BonusQuestionsService } from '../bonus-questions/bonus-questions.service.js';
import type { FootballProvider } from '../football/football-provider.js';

/** A fixture that will not be played again: the season is over when every one of its fixtures is. */
const OVER: ReadonlySet<string> = new Set(['FINISHED', 'AWARDED', 'CANCELLED']);

/**
 * "Who wins the league?": bonus questions set to settle from a competition's final table are settled with the
 * team first in its TOTAL table once every fixture of the competition's current season is over. At most
 * `limit` competitions are asked per run (two requests each, both kept by the client for a while), the others
 * wait for the next run. Returns the questions settled. A competition that fails is logged and left for later.
 */
export async function settleLeagueWinners(deps: {
  provider: Pick<FootballProvider, 'currentSeason' | 'standings'>;
  bonus: Pick<BonusQuestionsService, 'awaitingTables' | 'settleFromTable'>;
  now: Date;
  logger: FastifyBaseLogger;
  limit?: number;
}): Promise<string[]> {
  const { provider, bonus, logger } = deps;
  const byCompetition = new Map<number, string[]>();
  for (const question of await bonus.awaitingTables(deps.now))
    byCompetition.set(question.settles_from, [...(byCompetition.get(question.settles_from) ?? []), question.id]);
  const settled: string[] = [];
  for (const [competitionId, questionIds] of [...byCompetition].slice(0, deps.limit ?? 1)) {
    try {
      const season = await provider.currentSeason(competitionId);
      if (!season || season.fixtures.length === 0 || !season.fixtures.every((fixture) => OVER.has(fixture.status))) continue;
      const champion = (await provider.standings(competitionId)).find((row) => row.position === 1);
      if (!champion) continue;
      for (const questionId of questionIds) if (await bonus.settleFromTable(questionId, champion.team.name)) settled.push(questionId);
    } catch (error) {
      logger.error({ err: error, competitionId }, 'could not settle bonus questions from the final table');
    }
  }
  return settled;
}
