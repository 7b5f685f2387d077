import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runningScore } from './scoring.js';
import { percentShares, predictionDistribution, scoreCounts, summarisePredictions } from './prediction-labels.js';

const score = (home: number, away: number) => ({ home, away });

describe('percentShares', () => {
  it('gives whole percents summing to 100, each within 1 of its exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 6 }), (counts) => {
        const total = counts.reduce((sum, count) => sum + count, 0);
        const shares = percentShares(counts);
        if (total === 0) {
          expect(shares.every((share) => share === 0)).toBe(true);
          return;
        }
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
        counts.forEach((count, index) => expect(Math.abs(shares[index]! - (100 * count) / total)).toBeLessThan(1));
      }),
    );
  });

  it('rounds thirds and sevenths the way a reader expects', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    // 28.57, 28.57, 42.86: the two points left go to the largest fractions, the earlier of two equal ones first
    expect(percentShares([2, 2, 3])).toEqual([29, 28, 43]);
    expect(percentShares([1, 0, 0])).toEqual([100, 0, 0]);
    expect(percentShares([0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('predictionDistribution', () => {
  it('shares the results and lists the five commonest scores, ties to the lower home then away score', () => {
    const predictions = [
      score(2, 1),
      score(2, 1),
      score(2, 1),
      score(1, 1),
      score(1, 1),
      score(0, 2),
      score(3, 0),
      score(1, 0),
      score(0, 0),
      score(0, 1),
      score(4, 4),
    ];
    expect(predictionDistribution(predictions)).toEqual({
      // 5 home wins, 4 draws, 2 away wins of 11: 45.45, 36.36, 18.18
      homeWin: 46,
      draw: 36,
      awayWin: 18,
      topScores: [
        { home: 2, away: 1, count: 3 },
        { home: 1, away: 1, count: 2 },
        { home: 0, away: 0, count: 1 },
        { home: 0, away: 1, count: 1 },
        { home: 0, away: 2, count: 1 },
      ],
    });
    expect(predictionDistribution([])).toBeNull();
  });

  it('agrees with the figures: the most popular score is the first of the counts', () => {
    const predictions = [score(1, 0), score(0, 1), score(0, 1)];
    expect(summarisePredictions(predictions, null).mostPopular).toEqual(scoreCounts(predictions)[0]);
  });
});

describe('runningScore', () => {
  const match = {
    status: 'IN_PLAY' as const,
    finalHomeScore: null,
    finalAwayScore: null,
    liveHomeScore: 2,
    liveAwayScore: 1,
    isVoided: false,
  };
  it('is the running score while played, none before kick-off, once final or for a void match', () => {
    expect(runningScore(match)).toEqual({ home: 2, away: 1 });
    expect(runningScore({ ...match, liveHomeScore: null, liveAwayScore: null })).toBeNull();
    expect(runningScore({ ...match, finalHomeScore: 2, finalAwayScore: 2 })).toBeNull();
    expect(runningScore({ ...match, isVoided: true })).toBeNull();
    expect(runningScore({ ...match, status: 'SUSPENDED' })).toBeNull();
  });
});
