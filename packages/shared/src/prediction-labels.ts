import { DEFAULT_BADGE_COLOUR } from './constants.js';
import type { MatchSummary } from './predictions.js';
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
  const counts = new Map<string, { home: number; away: number; count: number }>();
  for (const { home, away } of predictions) {
    const key = `${home}-${away}`;
    const entry = counts.get(key) ?? { home, away, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const mostPopular = [...counts.values()].sort((a, b) => b.count - a.count || a.home - b.home || a.away - b.away)[0] ?? null;
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

/** "1 user got the exact score" / "3 users got the exact score". */
export const exactScoreWording = (count: number) => `${count} ${count === 1 ? 'user' : 'users'} got the exact score`;

/** "The most popular prediction was 2-1" once the match is finished, "is" before. */
export const mostPopularWording = (score: { home: number; away: number }, finished: boolean) =>
  `The most popular prediction ${finished ? 'was' : 'is'} ${score.home}-${score.away}`;

/** The word that goes with a result colour, so colour is never the only signal. */
export const OUTCOME_LABELS: Record<Outcome | 'pending', string> = {
  exact: 'Exact score',
  result: 'Correct result',
  wrong: 'Wrong',
  pending: 'Not finished',
};

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
