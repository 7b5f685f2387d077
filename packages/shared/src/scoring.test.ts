import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING } from './constants.js';
import {
  type Outcome,
  type Ranked,
  TIEBREAK_ORDER,
  compareStandings,
  presetRules,
  scoringRulesOf,
  tiebreaksInForce,
  liveTotal,
  livePointsOf,
  markPrediction,
  movementOf,
  outcomeOf,
  pointsFor,
  previewRows,
  previewWindow,
  rankStandings,
  runningScore,
  withLivePoints,
  tally,
} from './scoring.js';
import { savePredictionsSchema } from './scoring-schemas.js';

const score = fc.record({ home: fc.integer({ min: 0, max: 12 }), away: fc.integer({ min: 0, max: 12 }) });
const rules = fc.record({
  exactScorePoints: fc.integer({ min: 0, max: 20 }),
  goalDifferencePoints: fc.option(fc.integer({ min: 0, max: 20 })),
  correctResultPoints: fc.integer({ min: 0, max: 20 }),
  incorrectPoints: fc.integer({ min: -20, max: 0 }),
  jokersEnabled: fc.boolean(),
});
const CLASSIC_NO_GD = { goalDifferencePoints: null };
const COUNTS_GD = { goalDifferencePoints: 3 };

describe('outcomeOf', () => {
  it.each<[string, [number, number], [number, number], Outcome, Outcome]>([
    // name, prediction, final, outcome without goal-difference scoring, outcome with it
    ['exact home win', [2, 1], [2, 1], 'exact', 'exact'],
    ['exact draw', [0, 0], [0, 0], 'exact', 'exact'],
    ['home win, wrong score and difference', [3, 0], [1, 0], 'result', 'result'],
    ['home win, right difference', [2, 1], [3, 2], 'result', 'difference'],
    ['away win, right difference', [0, 2], [1, 3], 'result', 'difference'],
    ['away win, wrong score', [0, 2], [1, 4], 'result', 'result'],
    ['draw predicted as another draw', [1, 1], [3, 3], 'result', 'difference'],
    ['predicted a draw, home won', [1, 1], [2, 1], 'wrong', 'wrong'],
    ['predicted home win, away won', [2, 0], [0, 1], 'wrong', 'wrong'],
    ['predicted away win, draw', [0, 1], [2, 2], 'wrong', 'wrong'],
    ['reversed score', [2, 1], [1, 2], 'wrong', 'wrong'],
  ])('%s', (_name, [ph, pa], [fh, fa], classic, withDifference) => {
    expect(outcomeOf({ home: ph, away: pa }, { home: fh, away: fa }, CLASSIC_NO_GD)).toBe(classic);
    expect(outcomeOf({ home: ph, away: pa }, { home: fh, away: fa }, COUNTS_GD)).toBe(withDifference);
  });

  it('gives any prediction exactly one outcome, consistent with its definition', () => {
    fc.assert(
      fc.property(score, score, fc.boolean(), (prediction, final, countsDifference) => {
        const outcome = outcomeOf(prediction, final, countsDifference ? COUNTS_GD : CLASSIC_NO_GD);
        const exact = prediction.home === final.home && prediction.away === final.away;
        const sameDifference = prediction.home - prediction.away === final.home - final.away;
        const sameResult = Math.sign(prediction.home - prediction.away) === Math.sign(final.home - final.away);
        const expected = exact ? 'exact' : countsDifference && sameDifference ? 'difference' : sameResult ? 'result' : 'wrong';
        expect(outcome).toBe(expected);
        // The right goal difference is always the right result too.
        if (sameDifference) expect(sameResult).toBe(true);
      }),
    );
  });
});

