import { describe, expect, it } from 'vitest';
import { translators } from './i18n/translators.js';
import { STATS_MESSAGES } from './messages.js';
import { PODIUMS, avgPointsPerGameweek, podium, scoreAccuracy, withDerivedStats } from './stats.js';

const entry = (username: string, correctScores: number, predictionsMarked = 10, points = 10, gameweeksPlayed = 2) => ({
  player: { username },
  stats: withDerivedStats({ gameweeksPlayed, points, predictionsMarked, correctScores, correctResults: correctScores, gameweekWins: 0 }),
});

describe('stat definitions', () => {
  it.each([
    [{ points: 10, gameweeksPlayed: 3 }, 3.3],
    [{ points: 9, gameweeksPlayed: 2 }, 4.5],
    [{ points: 5, gameweeksPlayed: 0 }, 0],
  ])('average points per gameweek of %j is %d', (input, expected) => expect(avgPointsPerGameweek(input)).toBe(expected));

  it.each([
    [{ correctScores: 3, predictionsMarked: 5 }, 60],
    [{ correctScores: 1, predictionsMarked: 3 }, 33],
    [{ correctScores: 2, predictionsMarked: 3 }, 67],
    [{ correctScores: 0, predictionsMarked: 0 }, 0],
  ])('score accuracy of %j is %d%', (input, expected) => expect(scoreAccuracy(input)).toBe(expected));
});

describe('podium', () => {
  it('takes the top 3 in competition ranking, ties sharing a place, and leaves out players without results', () => {
    const entries = [entry('dan', 4), entry('amy', 6), entry('cat', 4), entry('bob', 5), entry('eve', 1), entry('new', 0, 0)];
    expect(podium(entries, 'correctScores').map((e) => [e.player.username, e.place])).toEqual([
      ['amy', 1],
      ['bob', 2],
      ['cat', 3],
      ['dan', 3],
    ]);
    expect(podium([entry('x', 2), entry('y', 2)], 'correctScores').map((e) => e.place)).toEqual([1, 1]);
    expect(podium([entry('new', 0, 0)], 'scoreAccuracy')).toEqual([]);
  });

  it('labels places and figures in each language', () => {
    const places = (locale: 'en' | 'de' | 'es') => [1, 2, 3, 11, 22].map((place) => translators[locale](STATS_MESSAGES.place, { place }));
    expect(places('en')).toEqual(['1st', '2nd', '3rd', '11th', '22nd']);
    expect(places('de')).toEqual(['1.', '2.', '3.', '11.', '22.']);
    expect(places('es')).toEqual(['1.º', '2.º', '3.º', '11.º', '22.º']);
    const [points] = PODIUMS;
    expect([1, 4.5].map((value) => translators.en(points.unit, { value }))).toEqual(['1 pt', '4.5 pts']);
    expect(translators.de(points.unit, { value: 4.5 })).toBe('4,5 Pkt.');
  });
});
