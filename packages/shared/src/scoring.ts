/**
 * How many points a prediction gets, and how tables add up and rank: the reference. `markPrediction` is the
 * rule; the server marks whole fixtures at once with its SQL twin (`OUTCOME_OF` and `POINTS_FOR` in
 * packages/server/src/modules/standings/standings.sql.ts), which `marking-reference.test.ts` checks against it on
 * the real database, and the tables' sums and ranking against `tally` and `rankStandings`.
 */

export interface Score {
  home: number;
  away: number;
}

export interface ScoringRules {
  exactScorePoints: number;
  correctResultPoints: number;
  incorrectPoints: number;
}

/** How a prediction fared: the exact score, only the right result (home win, draw, away win), or neither. */
export type Outcome = 'exact' | 'result' | 'wrong';

/** 1 for a home win, 0 for a draw, -1 for an away win. */
export const resultOf = (score: Score): -1 | 0 | 1 => Math.sign(score.home - score.away) as -1 | 0 | 1;

/** Every prediction of a finished match gets exactly one outcome. */
export function outcomeOf(prediction: Score, final: Score): Outcome {
  if (prediction.home === final.home && prediction.away === final.away) return 'exact';
  return resultOf(prediction) === resultOf(final) ? 'result' : 'wrong';
}

export function pointsFor(outcome: Outcome, rules: ScoringRules): number {
  if (outcome === 'exact') return rules.exactScorePoints;
  if (outcome === 'result') return rules.correctResultPoints;
  return rules.incorrectPoints;
}

/** The outcome of a prediction once the match has its final score, and the group's points for it. */
export function markPrediction(prediction: Score, final: Score, rules: ScoringRules): { outcome: Outcome; points: number } {
  const outcome = outcomeOf(prediction, final);
  return { outcome, points: pointsFor(outcome, rules) };
}

/** A member's marked predictions summed up (one gameweek, a season, or all time). */
export interface Tally {
  points: number;
  correctScores: number;
  correctResults: number;
}

/**
 * Sums marked predictions. "Correct scores" counts exact predictions; "correct results" counts predictions with
 * the right result, exact ones included (an exact score is also a correct result).
 */
export function tally(marked: Array<{ outcome: Outcome; points: number }>): Tally {
  return marked.reduce<Tally>(
    (sum, prediction) => ({
      points: sum.points + prediction.points,
      correctScores: sum.correctScores + (prediction.outcome === 'exact' ? 1 : 0),
      correctResults: sum.correctResults + (prediction.outcome === 'wrong' ? 0 : 1),
    }),
    { points: 0, correctScores: 0, correctResults: 0 },
  );
}

/** Orders standings: more points first, then more correct scores. */
export const compareStandings = (a: { points: number; correctScores: number }, b: { points: number; correctScores: number }) =>
  b.points - a.points || b.correctScores - a.correctScores;

/**
 * Competition ranking ("1224"): rows are ordered by points, then correct scores; rows equal on both share a
 * position and the next position skips the tied places. `tieOrder` only orders tied rows for display.
 */
export function rankStandings<T extends { points: number; correctScores: number }>(
  rows: readonly T[],
  tieOrder: (a: T, b: T) => number = () => 0,
): Array<T & { position: number }> {
  const sorted = [...rows].sort((a, b) => compareStandings(a, b) || tieOrder(a, b));
  let position = 0;
  return sorted.map((row, index) => {
    if (index === 0 || compareStandings(sorted[index - 1]!, row) !== 0) position = index + 1;
    return { ...row, position };
  });
}

export type Movement = 'up' | 'down' | 'same';

/**
 * A member's movement between the two most recent history gameweeks: a lower position number is up, a higher
 * one down; equal, or either missing, is same.
 */
export function movementOf(previous: number | null | undefined, current: number | null | undefined): Movement {
  if (previous == null || current == null || previous === current) return 'same';
  return current < previous ? 'up' : 'down';
}

/**
 * The preview of a leaderboard: the `size` rows around the viewer, or the top `size` when the viewer
 * is near the start or the end of the table (or not on it).
 */
export function previewWindow(total: number, viewerIndex: number, size: number): { start: number; end: number } {
  const half = Math.floor(size / 2);
  if (total <= size || viewerIndex < half || viewerIndex >= total - half) return { start: 0, end: Math.min(size, total) };
  return { start: viewerIndex - half, end: viewerIndex - half + size };
}

/**
 * The rows (by index) a preview shows: the spec's window, then the viewer's own row when the window leaves it out
 * (the last of 11 would otherwise see the top 5 without themselves).
 */
export function previewRows(total: number, viewerIndex: number, size: number): number[] {
  const { start, end } = previewWindow(total, viewerIndex, size);
  const rows = Array.from({ length: end - start }, (_, offset) => start + offset);
  if (viewerIndex >= 0 && (viewerIndex < start || viewerIndex >= end)) rows.push(viewerIndex);
  return rows;
}
