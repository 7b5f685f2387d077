import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import { type RemainingMatch, candidateFinals, contention, contentionWithEffort } from './contention.js';
import { type Score, type ScoringRules, markPrediction } from './scoring.js';

const s = (home: number, away: number): Score => ({ home, away });
const closed = (predictions: Record<string, Score>, floor: Score | null = null): RemainingMatch => ({
  open: false,
  predictions: new Map(Object.entries(predictions)),
  floor,
});
const OPEN: RemainingMatch = { open: true };
const table = (points: Record<string, number>) => Object.entries(points).map(([id, value]) => ({ id, points: value }));
const canWin = (result: Map<string, { canWin: boolean }>) => Object.fromEntries([...result].map(([id, { canWin: can }]) => [id, can]));
const maxPoints = (result: Map<string, { maxPoints: number }>) =>
  Object.fromEntries([...result].map(([id, { maxPoints: most }]) => [id, most]));

describe('contention: by hand', () => {
  it('with nothing left, the maximum is the current points and only those on top can win', () => {
    const result = contention(table({ ann: 7, bob: 7, cat: 5 }), [], CLASSIC_SCORING);
    expect(maxPoints(result)).toEqual({ ann: 7, bob: 7, cat: 5 });
    expect(canWin(result)).toEqual({ ann: true, bob: true, cat: false });
  });

  it('a chaser who predicted the same as the leader in every remaining match cannot catch them', () => {
    const same = { ann: s(2, 1), bob: s(2, 1) };
    const result = contention(table({ ann: 10, bob: 9 }), [closed(same), closed({ ann: s(0, 0), bob: s(0, 0) })], CLASSIC_SCORING);
    expect(maxPoints(result)).toEqual({ ann: 16, bob: 15 });
    expect(canWin(result)).toEqual({ ann: true, bob: false });
  });

  it('a chaser three behind draws level when their exact score comes in and the leader is wrong', () => {
    const result = contention(table({ ann: 3, bob: 0 }), [closed({ ann: s(0, 0), bob: s(2, 1) })], CLASSIC_SCORING);
    expect(canWin(result)).toEqual({ ann: true, bob: true });
  });

  it('on an open match the chaser may still predict the exact score and the leader wrongly', () => {
    const result = contention(table({ ann: 3, bob: 0 }), [OPEN], CLASSIC_SCORING);
    expect(maxPoints(result)).toEqual({ ann: 6, bob: 3 });
    expect(canWin(result)).toEqual({ ann: true, bob: true });
    expect(canWin(contention(table({ ann: 4, bob: 0 }), [OPEN], CLASSIC_SCORING))).toEqual({ ann: true, bob: false });
  });

  it('goals already scored stand: an exact score the running score has passed is out of reach', () => {
    const match = { ann: s(0, 2), bob: s(1, 0) };
    expect(canWin(contention(table({ ann: 2, bob: 0 }), [closed(match)], CLASSIC_SCORING)).bob).toBe(true);
    // At 0-1 bob's 1-0 can only come good as a home win (2-1 or more): one point, still one behind.
    const live = contention(table({ ann: 2, bob: 0 }), [closed(match, s(0, 1))], CLASSIC_SCORING);
    expect(maxPoints(live)).toEqual({ ann: 5, bob: 1 });
    expect(canWin(live)).toEqual({ ann: true, bob: false });
  });

  it('needs one outcome for every rival at once, not each rival on their own', () => {
    // Whatever the result, one of ann, bob and cat gets a point and dan, who predicted nothing, stays behind them.
    const match = closed({ ann: s(1, 0), bob: s(0, 1), cat: s(0, 0) });
    const result = contentionWithEffort(table({ ann: 0, bob: 0, cat: 0, dan: 0 }), [match], CLASSIC_SCORING);
    expect(canWin(result.byPlayer)).toEqual({ ann: true, bob: true, cat: true, dan: false });
    expect(result.exhausted).toBe(false);
  });

  it('falls back to the pairwise answer when the search runs out of nodes', () => {
    // bob predicted nothing: he can keep each of the others from passing him alone, not all three at once (in
    // the second match whatever the result one of them gets a point).
    const matches = [closed({ ann: s(1, 2), cat: s(2, 1), dan: s(0, 0) }), closed({ ann: s(0, 1), cat: s(0, 0), dan: s(1, 0) })];
    const players = table({ ann: 2, bob: 2, cat: 2, dan: 1 });
    expect(contention(players, matches, CLASSIC_SCORING).get('bob')!.canWin).toBe(false);
    const starved = contentionWithEffort(players, matches, CLASSIC_SCORING, 0);
    expect(starved.exhausted).toBe(true);
    expect(starved.byPlayer.get('bob')!.canWin).toBe(true);
  });

  it('uses the group scoring: negative points for a wrong prediction, none for no prediction', () => {
    const custom = { exactScorePoints: 5, goalDifferencePoints: null, correctResultPoints: 2, incorrectPoints: -2 };
    // Open: bob may get 5 while ann predicts wrongly (-2): 7 points of swing.
    expect(canWin(contention(table({ ann: 7, bob: 0 }), [OPEN], custom))).toEqual({ ann: true, bob: true });
    expect(canWin(contention(table({ ann: 8, bob: 0 }), [OPEN], custom)).bob).toBe(false);
    // Closed: ann's 1-0 against bob's 0-1; bob can gain at most 5 - (-2).
    const result = contention(table({ ann: 7, bob: 0 }), [closed({ ann: s(1, 0), bob: s(0, 1) })], custom);
    expect(maxPoints(result)).toEqual({ ann: 12, bob: 5 });
    expect(canWin(result)).toEqual({ ann: true, bob: true });
    // A player without a prediction gets 0, better than being wrong.
    expect(maxPoints(contention(table({ ann: 0, bob: 0 }), [closed({ ann: s(1, 0) })], custom))).toEqual({ ann: 5, bob: 0 });
  });
});

