/**
 * How many points a prediction gets, and how tables add up and rank: the reference. `markPrediction` is the
 * rule; the server marks whole fixtures at once with its SQL twin (`OUTCOME_OF` and `POINTS_FOR` in
 * packages/server/src/modules/standings/standings.sql.ts), which `marking-reference.test.ts` checks against it on
 * the real database, and the tables' sums and ranking against `tally` and `rankStandings`.
 */
import { LIVE_STATUSES, type MatchStatus } from './football.js';

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
export type Outcome = 'exact' | 'difference' | 'result' | 'wrong';

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

/** What live marking reads of a match: its provider status, running score, final score and whether it counts. */
export interface LiveScoreState {
  status: MatchStatus | null;
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  finalHomeScore: number | null;
  finalAwayScore: number | null;
  isVoided: boolean;
}

/**
 * The running score of a match in play: the provider says it is played (a live status), its running score is
 * there, the final score is not yet, and the match counts. Null otherwise (not started, over, void, or stopped: a
 * match suspended or postponed after kick-off keeps the score it stopped at, but is not on for anything). The
 * server's SQL twin is `IN_PLAY` in standings.sql.ts.
 */
export function runningScore(match: LiveScoreState): Score | null {
  if (match.status === null || !LIVE_STATUSES.has(match.status)) return null;
  if (match.isVoided || match.liveHomeScore === null || match.liveAwayScore === null) return null;
  if (match.finalHomeScore !== null && match.finalAwayScore !== null) return null;
  return { home: match.liveHomeScore, away: match.liveAwayScore };
}

/**
 * The points a prediction would get if its match ended now: `markPrediction` on the running score (null unless
 * the match is in play). Provisional, never stored: full time marks the final score.
 */
export function livePointsOf(prediction: Score, match: LiveScoreState, rules: ScoringRules): number | null {
  const running = runningScore(match);
  return running ? markPrediction(prediction, running, rules).points : null;
}

/** Each prediction with what it is on for (`livePointsOf` on its match; null for a match not in play). */
export function withLivePoints<P extends Score & { matchId: string }>(
  predictions: readonly P[],
  matches: ReadonlyArray<LiveScoreState & { id: string }>,
  rules: ScoringRules,
): Array<P & { livePoints: number | null }> {
  const byId = new Map(matches.map((match) => [match.id, match]));
  return predictions.map((prediction) => {
    const match = byId.get(prediction.matchId);
    return { ...prediction, livePoints: match ? livePointsOf(prediction, match, rules) : null };
  });
}

/** The sum of the live points among `predictions`, or null when none is on a match in play. */
export function liveTotal(predictions: ReadonlyArray<{ livePoints: number | null }>): number | null {
  const live = predictions.flatMap((prediction) => (prediction.livePoints === null ? [] : [prediction.livePoints]));
  return live.length === 0 ? null : live.reduce((sum, points) => sum + points, 0);
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