describe('points', () => {
  it('classic scoring gives 3, 1 and 0, and a right goal difference is only a result', () => {
    expect(pointsFor('exact', CLASSIC_SCORING)).toBe(3);
    expect(pointsFor('result', CLASSIC_SCORING)).toBe(1);
    expect(pointsFor('wrong', CLASSIC_SCORING)).toBe(0);
    expect(markPrediction({ home: 2, away: 1 }, { home: 3, away: 2 }, CLASSIC_SCORING)).toEqual({ outcome: 'result', points: 1 });
  });

  it.each<[string, [number, number], [number, number], Outcome, number]>([
    ['exact', [2, 1], [2, 1], 'exact', 4],
    ['right goal difference', [2, 1], [3, 2], 'difference', 3],
    ['a draw predicted as another draw', [0, 0], [2, 2], 'difference', 3],
    ['right result only', [3, 0], [1, 0], 'result', 2],
    ['wrong', [0, 0], [1, 0], 'wrong', 0],
  ])('goal-difference scoring (4/3/2/0): %s', (_name, [ph, pa], [fh, fa], outcome, points) => {
    expect(markPrediction({ home: ph, away: pa }, { home: fh, away: fa }, GOAL_DIFFERENCE_SCORING)).toEqual({ outcome, points });
  });

  it('custom scoring uses the group values, including negative incorrect points and an optional goal difference', () => {
    const custom = { exactScorePoints: 5, goalDifferencePoints: null, correctResultPoints: 2, incorrectPoints: -1 };
    expect(markPrediction({ home: 1, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'exact', points: 5 });
    expect(markPrediction({ home: 2, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'result', points: 2 });
    expect(markPrediction({ home: 2, away: 1 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'result', points: 2 });
    expect(markPrediction({ home: 0, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'wrong', points: -1 });
    const withDifference = { ...custom, goalDifferencePoints: 0 };
    // A goal-difference value of 0 still counts the difference (as an outcome and a tiebreak), worth 0 points.
    expect(markPrediction({ home: 2, away: 1 }, { home: 1, away: 0 }, withDifference)).toEqual({ outcome: 'difference', points: 0 });
  });

  it.each<[string, [number, number], [number, number], boolean, boolean, number]>([
    // name, prediction, final, joker, jokers enabled, points (custom 5 / GD 3 / 2 / -1)
    ['joker exact', [1, 0], [1, 0], true, true, 10],
    ['joker right difference', [2, 1], [1, 0], true, true, 6],
    ['joker right result', [3, 0], [1, 0], true, true, 4],
    ['joker wrong: the negative points double', [0, 0], [1, 0], true, true, -2],
    ['joker in a group without jokers', [1, 0], [1, 0], true, false, 5],
    ['no joker', [0, 0], [1, 0], false, true, -1],
  ])('a joker doubles its points where the group plays jokers: %s', (_name, [ph, pa], [fh, fa], isJoker, jokersEnabled, points) => {
    const custom = { exactScorePoints: 5, goalDifferencePoints: 3, correctResultPoints: 2, incorrectPoints: -1, jokersEnabled };
    expect(markPrediction({ home: ph, away: pa, isJoker }, { home: fh, away: fa }, custom).points).toBe(points);
  });

  it('builds the rules from a group row, and names the tiebreaks in force', () => {
    const group = { ...GOAL_DIFFERENCE_SCORING, jokersEnabled: true, name: 'ignored' };
    expect(scoringRulesOf(group)).toEqual({ ...GOAL_DIFFERENCE_SCORING, jokersEnabled: true });
    expect(tiebreaksInForce({ countsDifferences: true, jokers: true })).toEqual(TIEBREAK_ORDER);
    expect(tiebreaksInForce({ countsDifferences: false, jokers: false })).toEqual(['correctScores', 'correctResults']);
    expect(presetRules('goal_difference')).toEqual(GOAL_DIFFERENCE_SCORING);
  });

  it('totals equal the sum of their parts; correct differences and results include exact scores', () => {
    const marking = fc.tuple(score, score, fc.boolean());
    fc.assert(
      fc.property(rules, fc.array(marking, { maxLength: 40 }), (groupRules, cases) => {
        const marked = cases.map(([prediction, final, isJoker]) => ({
          ...markPrediction({ ...prediction, isJoker }, final, groupRules),
          joker: isJoker && groupRules.jokersEnabled,
        }));
        const total = tally(marked);
        const count = (outcome: Outcome) => marked.filter((m) => m.outcome === outcome).length;
        const base = (m: (typeof marked)[number]) => (m.joker ? m.points / 2 : m.points);
        expect(marked.reduce((sum, m) => sum + base(m), 0)).toBe(
          count('exact') * groupRules.exactScorePoints +
            count('difference') * (groupRules.goalDifferencePoints ?? 0) +
            count('result') * groupRules.correctResultPoints +
            count('wrong') * groupRules.incorrectPoints,
        );
        if (groupRules.goalDifferencePoints === null) expect(count('difference')).toBe(0);
        expect(total.points).toBe(marked.reduce((sum, m) => sum + m.points, 0));
        expect(total.correctScores).toBe(count('exact'));
        expect(total.correctDifferences).toBe(count('exact') + count('difference'));
        expect(total.correctResults).toBe(count('exact') + count('difference') + count('result'));
        expect(total.jokerPoints).toBe(marked.filter((m) => m.joker).reduce((sum, m) => sum + m.points, 0));
        // Splitting the predictions anywhere and adding the two totals changes nothing.
        const cut = Math.floor(marked.length / 2);
        const [a, b] = [tally(marked.slice(0, cut)), tally(marked.slice(cut))];
        expect({
          points: a.points + b.points,
          correctScores: a.correctScores + b.correctScores,
          correctDifferences: a.correctDifferences + b.correctDifferences,
          correctResults: a.correctResults + b.correctResults,
          jokerPoints: a.jokerPoints + b.jokerPoints,
        }).toEqual(total);
      }),
    );
  });
});

const standing = (id: string, points: number, correctScores = 0, correctDifferences = 0, correctResults = 0, jokerPoints = 0) => ({
  id,
  points,
  correctScores,
  correctDifferences,
  correctResults,
  jokerPoints,
});

describe('rankStandings (competition ranking: points, then the tiebreaks in order)', () => {
  it('shares a position on a full tie and skips the places after it', () => {
    const ranked = rankStandings(
      [standing('c', 10, 1), standing('a', 12, 2), standing('b', 10, 3), standing('d', 10, 1), standing('e', 4)],
      (x, y) => x.id.localeCompare(y.id),
    );
    expect(ranked.map((row) => [row.id, row.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 3],
      ['e', 5],
    ]);
  });

  it('breaks equal points by exact scores, then goal differences, then results, then joker points; the join only lists', () => {
    // Listed by id as the earlier join: each later row loses exactly one tiebreak to the row above it.
    const rows = [
      standing('a', 10, 2, 2, 3, 0),
      standing('b', 10, 1, 4, 6, 8),
      standing('c', 10, 1, 3, 6, 8),
      standing('d', 10, 1, 3, 5, 8),
      standing('e', 10, 1, 3, 5, 4),
      standing('f', 10, 1, 3, 5, 4),
    ];
    const ranked = rankStandings([...rows].reverse(), (x, y) => x.id.localeCompare(y.id));
    expect(ranked.map((row) => [row.id, row.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
      ['f', 5],
    ]);
    expect(compareStandings(rows[4]!, rows[5]!)).toBe(0);
  });

  it('is consistent for any table', () => {
    const small = fc.integer({ min: 0, max: 3 });
    const row = fc.record({
      points: fc.integer({ min: -5, max: 8 }),
      correctScores: small,
      correctDifferences: small,
      correctResults: small,
      jokerPoints: fc.integer({ min: -2, max: 2 }),
    });
    const ahead = (other: Ranked, entry: Ranked) => {
      for (const key of ['points', ...TIEBREAK_ORDER] as const) if (other[key] !== entry[key]) return other[key] > entry[key];
      return false;
    };
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const ranked = rankStandings(rows);
        ranked.forEach((entry, index) => {
          // A position is one more than the number of rows strictly ahead.
          expect(entry.position).toBe(1 + rows.filter((other) => ahead(other, entry)).length);
          if (index > 0) expect(entry.position).toBeGreaterThanOrEqual(ranked[index - 1]!.position);
        });
        if (ranked.length > 0) expect(ranked[0]!.position).toBe(1);
      }),
    );
  });
});

describe('movementOf', () => {
  it.each([
    [3, 1, 'up'],
    [1, 4, 'down'],
    [2, 2, 'same'],
    [undefined, 2, 'same'],
    [2, null, 'same'],
  ] as const)('from %s to %s is %s', (previous, current, expected) => {
    expect(movementOf(previous, current)).toBe(expected);
  });
});

describe('previewWindow (5 rows around the viewer, or the top 5 near the start or end)', () => {
  it.each([
    [20, 0, { start: 0, end: 5 }],
    [20, 1, { start: 0, end: 5 }],
    [20, 2, { start: 0, end: 5 }],
    [20, 10, { start: 8, end: 13 }],
    [20, 17, { start: 15, end: 20 }],
    [20, 18, { start: 0, end: 5 }],
    [20, 19, { start: 0, end: 5 }],
    [3, 2, { start: 0, end: 3 }],
    [20, -1, { start: 0, end: 5 }],
  ])('%i rows, viewer at %i', (total, index, expected) => {
    expect(previewWindow(total, index, 5)).toEqual(expected);
  });

  it('always shows `size` rows, centred on the viewer unless they are near an end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (total, seed) => {
        const index = seed % total;
        const { start, end } = previewWindow(total, index, 5);
        expect(end - start).toBe(Math.min(5, total));
        const nearEnd = index < 2 || index >= total - 2;
        if (!nearEnd) expect(start).toBe(index - 2);
        else expect(start).toBe(0);
      }),
    );
  });
});

