import { PODIUM_SIZE } from './constants.js';
import type { MessageId } from './i18n/translate.js';

/**
 * Every stat has one definition, here (labels and texts are catalogue ids: the web shows them through `t`); the server computes them from marked predictions and gameweek scores, and
 * the app-info page prints `STAT_DEFINITIONS` so players know what they mean.
 */
export interface StatInputs {
  /** Gameweeks with at least one final score in which the player predicted. */
  gameweeksPlayed: number;
  /** Points from marked predictions in those gameweeks (admin adjustments are not part of stats). */
  points: number;
  /** Predictions on matches with final scores. */
  predictionsMarked: number;
  correctScores: number;
  /** Right result, exact scores included. */
  correctResults: number;
  /** Finished gameweeks the player ended in position 1 (a shared first place counts for each). */
  gameweekWins: number;
}

export interface PlayerStats extends StatInputs {
  avgPointsPerGameweek: number;
  scoreAccuracy: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const avgPointsPerGameweek = (stats: Pick<StatInputs, 'points' | 'gameweeksPlayed'>) =>
  stats.gameweeksPlayed === 0 ? 0 : round1(stats.points / stats.gameweeksPlayed);

/** Score Accuracy: exact scores / predictions on finished matches, as a rounded percent. */
export const scoreAccuracy = (stats: Pick<StatInputs, 'correctScores' | 'predictionsMarked'>) =>
  stats.predictionsMarked === 0 ? 0 : Math.round((100 * stats.correctScores) / stats.predictionsMarked);

export const withDerivedStats = (inputs: StatInputs): PlayerStats => ({
  ...inputs,
  avgPointsPerGameweek: avgPointsPerGameweek(inputs),
  scoreAccuracy: scoreAccuracy(inputs),
});

export const STAT_DEFINITIONS = [
  { label: 'Avg. Points / Gameweek', text: 'Points from your predictions divided by the gameweeks with results in which you predicted.' },
  { label: 'Correct Scores', text: 'Predictions with the exact final score.' },
  { label: 'Correct Results', text: 'Predictions with the right result (home win, draw or away win), exact scores included.' },
  { label: 'Score Accuracy', text: 'Correct scores as a percentage of your predictions on matches that have finished.' },
  { label: 'Gameweek Wins', text: 'Finished gameweeks you ended in first place; a shared first place counts for everyone on it.' },
] as const;

export type PodiumMetric = 'avgPointsPerGameweek' | 'scoreAccuracy' | 'correctScores';

/** Each podium's stat, its title and how its figures read (`{value}`, a message id). */
export const PODIUMS = [
  { metric: 'avgPointsPerGameweek', title: 'Highest Points Per Gameweek', unit: '{value, plural, one {# pt} other {# pts}}' },
  { metric: 'scoreAccuracy', title: 'Best Score Accuracy', unit: '{value}%' },
  { metric: 'correctScores', title: 'Total Correct Scores', unit: '{value, number}' },
] as const satisfies ReadonlyArray<{ metric: PodiumMetric; title: MessageId; unit: MessageId }>;

/**
 * The top 3 on one stat (players who have played only), in competition ranking: equal values share a place, so
 * a podium can hold two "1st". Ties are listed by name.
 */
export function podium<T extends { player: { username: string }; stats: PlayerStats }>(
  entries: readonly T[],
  metric: PodiumMetric,
): Array<T & { place: number }> {
  const ranked = entries
    .filter((entry) => entry.stats.predictionsMarked > 0)
    .sort((a, b) => b.stats[metric] - a.stats[metric] || a.player.username.localeCompare(b.player.username));
  let place = 0;
  return ranked
    .map((entry, index) => {
      if (index === 0 || ranked[index - 1]!.stats[metric] !== entry.stats[metric]) place = index + 1;
      return { ...entry, place };
    })
    .filter((entry) => entry.place <= PODIUM_SIZE);
}
