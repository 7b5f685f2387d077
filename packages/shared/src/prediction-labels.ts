import { DEFAULT_BADGE_COLOUR } from './constants.js';
import type { MessageId, Translate } from './i18n/translate.js';
import { MATCH_CENTRE_MESSAGES } from './messages.js';
import type { MatchDistribution, MatchSummary, ScoreCount } from './predictions.js';
import { type Outcome, resultOf } from './scoring.js';

// How predictions are summed up and shown (no zod here: the pages that use them load none).

/**
 * The match page's figures: how many predicted the exact score, the share (rounded percent) with the correct
 * result, exact scores included, and the most popular score (most predictions; ties go to the lower home,
 * then the lower away score).
 */
export function summarisePredictions(
  predictions: ReadonlyArray<{ home: number; away: number }>,
  final: { home: number; away: number } | null,
): MatchSummary {
  const mostPopular = scoreCounts(predictions)[0] ?? null;
  if (!final) return { total: predictions.length, exactCount: null, correctResultPercent: null, mostPopular };
  const exactCount = predictions.filter((p) => p.home === final.home && p.away === final.away).length;
  const correct = predictions.filter((p) => resultOf(p) === resultOf(final)).length;
  return {
    total: predictions.length,
    exactCount,
    correctResultPercent: predictions.length === 0 ? null : Math.round((100 * correct) / predictions.length),
    mostPopular,
  };
}

/** Each predicted score with how many predicted it, most predicted first (ties: the lower home, then the lower away score). */
export function scoreCounts(predictions: ReadonlyArray<{ home: number; away: number }>): ScoreCount[] {
  const counts = new Map<string, ScoreCount>();
  for (const { home, away } of predictions) {
    const key = `${home}-${away}`;
    const entry = counts.get(key) ?? { home, away, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.home - b.home || a.away - b.away);
}

/**
 * Counts as whole percents that sum to exactly 100 (largest remainder: each rounded down, the points left over go
 * to the largest fractions, the larger count first on a tie, then the earlier one), so each is within 1 of its
 * exact share. All zeros for no counts at all.
 */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (100 * count) / total);
  const shares = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || counts[b.index]! - counts[a.index]! || a.index - b.index);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder.slice(0, left)) shares[index]! += 1;
  return shares;
}

/** How many scores the match page's distribution lists. */
export const TOP_SCORES = 5;

/** The match page's distribution: the shares of home wins, draws and away wins predicted, and the commonest scores. */
export function predictionDistribution(predictions: ReadonlyArray<{ home: number; away: number }>): MatchDistribution | null {
  if (predictions.length === 0) return null;
  const results = [1, 0, -1].map((result) => predictions.filter((prediction) => resultOf(prediction) === result).length);
  const [homeWin, draw, awayWin] = percentShares(results) as [number, number, number];
  return { homeWin, draw, awayWin, topScores: scoreCounts(predictions).slice(0, TOP_SCORES) };
}

/** "1 user got the exact score" / "3 users got the exact score", in the reader's language. */
export const exactScoreWording = (t: Translate, count: number) => t(MATCH_CENTRE_MESSAGES.exactCount, { count });

/** "The most popular prediction was 2-1" once the match is finished, "is" before. */
export const mostPopularWording = (t: Translate, score: { home: number; away: number }, finished: boolean) =>
  t(finished ? MATCH_CENTRE_MESSAGES.mostPopularWas : MATCH_CENTRE_MESSAGES.mostPopularIs, { home: score.home, away: score.away });

/** The word that goes with a result colour, so colour is never the only signal: a message id, shown as `t(OUTCOME_LABELS[outcome])`. */
export const OUTCOME_LABELS = {
  exact: 'Exact score',
  difference: 'Right goal difference',
  result: 'Correct result',
  wrong: 'Wrong',
  pending: 'Not finished',
} as const satisfies Record<Outcome | 'pending', string>;

/** The label of an outcome (or of none yet) in the reader's language. */
export const outcomeLabel = (t: Translate, outcome: Outcome | 'pending'): string => t(OUTCOME_LABELS[outcome] satisfies MessageId);

export const PLAYER_PALETTE = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#0891b2',
  '#65a30d',
  '#ea580c',
  '#92400e',
];

/** A player's badge colour: their own if set, else one picked from their id, so lines and badges differ. */
export function playerColour(player: { id: string; bgColour: string }): string {
  if (player.bgColour && player.bgColour !== DEFAULT_BADGE_COLOUR) return player.bgColour;
  let hash = 0;
  for (const char of player.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLAYER_PALETTE[hash % PLAYER_PALETTE.length]!;
}
