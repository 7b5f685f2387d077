import { describe, expect, it } from 'vitest';
import { createGameweekError, formatCountdown, matchDayLabel, teamsPlayingTwice } from './gameweek-checks.js';
import { GAMEWEEK_MESSAGES } from './messages.js';
import { translators } from './i18n/translators.js';

const H = 3_600_000;

describe('formatCountdown', () => {
  const en = translators.en;
  it('shows days, hours and minutes beyond 24 hours', () => {
    expect(formatCountdown(2 * 24 * H + 3 * H + 4 * 60_000 + 59_000, en)).toBe('2d 3h 4m');
    expect(formatCountdown(24 * H + 1000, en)).toBe('1d 0h 0m');
  });
  it('shows hours, minutes and seconds under 24 hours', () => {
    expect(formatCountdown(24 * H, en)).toBe('24h 0m 0s');
    expect(formatCountdown(5 * H + 6 * 60_000 + 7_000, en)).toBe('5h 6m 7s');
    expect(formatCountdown(999, en)).toBe('0h 0m 0s');
  });
  it('is null once the deadline has passed', () => {
    expect(formatCountdown(0, en)).toBeNull();
    expect(formatCountdown(-5, en)).toBeNull();
  });
  it('abbreviates the units as German and Spanish do', () => {
    const long = 2 * 24 * H + 3 * H + 4 * 60_000;
    const short = 5 * H + 6 * 60_000 + 7_000;
    expect([formatCountdown(long, translators.de), formatCountdown(short, translators.de)]).toEqual([
      '2 T. 3 Std. 4 Min.',
      '5 Std. 6 Min. 7 Sek.',
    ]);
    expect([formatCountdown(long, translators.es), formatCountdown(short, translators.es)]).toEqual(['2 d 3 h 4 min', '5 h 6 min 7 s']);
  });
});

describe('matchDayLabel', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('names today, tomorrow and yesterday, else a short date', () => {
    const utc = { locale: 'en', timeZone: 'UTC' } as const;
    expect(matchDayLabel('2026-11-21T20:00:00Z', now, utc, translators.en)).toBe('Today');
    expect(matchDayLabel('2026-11-22T09:00:00Z', now, utc, translators.en)).toBe('Tomorrow');
    expect(matchDayLabel('2026-11-20T09:00:00Z', now, utc, translators.en)).toBe('Yesterday');
    expect(matchDayLabel('2026-11-25T09:00:00Z', now, utc, translators.en)).toBe('Wed 25 Nov');
    expect(matchDayLabel('2026-11-22T09:00:00Z', now, { locale: 'de', timeZone: 'UTC' }, translators.de)).toBe('Morgen');
  });
});

describe('createGameweekError', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('checks in the spec order', () => {
    expect(createGameweekError({ deadline: null, matches: [] }, now)).toBe('Please enter a deadline for the gameweek.');
    expect(createGameweekError({ deadline: '2026-11-22T12:00:00Z', matches: [] }, now)).toBe('Please add some matches to the gameweek.');
    expect(createGameweekError({ deadline: '2026-11-22T12:00:00Z', matches: [{ time: '2026-11-22T11:00:00Z' }] }, now)).toBe(
      'One or more matches have a match time before the gameweek deadline.',
    );
    expect(createGameweekError({ deadline: '2026-11-22T12:00:00Z', matches: [{ time: '2026-11-22T12:00:00Z' }] }, now)).toBeNull();
  });
});

describe('teamsPlayingTwice', () => {
  it('names each team that plays in more than one match, once, as first written', () => {
    const matches = [
      { homeTeam: 'Ashford Athletic', awayTeam: 'Brookfield Rovers' },
      { homeTeam: 'Carlow Town', awayTeam: 'Dunmore United' },
      { homeTeam: 'Dunmore United', awayTeam: 'ashford  athletic ' },
    ];
    expect(teamsPlayingTwice(matches)).toEqual(['Ashford Athletic', 'Dunmore United']);
    expect(translators.en(GAMEWEEK_MESSAGES.teamPlaysTwice, { team: 'Ashford Athletic' })).toBe(
      'Ashford Athletic plays twice in this gameweek',
    );
  });

  it('is empty when every team plays once', () => {
    expect(teamsPlayingTwice([])).toEqual([]);
    expect(
      teamsPlayingTwice([
        { homeTeam: 'A', awayTeam: 'B' },
        { homeTeam: 'C', awayTeam: 'D' },
      ]),
    ).toEqual([]);
  });
});
