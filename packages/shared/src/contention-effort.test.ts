import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SCORING } from './constants.js';
import { CONTENTION_NODE_BUDGET, type RemainingMatch, contentionWithEffort } from './contention.js';
import type { Score } from './scoring.js';

/** Scores as people predict them (a favourite's win most often), by weight; mirrored for an away favourite. */
// prettier-ignore
const USUAL: Array<[number, number, number]> = [
  [1, 0, 12], [2, 1, 12], [1, 1, 12], [2, 0, 10], [0, 0, 7], [0, 1, 8], [1, 2, 8], [2, 2, 5],
  [3, 1, 6], [0, 2, 5], [3, 0, 4], [1, 3, 3], [3, 2, 3], [4, 0, 1], [4, 1, 1], [0, 3, 1],
];

const usualScore = (awayFavourite: boolean) =>
  fc.constantFrom(
    ...USUAL.flatMap(([home, away, weight]) => Array<Score>(weight).fill(awayFavourite ? { home: away, away: home } : { home, away })),
  );

/** A realistic table: 30 players a few points apart, 10 closed matches, nine in ten predicted, some in play. */
const realisticTable = fc.integer({ min: 0, max: 20 }).chain((spread) => {
  const ids = Array.from({ length: 30 }, (_, index) => `p${index}`);
  const match = fc.boolean().chain((awayFavourite) =>
    fc
      .record({
        predicted: fc.array(fc.option(usualScore(awayFavourite), { freq: 9 }), { minLength: 30, maxLength: 30 }),
        floor: fc.option(fc.record({ home: fc.integer({ min: 0, max: 2 }), away: fc.integer({ min: 0, max: 2 }) }), { freq: 3 }),
      })
      .map(({ predicted, floor }): RemainingMatch => ({
        open: false,
        floor,
        predictions: new Map(ids.flatMap((id, index) => (predicted[index] ? [[id, predicted[index]!] as const] : []))),
      })),
  );
  return fc.record({
    players: fc.tuple(...ids.map((id) => fc.integer({ min: 40, max: 40 + spread }).map((points) => ({ id, points })))),
    matches: fc.array(match, { minLength: 10, maxLength: 10 }),
  });
});

describe('contention: effort', () => {
  it('decides 30 players and 10 closed matches far inside the node budget', () => {
    const tables = fc.sample(realisticTable, { numRuns: 40, seed: 30 });
    const peaks = tables.map(({ players, matches }) => {
      const { exhausted, maxNodes } = contentionWithEffort(players, matches, CLASSIC_SCORING);
      expect(exhausted).toBe(false);
      return maxNodes;
    });
    expect(Math.max(...peaks)).toBeLessThan(CONTENTION_NODE_BUDGET / 100);
  });
});
