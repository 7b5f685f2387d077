/**
 * Who can still win: the most points each player can still reach, and whether some outcome of the remaining
 * matches leaves them level with or above everyone else. Pure; the points come from `markPrediction` only.
 */
import { canFinishFirst } from './contention-search.js';
import { type MarkedPrediction, type Score, type ScoringRules, markPrediction } from './scoring.js';

/**
 * A match without a final score that is not void. `open`: predictions are still taken, so anyone may still
 * predict anything (nobody's prediction is read: none is passed), and, where the group plays jokers, make it
 * their joker of its gameweek. Closed: each player's fixed prediction by player id (a player without one gets 0
 * points), a joker on it fixed too (doubled by `markPrediction`; that player's joker cannot move to an open match
 * of the gameweek), and `floor`, the running score of a match in play: the final score is at least it on each side
 * (goals scored stand). `gameweekId` groups matches for the one joker per gameweek; left out, a match counts as a
 * gameweek of its own (a looser but still sound bound).
 */
export type RemainingMatch =
  | { open: true; gameweekId?: string }
  | {
      open: false;
      gameweekId?: string;
      predictions: ReadonlyMap<string, MarkedPrediction>;
      floor: Score | null;
      /** The floor is the final score already (extra time or penalties under way: the 90 minutes are over). */
      settled?: boolean;
    };

export interface Contention {
  /** The most points the player can still finish with. */
  maxPoints: number;
  /** Some outcome of the remaining matches leaves the player level with or above every other player. */
  canWin: boolean;
}

/**
 * Search nodes allowed per player. Never reached at realistic sizes: over 1,000 random tables of 30 players and
 * 10 closed matches (realistic predictions, standings from level to 20 points apart, some matches in play) one
 * player's answer took at most 21 nodes, and a hill climb looking for hard tables found none above 10
 * (`contention-effort.test.ts` keeps checking it). The budget only stops a pathological table, whose answer then
 * falls back to the pairwise one (see `canFinishFirst`); 20,000 nodes cost a few tens of milliseconds.
 */
export const CONTENTION_NODE_BUDGET = 20_000;

/** What no prediction, or a prediction of each outcome, gets on a match anyone may still predict. */
function openMatchValues(rules: ScoringRules): { best: number; worst: number } {
  const final = { home: 1, away: 0 };
  // Exact, right goal difference (a result where the scoring does not count it), right result, wrong.
  const predictions = [final, { home: 2, away: 1 }, { home: 2, away: 0 }, { home: 0, away: 1 }];
  const values = [0, ...predictions.map((prediction) => markPrediction(prediction, final, rules).points)];
  return { best: Math.max(...values), worst: Math.min(...values) };
}

const keyOf = (score: Score) => `${score.home}:${score.away}`;

/**
 * The final scores worth trying on a closed match: every predicted score the floor allows, and for each result
 * (home win, draw, away win) one score the floor allows that nobody predicted. Any other final score gives every
 * player the same points as the unpredicted one of its result. Where the scoring counts goal differences
 * (`countsDifference`), a win's unpredicted score also has a goal difference nobody predicted, and each predicted
 * goal difference gets an unpredicted score of its own: then any other final score gives what one of those gives.
 */
export function candidateFinals(predicted: readonly Score[], floor: Score | null, settled = false, countsDifference = false): Score[] {
  if (settled && floor) return [floor];
  const low = floor ?? { home: 0, away: 0 };
  const taken = new Set(predicted.map(keyOf));
  const differences = new Set(countsDifference ? predicted.map((score) => score.home - score.away) : []);
  const free = (score: Score) => !taken.has(keyOf(score));
  const unpredicted = (start: Score, step: Score, fits = free) => {
    let score = start;
    while (!fits(score)) score = { home: score.home + step.home, away: score.away + step.away };
    return score;
  };
  const freeDifference = (score: Score) => free(score) && !differences.has(score.home - score.away);
  const level = Math.max(low.home, low.away);
  const allowed = [...new Map(predicted.map((score) => [keyOf(score), score])).values()].filter(
    (score) => score.home >= low.home && score.away >= low.away,
  );
  const byDifference = [...differences]
    .filter((difference) => difference !== 0)
    .map((difference) => {
      const home = Math.max(low.home, low.away + difference);
      return unpredicted({ home, away: home - difference }, { home: 1, away: 1 });
    });
  return [
    ...allowed,
    ...byDifference,
    unpredicted({ home: Math.max(low.home, low.away + 1), away: low.away }, { home: 1, away: 0 }, freeDifference),
    unpredicted({ home: level, away: level }, { home: 1, away: 1 }),
    unpredicted({ home: low.home, away: Math.max(low.away, low.home + 1) }, { home: 0, away: 1 }, freeDifference),
  ];
}