describe('previewRows (the window, and the viewer below it when left out)', () => {
  it.each([
    [11, 10, [0, 1, 2, 3, 4, 10]],
    [11, 9, [0, 1, 2, 3, 4, 9]],
    [11, 5, [3, 4, 5, 6, 7]],
    [11, 1, [0, 1, 2, 3, 4]],
    [11, -1, [0, 1, 2, 3, 4]],
    [4, 3, [0, 1, 2, 3]],
  ])('%i rows, viewer at %i', (total, index, expected) => {
    expect(previewRows(total, index, 5)).toEqual(expected);
  });

  it('always includes the viewer, once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (total, seed) => {
        const index = seed % total;
        const rows = previewRows(total, index, 5);
        expect(rows.filter((row) => row === index)).toHaveLength(1);
        expect(rows.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('savePredictionsSchema', () => {
  const matchId = '0b7f6d52-8a43-4e7c-9a9e-1c0f5c4c1a11';
  it('saves an empty score as 0', () => {
    expect(savePredictionsSchema.parse({ predictions: [{ matchId, home: null, away: 2 }] }).predictions[0]).toEqual({
      matchId,
      home: 0,
      away: 2,
    });
  });
  it('reads both sides empty as no prediction, never 0-0', () => {
    expect(savePredictionsSchema.parse({ predictions: [{ matchId, home: null, away: null }] }).predictions[0]).toEqual({
      matchId,
      home: null,
      away: null,
    });
  });
  it.each([
    [{ matchId, home: -1, away: 0 }, 'Scores cannot be negative.'],
    [{ matchId, home: 1.5, away: 0 }, 'Scores are whole numbers.'],
  ])('refuses %j', (prediction, message) => {
    const result = savePredictionsSchema.safeParse({ predictions: [prediction] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('refuses the same match twice', () => {
    const result = savePredictionsSchema.safeParse({
      predictions: [
        { matchId, home: 1, away: 0 },
        { matchId, home: 2, away: 0 },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe('Each match can be predicted once.');
  });
});

describe('live points', () => {
  const classic = CLASSIC_SCORING;
  const notStarted = {
    status: 'TIMED' as const,
    liveHomeScore: null,
    liveAwayScore: null,
    finalHomeScore: null,
    finalAwayScore: null,
    isVoided: false,
  };
  const inPlay = { ...notStarted, status: 'IN_PLAY' as const, liveHomeScore: 1, liveAwayScore: 0 };

  it('mark a prediction against the running score of a match in play, and give nothing otherwise', () => {
    expect(runningScore(inPlay)).toEqual({ home: 1, away: 0 });
    expect(livePointsOf({ home: 1, away: 0 }, inPlay, classic)).toBe(3);
    expect(livePointsOf({ home: 2, away: 0 }, inPlay, classic)).toBe(1);
    expect(livePointsOf({ home: 0, away: 0 }, inPlay, classic)).toBe(0);
    expect(livePointsOf({ home: 1, away: 0 }, notStarted, classic)).toBeNull();
    expect(livePointsOf({ home: 1, away: 0 }, { ...inPlay, finalHomeScore: 1, finalAwayScore: 0 }, classic)).toBeNull();
    expect(livePointsOf({ home: 1, away: 0 }, { ...inPlay, isVoided: true }, classic)).toBeNull();
    // Stopped after kick-off (abandoned, then perhaps postponed): the score it stopped at is on for nothing.
    for (const status of ['SUSPENDED', 'POSTPONED'] as const)
      expect(livePointsOf({ home: 1, away: 0 }, { ...inPlay, status }, classic)).toBeNull();
    for (const status of ['PAUSED', 'EXTRA_TIME', 'PENALTY_SHOOTOUT'] as const)
      expect(livePointsOf({ home: 1, away: 0 }, { ...inPlay, status }, classic)).toBe(3);
    // The same rule as the final marks: goal differences where counted, a joker doubled.
    const houseRules = { ...GOAL_DIFFERENCE_SCORING, jokersEnabled: true };
    expect(livePointsOf({ home: 2, away: 1 }, inPlay, houseRules)).toBe(3);
    expect(livePointsOf({ home: 2, away: 1, isJoker: true }, inPlay, houseRules)).toBe(6);
  });

  it('add up over a sheet: each prediction on for its match, the total null while none is in play', () => {
    const matches = [
      { id: 'a', ...inPlay },
      { id: 'b', ...notStarted },
    ];
    const marked = withLivePoints(
      [
        { matchId: 'a', home: 2, away: 1 },
        { matchId: 'b', home: 0, away: 0 },
      ],
      matches,
      { exactScorePoints: 5, goalDifferencePoints: null, correctResultPoints: 2, incorrectPoints: -1 },
    );
    expect(marked.map((prediction) => prediction.livePoints)).toEqual([2, null]);
    expect(liveTotal(marked)).toBe(2);
    expect(liveTotal([marked[1]!])).toBeNull();
  });
});
