/**
 * How many points a prediction gets, and how tables add up and rank: the reference. `markPrediction` is the
 * rule; the server marks whole fixtures at once with its SQL twin (`OUTCOME_OF` and `POINTS_FOR` in
 * packages/server/src/modules/standings/standings.sql.ts), which `marking-reference.test.ts` checks against it on
 * the real database, and the tables' sums and ranking against `tally` and `rankStandings`.
 */
import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import { LIVE_STATUSES, type MatchStatus } from './football.js';

export interface Score {
  home: number;
  away: number;
}

/**
 * A group's house rules for marking. `goalDifferencePoints` is null when the scoring does not count the right goal
 * difference (Classic, and Custom without it); `jokersEnabled` says whether a joker doubles its match's points.
 */
export interface ScoringRules {
  exactScorePoints: number;
  goalDifferencePoints: number | null;
  correctResultPoints: number;
  incorrectPoints: number;
  /** Left out: no jokers. */
  jokersEnabled?: boolean;
}

/**
 * How a prediction fared: the exact score; the right goal difference (only where the scoring counts it: 2-1 for
 * 3-2, or 1-1 for 2-2); only the right result (home win, draw, away win); or neither.
 */
export type Outcome = 'exact' | 'difference' | 'result' | 'wrong';

/** 1 for a home win, 0 for a draw, -1 for an away win. */
export const resultOf = (score: Score): -1 | 0 | 1 => Math.sign(score.home - score.away) as -1 | 0 | 1;

/** Every prediction of a finished match gets exactly one outcome under the group's rules. */
export function outcomeOf(prediction: Score, final: Score, rules: Pick<ScoringRules, 'goalDifferencePoints'>): Outcome {
  if (prediction.home === final.home && prediction.away === final.away) return 'exact';
  if (rules.goalDifferencePoints !== null && prediction.home - prediction.away === final.home - final.away) return 'difference';
  return resultOf(prediction) === resultOf(final) ? 'result' : 'wrong';
}

/** The points an outcome earns, before any joker. */
export function pointsFor(outcome: Outcome, rules: ScoringRules): number {
  if (outcome === 'exact') return rules.exactScorePoints;
  if (outcome === 'difference') return rules.goalDifferencePoints ?? rules.correctResultPoints;
  if (outcome === 'result') return rules.correctResultPoints;
  return rules.incorrectPoints;
}

/** A prediction as marking reads it: its score and whether the player made it their joker. */
export type MarkedPrediction = Score & { isJoker?: boolean };

/** Whether a prediction's points are doubled: it is the player's joker and the group plays with jokers. */
export const isCountedJoker = (prediction: MarkedPrediction, rules: ScoringRules) =>
  rules.jokersEnabled === true && prediction.isJoker === true;

/**
 * The outcome of a prediction once the match has its final score, and the group's points for it: doubled for a
 * joker (negative points double too). The one rule every mark follows; the server's SQL twin is proved equal to it.
 */
export function markPrediction(prediction: MarkedPrediction, final: Score, rules: ScoringRules): { outcome: Outcome; points: number } {
  const outcome = outcomeOf(prediction, final, rules);
  const points = pointsFor(outcome, rules);
  return { outcome, points: isCountedJoker(prediction, rules) ? points * 2 : points };
}

/** A group's scoring columns, as its row (server) or its settings (web) hold them. */
export interface GroupScoring {
  exactScorePoints: number;
  goalDifferencePoints: number | null;
  correctResultPoints: number;
  incorrectPoints: number;
  jokersEnabled: boolean;
}

/** The rules a group marks by: every caller builds them here, so none can forget the goal difference or the joker. */
export const scoringRulesOf = (group: GroupScoring): ScoringRules & { jokersEnabled: boolean } => ({
  exactScorePoints: group.exactScorePoints,
  goalDifferencePoints: group.goalDifferencePoints,
  correctResultPoints: group.correctResultPoints,
  incorrectPoints: group.incorrectPoints,
  jokersEnabled: group.jokersEnabled,
});

