import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { customMatchPick, fixturePick, fixturesFromDay, offeredFixtures, togglePicked } from './match-picks';
import { type PickedMatch, toNewMatch } from './picked-match';
import { at, fixture } from './test-fixtures';

const deadline = new Date(at(5, 12));

describe('the fixtures the match adder offers', () => {
  it('keeps those kicking off at the deadline or later, and every one while there is no deadline', () => {
    const fixtures = [fixture(1, at(5, 11)), fixture(2, at(5, 12)), fixture(3, at(6, 15))];
    expect(offeredFixtures(fixtures, deadline).map((match) => match.id)).toEqual([2, 3]);
    expect(offeredFixtures(fixtures, null)).toHaveLength(3);
  });

  it("searches from the deadline's day, or from today before there is a deadline", () => {
    expect(fixturesFromDay(new Date(at(5, 23)), new Date(at(1, 9)))).toBe('2030-01-05');
    expect(fixturesFromDay(null, new Date(at(1, 9)))).toBe('2030-01-01');
  });
});

describe('a picked match', () => {
  it("is a fixture's provider id, competition and kick-off as sent, named as the list shows it", () => {
    const pick = fixturePick(fixture(7, at(6, 15), 'Ashford Athletic', 'Fenwick Albion'));
    expect([pick.key, pick.label, pick.time]).toEqual(['real:7', 'Ashford Athletic vs Fenwick Albion', at(6, 15)]);
    expect(toNewMatch(pick)).toEqual({ kind: 'real', competitionId: 2021, apiMatchId: 7, utcDate: at(6, 15) });
  });

  it('is a custom match with its names trimmed, once both teams and a time not before the deadline are given', () => {
    const time = new Date(at(5, 18));
    const outcome = customMatchPick({ home: '  Ashford ', away: 'Fenwick', time }, deadline);
    expect(outcome).toMatchObject({ match: { key: `custom:Ashford:Fenwick:${at(5, 18)}`, label: 'Ashford vs Fenwick' } });
    if (!('match' in outcome)) throw new Error('expected a match');
    expect(toNewMatch(outcome.match)).toEqual({ kind: 'custom', homeTeam: 'Ashford', awayTeam: 'Fenwick', matchTime: at(5, 18) });
    // What is missing or too early is said, and nothing is picked.
    expect(customMatchPick({ home: 'Ashford', away: ' ', time }, deadline)).toEqual({ problem: GAMEWEEK_MESSAGES.customMatchIncomplete });
    expect(customMatchPick({ home: 'Ashford', away: 'Fenwick', time: null }, deadline)).toEqual({
      problem: GAMEWEEK_MESSAGES.customMatchIncomplete,
    });
    expect(customMatchPick({ home: 'Ashford', away: 'Fenwick', time: new Date(at(5, 11)) }, deadline)).toEqual({
      problem: GAMEWEEK_MESSAGES.customMatchBeforeDeadline,
    });
    expect(customMatchPick({ home: 'Ashford', away: 'Fenwick', time: new Date(at(1, 0)) }, null)).toHaveProperty('match');
  });
});

describe('togglePicked', () => {
  it("adds a match, and takes it out on a second toggle by its key, leaving the others' order", () => {
    const picked = [1, 2, 3].map((id) => fixturePick(fixture(id, at(6, id)))).reduce<PickedMatch[]>(togglePicked, []);
    expect(picked.map((match) => match.key)).toEqual(['real:1', 'real:2', 'real:3']);
    // The same fixture again (a new object, as the fixture list builds it) unpicks it.
    expect(togglePicked(picked, fixturePick(fixture(2, at(6, 2)))).map((match) => match.key)).toEqual(['real:1', 'real:3']);
  });
});