/** Each different list of points (by player index) a closed match can still give; equal lists once. */
function pointLists(match: Extract<RemainingMatch, { open: false }>, ids: readonly string[], rules: ScoringRules): number[][] {
  const lists = new Map<string, number[]>();
  const countsDifference = rules.goalDifferencePoints !== null;
  for (const final of candidateFinals([...match.predictions.values()], match.floor, match.settled, countsDifference)) {
    const points = ids.map((id) => {
      const prediction = match.predictions.get(id);
      return prediction ? markPrediction(prediction, final, rules).points : 0;
    });
    lists.set(points.join(','), points);
  }
  return [...lists.values()];
}

/**
 * How many open matches each player may still double with a joker: one per gameweek holding an open match, unless
 * their joker of that gameweek is fixed on a closed match. None where the group plays without jokers.
 */
function openJokers(players: ReadonlyArray<{ id: string }>, matches: readonly RemainingMatch[], rules: ScoringRules) {
  const gameweekOf = (match: RemainingMatch, index: number) => match.gameweekId ?? `match ${index}`;
  const openGameweeks = new Set(matches.flatMap((match, index) => (match.open ? [gameweekOf(match, index)] : [])));
  return new Map(
    players.map(({ id }) => {
      if (!rules.jokersEnabled) return [id, 0];
      const spent = new Set(
        matches.flatMap((match, index) => (!match.open && match.predictions.get(id)?.isJoker ? [gameweekOf(match, index)] : [])),
      );
      return [id, [...openGameweeks].filter((gameweek) => !spent.has(gameweek)).length];
    }),
  );
}

/** `contention` with the most search nodes one player's answer took, and whether any search ran out. */
export function contentionWithEffort(
  players: ReadonlyArray<{ id: string; points: number }>,
  matches: readonly RemainingMatch[],
  rules: ScoringRules,
  nodeBudget = CONTENTION_NODE_BUDGET,
): { byPlayer: Map<string, Contention>; maxNodes: number; exhausted: boolean } {
  const open = openMatchValues(rules);
  const openCount = matches.filter((match) => match.open).length;
  const jokers = openJokers(players, matches, rules);
  const ids = players.map((player) => player.id);
  const closed = matches.flatMap((match) => (match.open ? [] : [pointLists(match, ids, rules)]));
  let maxNodes = 0;
  let exhausted = false;
  const byPlayer = new Map<string, Contention>();
  players.forEach((player, target) => {
    const closedBest = closed.reduce((sum, lists) => sum + Math.max(...lists.map((list) => list[target]!)), 0);
    // On open matches the target predicts the final score and every rival predicts wrongly (or not at all); each
    // joker still free doubles one open match: the target's best, a rival's worst where that is negative.
    const mine = player.points + openCount * open.best + jokers.get(player.id)! * Math.max(open.best, 0);
    const lead = players.map((rival) => mine - (rival.points + openCount * open.worst + jokers.get(rival.id)! * Math.min(open.worst, 0)));
    const search = canFinishFirst(target, lead, closed, nodeBudget);
    maxNodes = Math.max(maxNodes, search.nodes);
    exhausted ||= search.answer === null;
    byPlayer.set(player.id, { maxPoints: mine + closedBest, canWin: search.answer ?? true });
  });
  return { byPlayer, maxNodes, exhausted };
}

/**
 * Each player's `Contention`, by id. `players`: everyone on the table with their current points; `matches`:
 * the matches still to be decided. With no match left, `maxPoints` is the current points and `canWin` says who
 * is first.
 */
export function contention(
  players: ReadonlyArray<{ id: string; points: number }>,
  matches: readonly RemainingMatch[],
  rules: ScoringRules,
  nodeBudget = CONTENTION_NODE_BUDGET,
): Map<string, Contention> {
  return contentionWithEffort(players, matches, rules, nodeBudget).byPlayer;
}
