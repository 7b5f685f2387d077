import { describe, expect, it } from 'vitest';
import type { SeasonFixture } from '../football/football-provider.js';
import { matchdaysOf, upcomingMatchdays } from './matchdays.js';
import { seasonName } from './season-name.js';

const team = (id: number | null) => ({
  id: id as number,
  name: id === null ? (null as unknown as string) : `Club ${id}`,
  shortName: 'C',
  crest: null,
});
let nextId = 1;
const fixture = (stage: string, matchday: number | null, utcDate: string, extra: Partial<SeasonFixture> = {}): SeasonFixture => ({
  id: nextId++,
  competitionId: 1,
  utcDate,
  status: 'TIMED',
  homeTeam: team(1),
  awayTeam: team(2),
  score: { home: null, away: null },
  stage,
  matchday,
  ...extra,
});
const season = (fixtures: SeasonFixture[]) => ({ competitionId: 1, startDate: '2026-08-01', endDate: '2027-05-30', fixtures });

describe('matchdays of a season', () => {
  it('groups fixtures by stage and matchday (cup stages reuse numbers), in play order, each named', () => {
    const days = matchdaysOf(
      season([
        fixture('LAST_16', 1, '2027-03-03T20:00:00Z'),
        fixture('REGULAR_SEASON', 12, '2026-11-28T15:00:00Z'),
        fixture('REGULAR_SEASON', 12, '2026-11-28T12:30:00Z'),
        fixture('GROUP_STAGE', 1, '2026-09-16T19:00:00Z'),
        fixture('FINAL', null, '2027-05-29T19:00:00Z'),
        fixture('QUARTER_FINALS', 2, '2027-04-14T19:00:00Z'),
      ]),
    );
    expect(days.map((day) => [day.key, day.label, day.fixtures.length, day.firstKickOff?.toISOString()])).toEqual([
      ['1:GROUP_STAGE:1', 'Matchday 1', 1, '2026-09-16T19:00:00.000Z'],
      ['1:REGULAR_SEASON:12', 'Matchday 12', 2, '2026-11-28T12:30:00.000Z'],
      ['1:LAST_16:1', 'Last 16, matchday 1', 1, '2027-03-03T20:00:00.000Z'],
      ['1:QUARTER_FINALS:2', 'Quarter finals, matchday 2', 1, '2027-04-14T19:00:00.000Z'],
      ['1:FINAL:-', 'Final', 1, '2027-05-29T19:00:00.000Z'],
    ]);
  });

  it('a placeholder or stale time is not a kick-off: a matchday is timed by its fixed fixtures only', () => {
    const [day] = matchdaysOf(
      season([
        fixture('REGULAR_SEASON', 5, '2026-10-01T00:00:00Z', { status: 'SCHEDULED' }),
        fixture('REGULAR_SEASON', 5, '2026-09-20T15:00:00Z', { status: 'POSTPONED' }),
        fixture('REGULAR_SEASON', 5, '2026-10-01T14:00:00Z'),
      ]),
    );
    expect(day!.firstKickOff?.toISOString()).toBe('2026-10-01T14:00:00.000Z');
  });

  it('upcoming: those still to kick off, in order, cut before the first whose teams or times are unknown', () => {
    const days = matchdaysOf(
      season([
        fixture('REGULAR_SEASON', 1, '2026-11-01T15:00:00Z'),
        fixture('REGULAR_SEASON', 2, '2026-11-08T15:00:00Z'),
        fixture('REGULAR_SEASON', 3, '2026-11-15T15:00:00Z'),
        fixture('LAST_16', 1, '2026-11-22T15:00:00Z', { homeTeam: team(null) }),
        fixture('LAST_16', 2, '2026-11-29T15:00:00Z'),
      ]),
    );
    const now = new Date('2026-11-05T00:00:00Z');
    expect(upcomingMatchdays(days, now, 10).map((day) => day.key)).toEqual(['1:REGULAR_SEASON:2', '1:REGULAR_SEASON:3']);
    expect(upcomingMatchdays(days, now, 1).map((day) => day.key)).toEqual(['1:REGULAR_SEASON:2']);
    const timeless = matchdaysOf(season([fixture('REGULAR_SEASON', 1, '2026-11-01T00:00:00Z', { status: 'SCHEDULED' })]));
    expect(upcomingMatchdays(timeless, now, 10)).toEqual([]);
  });

  it('names a season as football does', () => {
    expect(seasonName({ startDate: '2026-08-01', endDate: '2027-05-30' })).toBe('2026/27');
    expect(seasonName({ startDate: '2027-01-30', endDate: '2027-05-07' })).toBe('2027');
  });
});