/** The rules of a scoring preset; Custom takes its values from the group. */
export function presetRules(system: 'classic' | 'goal_difference'): Omit<ScoringRules, 'jokersEnabled'> {
  return system === 'classic' ? CLASSIC_SCORING : GOAL_DIFFERENCE_SCORING;
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
export function livePointsOf(prediction: MarkedPrediction, match: LiveScoreState, rules: ScoringRules): number | null {
  const running = runningScore(match);
  return running ? markPrediction(prediction, running, rules).points : null;
}

/** Each prediction with what it is on for (`livePointsOf` on its match; null for a match not in play). */
export function withLivePoints<P extends Score & { matchId: string; isJoker?: boolean }>(
  predictions: readonly P[],
  matches: ReadonlyArray<LiveScoreState & { id: string }>,
  rules: ScoringRules,
): Array<P & { livePoints: number | null }> {
  const byId = new Map(matches.map((match) => [match.id, match]));
  return predictions.map((prediction) => {
    const match = byId.get(prediction.matchId);
    // A joker the group no longer plays with doubles nothing, so it shows no badge either (it is kept, for a switch back).
    const joker = prediction.isJoker === undefined ? {} : { isJoker: isCountedJoker(prediction, rules) };
    return { ...prediction, ...joker, livePoints: match ? livePointsOf(prediction, match, rules) : null };
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
  /** Right goal differences, exact scores included (only where the scoring counts them; else the exact scores). */
  correctDifferences: number;
  correctResults: number;
  /** The points of the predictions made jokers (doubled already): a tiebreak. */
  jokerPoints: number;
}

/**
 * Sums marked predictions. "Correct scores" counts exact predictions; "correct differences" and "correct results"
 * count predictions with the right goal difference or result, exact ones included (an exact score also has both).
 */
export function tally(marked: Array<{ outcome: Outcome; points: number; joker?: boolean }>): Tally {
  return marked.reduce<Tally>(
    (sum, prediction) => ({
      points: sum.points + prediction.points,
      correctScores: sum.correctScores + (prediction.outcome === 'exact' ? 1 : 0),
      correctDifferences: sum.correctDifferences + (prediction.outcome === 'exact' || prediction.outcome === 'difference' ? 1 : 0),
      correctResults: sum.correctResults + (prediction.outcome === 'wrong' ? 0 : 1),
      jokerPoints: sum.jokerPoints + (prediction.joker ? prediction.points : 0),
    }),
    { points: 0, correctScores: 0, correctDifferences: 0, correctResults: 0, jokerPoints: 0 },
  );
}

/**
 * The tiebreaks after points, in the order every table applies them; rows equal on all of them share a position
 * and are listed by the earlier join. Right goal differences only differ from exact scores where the scoring
 * counts them, and joker points only where the group plays jokers (`tiebreaksInForce`).
 */
export const TIEBREAK_ORDER = ['correctScores', 'correctDifferences', 'correctResults', 'jokerPoints'] as const;
export type Tiebreak = (typeof TIEBREAK_ORDER)[number];

/**
 * The tiebreaks that can tell players apart under a group's rules, in order (what the "Ties: ..." line names):
 * right goal differences only where the scoring counts them, joker points only where the group plays jokers
 * (`tieRulesOf` in house-rules.ts reads both off a group).
 */
export const tiebreaksInForce = (ties: { countsDifferences: boolean; jokers: boolean }): Tiebreak[] =>
  TIEBREAK_ORDER.filter(
    (tiebreak) => (tiebreak !== 'correctDifferences' || ties.countsDifferences) && (tiebreak !== 'jokerPoints' || ties.jokers),
  );

/** What tables rank by: points, then the tiebreaks in the published order (`TIEBREAK_ORDER`). */
export type Ranked = Pick<Tally, 'points' | 'correctScores' | 'correctDifferences' | 'correctResults' | 'jokerPoints'>;

/**
 * Orders standings: more points first, then more exact scores, more right goal differences, more right results,
 * more joker points. Rows equal on all of them share a position; the earlier join only lists them (`tieOrder`).
 */
export const compareStandings = (a: Ranked, b: Ranked) =>
  b.points - a.points ||
  b.correctScores - a.correctScores ||
  b.correctDifferences - a.correctDifferences ||
  b.correctResults - a.correctResults ||
  b.jokerPoints - a.jokerPoints;

/**
 * Competition ranking ("1224"): rows are ordered by `compareStandings`; rows equal on all of it share a position
 * and the next position skips the tied places. `tieOrder` only orders tied rows for display (the earlier join).
 */
export function rankStandings<T extends Ranked>(
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