describe('contention: goal differences and jokers', () => {
  const houseRules = { ...GOAL_DIFFERENCE_SCORING, jokersEnabled: true };

  it('tries a final score with each predicted goal difference: a right difference can still catch up', () => {
    // ann 2-0, bob 3-1: a 4-2 gives bob the goal difference (3) and ann the result (2).
    const match = closed({ ann: s(2, 0), bob: s(3, 1) });
    expect(canWin(contention(table({ ann: 1, bob: 0 }), [match], GOAL_DIFFERENCE_SCORING))).toEqual({ ann: true, bob: true });
    expect(candidateFinals([s(2, 0), s(3, 1)], null, false, true)).toContainEqual(s(4, 2));
  });

  it('lets a player double one open match per gameweek with their joker, and a rival double a negative one', () => {
    const open = (gameweekId: string): RemainingMatch => ({ open: true, gameweekId });
    // Two open matches in one gameweek: 4 + 4, one of them doubled: 12 at most; in two gameweeks: 16.
    expect(maxPoints(contention(table({ ann: 0 }), [open('g1'), open('g1')], houseRules))).toEqual({ ann: 12 });
    expect(maxPoints(contention(table({ ann: 0 }), [open('g1'), open('g2')], houseRules))).toEqual({ ann: 16 });
    // Without jokers the same matches give 8.
    expect(maxPoints(contention(table({ ann: 0 }), [open('g1'), open('g2')], GOAL_DIFFERENCE_SCORING))).toEqual({ ann: 8 });
    // 8 behind with one open match: only the joker's exact score (8) draws level.
    expect(canWin(contention(table({ ann: 8, bob: 0 }), [open('g1')], houseRules))).toEqual({ ann: true, bob: true });
    expect(canWin(contention(table({ ann: 9, bob: 0 }), [open('g1')], houseRules)).bob).toBe(false);
    // Negative points: a rival's joker on a wrong prediction costs them double.
    const negative = { exactScorePoints: 3, goalDifferencePoints: null, correctResultPoints: 1, incorrectPoints: -1, jokersEnabled: true };
    // bob's joker exact (6) against ann's joker wrong (-2): 8 points of swing.
    expect(canWin(contention(table({ ann: 8, bob: 0 }), [open('g1')], negative)).bob).toBe(true);
    expect(canWin(contention(table({ ann: 9, bob: 0 }), [open('g1')], negative)).bob).toBe(false);
  });

  it('counts a joker fixed on a closed match, which then cannot move to an open match of its gameweek', () => {
    const fixed: RemainingMatch = {
      open: false,
      gameweekId: 'g1',
      predictions: new Map([['ann', { home: 1, away: 0, isJoker: true }]]),
      floor: null,
    };
    const result = contention(table({ ann: 0 }), [fixed, { open: true, gameweekId: 'g1' }, { open: true, gameweekId: 'g2' }], houseRules);
    // 8 on the closed match (joker), 4 on g1's open match, 8 on g2's (joker still free there).
    expect(maxPoints(result)).toEqual({ ann: 20 });
  });

  it('keeps the maximum a sound upper bound: no placement of jokers and predictions on open matches beats it', () => {
    const rules = fc.record({
      exactScorePoints: fc.integer({ min: 0, max: 6 }),
      goalDifferencePoints: fc.option(fc.integer({ min: 0, max: 8 })),
      correctResultPoints: fc.integer({ min: 0, max: 6 }),
      incorrectPoints: fc.integer({ min: -3, max: 0 }),
      jokersEnabled: fc.boolean(),
    });
    const plays = fc.array(fc.record({ gameweek: fc.integer({ min: 0, max: 2 }), prediction: smallScore, final: smallScore }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(rules, plays, fc.nat(), (groupRules, matches, jokerSeed) => {
        // One way the open matches may go for ann, her joker on one match of some gameweeks.
        const jokered = new Set<number>();
        for (const gameweek of [0, 1, 2]) {
          const ofWeek = matches.flatMap((match, index) => (match.gameweek === gameweek ? [index] : []));
          if (ofWeek.length > 0 && (jokerSeed >> gameweek) % 2 === 1) jokered.add(ofWeek[jokerSeed % ofWeek.length]!);
        }
        const reached = matches.reduce(
          (sum, match, index) => sum + markPrediction({ ...match.prediction, isJoker: jokered.has(index) }, match.final, groupRules).points,
          0,
        );
        const open = matches.map((match): RemainingMatch => ({ open: true, gameweekId: `g${match.gameweek}` }));
        expect(contention(table({ ann: 0 }), open, groupRules).get('ann')!.maxPoints).toBeGreaterThanOrEqual(reached);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('candidateFinals', () => {
  it('keeps the predicted scores the floor allows and adds an unpredicted score of each result', () => {
    expect(candidateFinals([s(1, 0), s(2, 0), s(1, 1), s(0, 0), s(1, 0)], s(1, 0))).toEqual([
      s(1, 0),
      s(2, 0),
      s(1, 1),
      s(3, 0),
      s(2, 2),
      s(1, 2),
    ]);
  });
});

// ------------------------------------------------------------------------------------------------------------
// Property: against a brute force over every final score in a range holding all the candidates.
// ------------------------------------------------------------------------------------------------------------

/**
 * Every outcome enumerated: each match's final score over the whole box from its floor to `top` on each side,
 * and on open matches each player's prediction over every score of the box or none. Given the final scores,
 * the players' open predictions are independent of one another, so the best outcome for a target takes the best
 * of the target's choices and the worst of each rival's (the max of a sum of independent terms is the sum of
 * maxima); equal point lists are kept once, which changes nothing.
 */
function bruteForce(players: Array<{ id: string; points: number }>, matches: RemainingMatch[], rules: ScoringRules, top: number) {
  const box = (floor: Score) => {
    const scores: Score[] = [];
    for (let home = floor.home; home <= top; home++) for (let away = floor.away; away <= top; away++) scores.push(s(home, away));
    return scores;
  };
  const everyPrediction = box(s(0, 0));
  // Per match, each outcome as [points of each player as the target, points of each player as a rival].
  const outcomes = matches.map((match) => {
    const finals = match.open ? box(s(0, 0)) : match.settled && match.floor ? [match.floor] : box(match.floor ?? s(0, 0));
    const lists = finals.map((final): [number[], number[]] => {
      if (!match.open) {
        const points = players.map(({ id }) => {
          const prediction = match.predictions.get(id);
          return prediction ? markPrediction(prediction, final, rules).points : 0;
        });
        return [points, points];
      }
      const choices = [0, ...everyPrediction.map((prediction) => markPrediction(prediction, final, rules).points)];
      return [players.map(() => Math.max(...choices)), players.map(() => Math.min(...choices))];
    });
    return [...new Map(lists.map((list) => [JSON.stringify(list), list])).values()];
  });
  const result = new Map(players.map(({ id }) => [id, { maxPoints: -Infinity, canWin: false }]));
  const walk = (k: number, asTarget: number[], asRival: number[]) => {
    if (k === matches.length) {
      players.forEach(({ id }, target) => {
        const entry = result.get(id)!;
        entry.maxPoints = Math.max(entry.maxPoints, asTarget[target]!);
        if (asRival.every((points, rival) => rival === target || asTarget[target]! >= points)) entry.canWin = true;
      });
      return;
    }
    for (const [target, rival] of outcomes[k]!)
      walk(
        k + 1,
        asTarget.map((points, player) => points + target[player]!),
        asRival.map((points, player) => points + rival[player]!),
      );
  };
  walk(
    0,
    players.map((player) => player.points),
    players.map((player) => player.points),
  );
  return result;
}

const smallScore = fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) });
const rulesArb = fc.oneof(
  fc.constant<ScoringRules>(CLASSIC_SCORING),
  fc.constant<ScoringRules>(GOAL_DIFFERENCE_SCORING),
  fc.record({
    exactScorePoints: fc.integer({ min: 0, max: 6 }),
    goalDifferencePoints: fc.option(fc.integer({ min: 0, max: 6 })),
    correctResultPoints: fc.integer({ min: 0, max: 6 }),
    incorrectPoints: fc.integer({ min: -3, max: 0 }),
  }),
);
const season = fc.integer({ min: 2, max: 5 }).chain((count) => {
  const ids = Array.from({ length: count }, (_, index) => `p${index}`);
  const match = fc.oneof(
    { weight: 1, arbitrary: fc.constant<RemainingMatch>(OPEN) },
    {
      weight: 3,
      arbitrary: fc
        .record({
          predicted: fc.array(fc.option(smallScore, { freq: 4 }), { minLength: count, maxLength: count }),
          floor: fc.option(fc.record({ home: fc.integer({ min: 0, max: 2 }), away: fc.integer({ min: 0, max: 2 }) }), { freq: 2 }),
          settled: fc.boolean(),
        })
        .map(({ predicted, floor, settled }): RemainingMatch => ({
          open: false,
          floor,
          settled,
          predictions: new Map(ids.flatMap((id, index) => (predicted[index] ? [[id, predicted[index]!] as const] : []))),
        })),
    },
  );
  return fc.record({
    players: fc.tuple(...ids.map((id) => fc.integer({ min: 0, max: 5 }).map((points) => ({ id, points })))),
    matches: fc.array(match, { maxLength: 4 }),
    rules: rulesArb,
  });
});

/**
 * The box's top: every predicted score and floor plus two (each result's unpredicted candidate fits), and where
 * the rules count goal differences at least every candidate (an unpredicted difference may lie further out).
 */
const topOf = (matches: RemainingMatch[], rules: ScoringRules) => {
  const closed = matches.flatMap((match) => (match.open ? [] : [match]));
  const scores = closed.flatMap((match) => [...match.predictions.values(), ...(match.floor ? [match.floor] : [])]);
  const candidates =
    rules.goalDifferencePoints === null
      ? []
      : closed.flatMap((match) => candidateFinals([...match.predictions.values()], match.floor, match.settled, true));
  return Math.max(
    2 + Math.max(0, ...scores.flatMap(({ home, away }) => [home, away])),
    ...candidates.flatMap(({ home, away }) => [home, away]),
  );
};

describe('contention: property', () => {
  it('agrees with every outcome enumerated: those marked out cannot finish first in any, the others in some', () => {
    fc.assert(
      fc.property(season, ({ players, matches, rules }) => {
        const expected = bruteForce(players, matches, rules, topOf(matches, rules));
        const { byPlayer, exhausted } = contentionWithEffort(players, matches, rules);
        expect(exhausted).toBe(false);
        expect(Object.fromEntries(byPlayer)).toEqual(Object.fromEntries(expected));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('candidate finals respect the floor and all fit in the box the brute force enumerates', () => {
    fc.assert(
      fc.property(fc.array(smallScore, { maxLength: 6 }), fc.option(smallScore), (predicted, floor) => {
        const top = 5 + Math.max(0, ...[...predicted, ...(floor ? [floor] : [])].flatMap(({ home, away }) => [home, away]));
        for (const final of [...candidateFinals(predicted, floor), ...candidateFinals(predicted, floor, false, true)]) {
          expect(final.home).toBeGreaterThanOrEqual(floor?.home ?? 0);
          expect(final.away).toBeGreaterThanOrEqual(floor?.away ?? 0);
          expect(Math.max(final.home, final.away)).toBeLessThanOrEqual(top);
        }
      }),
    );
  });
});
