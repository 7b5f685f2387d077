import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SCORING } from './constants.js';
import {
  type Outcome,
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
  correctResultPoints: fc.integer({ min: 0, max: 20 }),
  incorrectPoints: fc.integer({ min: -20, max: 0 }),
});

describe('outcomeOf', () => {
  it.each<[string, [number, number], [number, number], Outcome]>([
    ['exact home win', [2, 1], [2, 1], 'exact'],
    ['exact draw', [0, 0], [0, 0], 'exact'],
    ['home win, wrong score', [3, 0], [1, 0], 'result'],
    ['away win, wrong score', [0, 2], [1, 4], 'result'],
    ['draw, wrong score', [1, 1], [3, 3], 'result'],
    ['predicted a draw, home won', [1, 1], [2, 1], 'wrong'],
    ['predicted home win, away won', [2, 0], [0, 1], 'wrong'],
    ['predicted away win, draw', [0, 1], [2, 2], 'wrong'],
    ['reversed score', [2, 1], [1, 2], 'wrong'],
  ])('%s', (_name, [ph, pa], [fh, fa], expected) => {
    expect(outcomeOf({ home: ph, away: pa }, { home: fh, away: fa })).toBe(expected);
  });

  it('gives any prediction exactly one of the three outcomes, consistent with its definition', () => {
    fc.assert(
      fc.property(score, score, (prediction, final) => {
        const outcome = outcomeOf(prediction, final);
        const exact = prediction.home === final.home && prediction.away === final.away;
        const sameResult = Math.sign(prediction.home - prediction.away) === Math.sign(final.home - final.away);
        expect([exact, !exact && sameResult, !sameResult].filter(Boolean)).toHaveLength(1);
        expect(outcome).toBe(exact ? 'exact' : sameResult ? 'result' : 'wrong');
      }),
    );
  });
});

describe('points', () => {
  it('classic scoring gives 3, 1 and 0', () => {
    expect(pointsFor('exact', CLASSIC_SCORING)).toBe(3);
    expect(pointsFor('result', CLASSIC_SCORING)).toBe(1);
    expect(pointsFor('wrong', CLASSIC_SCORING)).toBe(0);
  });

  it('custom scoring uses the group values, including negative incorrect points', () => {
    const custom = { exactScorePoints: 5, correctResultPoints: 2, incorrectPoints: -1 };
    expect(markPrediction({ home: 1, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'exact', points: 5 });
    expect(markPrediction({ home: 2, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'result', points: 2 });
    expect(markPrediction({ home: 0, away: 0 }, { home: 1, away: 0 }, custom)).toEqual({ outcome: 'wrong', points: -1 });
  });

  it('totals equal the sum of their parts, and correct results include correct scores', () => {
    fc.assert(
      fc.property(rules, fc.array(fc.tuple(score, score), { maxLength: 40 }), (groupRules, pairs) => {
        const marked = pairs.map(([prediction, final]) => markPrediction(prediction, final, groupRules));
        const total = tally(marked);
        const count = (outcome: Outcome) => marked.filter((m) => m.outcome === outcome).length;
        expect(total.points).toBe(
          count('exact') * groupRules.exactScorePoints +
            count('result') * groupRules.correctResultPoints +
            count('wrong') * groupRules.incorrectPoints,
        );
        expect(total.correctScores).toBe(count('exact'));
        expect(total.correctResults).toBe(count('exact') + count('result'));
        // Splitting the predictions anywhere and adding the two totals changes nothing.
        const cut = Math.floor(marked.length / 2);
        const [a, b] = [tally(marked.slice(0, cut)), tally(marked.slice(cut))];
        expect({
          points: a.points + b.points,
          correctScores: a.correctScores + b.correctScores,
          correctResults: a.correctResults + b.correctResults,
        }).toEqual(total);
      }),
    );
  });
});

describe('rankStandings (competition ranking: points, then correct scores)', () => {
  it('shares a position on a full tie and skips the places after it', () => {
    const ranked = rankStandings(
      [
        { id: 'c', points: 10, correctScores: 1 },
        { id: 'a', points: 12, correctScores: 2 },
        { id: 'b', points: 10, correctScores: 3 },
        { id: 'd', points: 10, correctScores: 1 },
        { id: 'e', points: 4, correctScores: 0 },
      ],
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

  it('is consistent for any table', () => {
    const row = fc.record({ points: fc.integer({ min: -5, max: 30 }), correctScores: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const ranked = rankStandings(rows);
        ranked.forEach((entry, index) => {
          // A position is one more than the number of rows strictly ahead.
          expect(entry.position).toBe(
            1 +
              rows.filter(
                (other) => other.points > entry.points || (other.points === entry.points && other.correctScores > entry.correctScores),
              ).length,
          );
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
  const classic = { exactScorePoints: 3, correctResultPoints: 1, incorrectPoints: 0 };
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
      { exactScorePoints: 5, correctResultPoints: 2, incorrectPoints: -1 },
    );
    expect(marked.map((prediction) => prediction.livePoints)).toEqual([2, null]);
    expect(liveTotal(marked)).toBe(2);
    expect(liveTotal([marked[1]!])).toBeNull();
  });
});
