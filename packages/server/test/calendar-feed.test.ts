import { describe, expect, it } from 'vitest';
import { readerContext } from '../src/mail/reader.js';
import { calendarFeed } from '../src/modules/calendar/calendar-feed.js';
import type { CalendarFixtureRow } from '../src/modules/calendar/calendar.repo.js';
import { eventsOf } from './support/ical.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString().replace('T', ' ').replace('Z', '+00');

const row = (extra: Partial<CalendarFixtureRow>): CalendarFixtureRow => ({
  group_id: 'a0000000-0000-4000-8000-000000000001',
  group_name: 'Sunday League',
  gameweek_id: 'b0000000-0000-4000-8000-000000000001',
  week_number: 3,
  deadline: at(2),
  is_locked: false,
  closes_at_kick_off: false,
  last_kick_off: at(5),
  match_id: 'c0000000-0000-4000-8000-000000000001',
  api_match_id: null,
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  match_time: at(3),
  final_home_score: null,
  final_away_score: null,
  predicted: false,
  ...extra,
});

/** An English reader in UTC, as a player who never chose a language or zone. */
const reader = readerContext({ locale: null, timeZone: null });

const events = (rows: CalendarFixtureRow[]) =>
  eventsOf(calendarFeed({ rows, now, publicUrl: 'https://scoreline.example', reminderHours: [24], reader }));

describe('a calendar feed', () => {
  it('lists a real fixture shared by several groups once, naming each group', () => {
    const shared = { api_match_id: 4401, match_time: at(3) };
    const list = events([
      row({ ...shared }),
      row({
        ...shared,
        group_id: 'a0000000-0000-4000-8000-000000000002',
        group_name: 'Office Cup',
        gameweek_id: 'b0000000-0000-4000-8000-000000000002',
        week_number: 7,
        match_id: 'c0000000-0000-4000-8000-000000000002',
      }),
    ]);
    const kickOffs = list.filter((event) => event.uid.startsWith('fixture-'));
    expect(kickOffs).toMatchObject([
      {
        uid: 'fixture-4401@scoreline.example',
        summary: 'Arsenal v Chelsea',
        start: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
        description: 'Sunday League, Gameweek 3\nOffice Cup, Gameweek 7',
        alarms: [],
      },
    ]);
    expect(list.filter((event) => event.uid.startsWith('deadline-'))).toHaveLength(2);
  });

  it('with kick-off locks, alerts before each match still to kick off; played matches are left out', () => {
    const kickOff = { closes_at_kick_off: true, deadline: at(-1), last_kick_off: at(6) };
    const list = events([
      row({ ...kickOff, match_time: at(-1), match_id: 'c0000000-0000-4000-8000-000000000003', home_team: 'Everton' }),
      row({ ...kickOff, match_time: at(4), match_id: 'c0000000-0000-4000-8000-000000000004', home_team: 'Leeds' }),
      row({ ...kickOff, match_time: at(6), match_id: 'c0000000-0000-4000-8000-000000000006', home_team: 'Fulham' }),
      row({ ...kickOff, match_time: at(4), match_id: 'c0000000-0000-4000-8000-000000000005', final_home_score: 1, final_away_score: 0 }),
    ]);
    // No gameweek-wide deadline: each match closes at its own kick-off and carries the alert itself.
    expect(list.filter((event) => event.uid.startsWith('deadline-'))).toEqual([]);
    expect(list.map((event) => [event.summary, event.alarms])).toEqual([
      ['Everton v Chelsea', []],
      ['Leeds v Chelsea', ['-P1D']],
      ['Fulham v Chelsea', ['-P1D']],
    ]);
  });

  it('writes names with commas, semicolons and line breaks as RFC 5545 text', () => {
    const text = calendarFeed({
      rows: [row({ group_name: 'Friends; Family, and\nMore', home_team: 'Brighton, Hove' })],
      now,
      publicUrl: 'https://scoreline.example',
      reader,
      reminderHours: [],
    });
    expect(text).toContain('SUMMARY:Brighton\\, Hove v Chelsea');
    const [event] = events([row({ group_name: 'Friends; Family, and\nMore', home_team: 'Brighton, Hove' })]).filter((e) =>
      e.uid.startsWith('match-'),
    );
    expect(event!.summary).toBe('Brighton, Hove v Chelsea');
    expect(event!.description).toBe('Friends; Family, and\nMore, Gameweek 3');
  });

  it("alerts only while some open match lacks the player's prediction", () => {
    const deadline = (rows: CalendarFixtureRow[]) => events(rows).find((event) => event.uid.startsWith('deadline-'))!;
    const second = { match_id: 'c0000000-0000-4000-8000-000000000009', home_team: 'Leeds' };
    expect(deadline([row({ predicted: true }), row({ ...second })]).alarms).toEqual(['-P1D']);
    expect(deadline([row({ predicted: true }), row({ ...second, predicted: true })]).alarms).toEqual([]);
    const kickOff = { closes_at_kick_off: true, deadline: at(3), last_kick_off: at(3) };
    expect(events([row({ ...kickOff, predicted: true })])[0]!.alarms).toEqual([]);
    expect(events([row({ ...kickOff })])[0]!.alarms).toEqual(['-P1D']);
  });

  it('has no deadline for a locked gameweek', () => {
    expect(events([row({ is_locked: true })]).map((event) => event.uid)).toEqual([
      'match-c0000000-0000-4000-8000-000000000001@scoreline.example',
    ]);
  });
});
