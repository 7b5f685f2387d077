import type { FastifyBaseLogger } from 'fastify';
import type { BonusQuestionsService } from '../bonus-questions/bonus-questions.service.js';
import type { CompetitionSeason, FootballProvider } from '../football/football-provider.js';

/** A fixture that will not be played again: the season is over when every one of its fixtures is. */
const OVER: ReadonlySet<string> = new Set(['FINISHED', 'AWARDED', 'CANCELLED']);

/**
 * How long after a question closes its competition's season may start: a question asked in the summer break is
 * about the season that starts next, one asked later about the season being played. A provider's season starting
 * later than this is a newer one, whose table must not settle an older question (leagues break for 2-3 months).
 */
export const SEASON_STARTS_WITHIN_MS = 120 * 24 * 3_600_000;

/** Whether `season` is the one a question closing at `deadline` asks about: not over before it, not begun long after. */
export function seasonOfQuestion(season: Pick<CompetitionSeason, 'startDate' | 'endDate'>, deadline: Date): boolean {
  const endOfLastDay = Date.parse(`${season.endDate}T23:59:59Z`);
  return endOfLastDay >= deadline.getTime() && Date.parse(`${season.startDate}T00:00:00Z`) <= deadline.getTime() + SEASON_STARTS_WITHIN_MS;
}

/**
 * "Who wins the league?": bonus questions set to settle from a competition's final table are settled with the
 * team first in its TOTAL table once every fixture of the competition's current season is over, if that season
 * is the one the question asks about (`seasonOfQuestion`; an older question is left to its admin). At most
 * `limit` competitions are asked per run (two requests each, both kept by the client for a while), from a
 * competition chosen at random (`first`, an index, in tests), so one whose season goes on never keeps the others
 * waiting, however often the runs come. Returns the questions settled. A competition that fails is logged and left
 * for later.
 */
export async function settleLeagueWinners(deps: {
  provider: Pick<FootballProvider, 'currentSeason' | 'standings'>;
  bonus: Pick<BonusQuestionsService, 'awaitingTables' | 'settleFromTable'>;
  now: Date;
  logger: FastifyBaseLogger;
  limit?: number;
  first?: number;
}): Promise<string[]> {
  const { provider, bonus, logger } = deps;
  const byCompetition = new Map<number, Array<{ id: string; deadline: Date }>>();
  for (const question of await bonus.awaitingTables(deps.now)) {
    const waiting = byCompetition.get(question.settles_from) ?? [];
    byCompetition.set(question.settles_from, [...waiting, { id: question.id, deadline: new Date(question.deadline) }]);
  }
  const competitions = [...byCompetition];
  const first = competitions.length === 0 ? 0 : (deps.first ?? Math.floor(Math.random() * competitions.length)) % competitions.length;
  const turn = [...competitions.slice(first), ...competitions.slice(0, first)].slice(0, deps.limit ?? 1);
  const settled: string[] = [];
  for (const [competitionId, questions] of turn) {
    try {
      const season = await provider.currentSeason(competitionId);
      if (!season || season.fixtures.length === 0 || !season.fixtures.every((fixture) => OVER.has(fixture.status))) continue;
      const asked = questions.filter((question) => seasonOfQuestion(season, question.deadline));
      if (asked.length === 0) continue;
      const champion = (await provider.standings(competitionId)).find((row) => row.position === 1);
      if (!champion) continue;
      for (const question of asked) if (await bonus.settleFromTable(question.id, champion.team.name)) settled.push(question.id);
    } catch (error) {
      logger.error({ err: error, competitionId }, 'could not settle bonus questions from the final table');
    }
  }
  return settled;
}
