import { PRODUCT_NAME, gameweekPhase, hasKickedOff, hasResult, nextClose } from '@scoreline/shared';
import ical, { ICalAlarmType } from 'ical-generator';
import type { CalendarFixtureRow } from './calendar.repo.js';

/** How long a kick-off event lasts in the calendar: a match with its break. */
const MATCH_LENGTH_MS = 2 * 3_600_000;

interface Gameweek {
  id: string;
  groupName: string;
  weekNumber: number;
  timing: { deadline: string; isLocked: boolean; isFinished: false; closesAtKickOff: boolean; lastKickOff: string };
  matches: Array<{ matchTime: string; finalHomeScore: number | null; finalAwayScore: number | null }>;
}

const label = (gameweek: Pick<Gameweek, 'groupName' | 'weekNumber'>) => `${gameweek.groupName}, Gameweek ${gameweek.weekNumber}`;
const iso = (text: string) => new Date(text).toISOString();

function gameweeksOf(rows: readonly CalendarFixtureRow[]): Map<string, Gameweek> {
  const gameweeks = new Map<string, Gameweek>();
  for (const row of rows) {
    const gameweek = gameweeks.get(row.gameweek_id) ?? {
      id: row.gameweek_id,
      groupName: row.group_name,
      weekNumber: row.week_number,
      timing: {
        deadline: iso(row.deadline),
        isLocked: row.is_locked,
        isFinished: false,
        closesAtKickOff: row.closes_at_kick_off,
        lastKickOff: iso(row.last_kick_off),
      },
      matches: [],
    };
    gameweek.matches.push({ matchTime: iso(row.match_time), finalHomeScore: row.final_home_score, finalAwayScore: row.final_away_score });
    gameweeks.set(row.gameweek_id, gameweek);
  }
  return gameweeks;
}

/**
 * A player's calendar (RFC 5545): when predictions next close in each open gameweek of their groups, with an alarm
 * in each of the player's reminder windows, and every match still to kick off. A real fixture in several of the
 * player's groups is one event naming them all. Each event's UID stays the same from one fetch to the next, so a
 * calendar app moves an event when a deadline or a kick-off moves instead of adding another.
 */
export function calendarFeed(input: {
  rows: readonly CalendarFixtureRow[];
  now: Date;
  publicUrl: string;
  reminderHours: readonly number[];
}): string {
  const { rows, now, publicUrl, reminderHours } = input;
  const domain = new URL(publicUrl).hostname;
  const calendar = ical({ name: PRODUCT_NAME, prodId: { company: PRODUCT_NAME, product: 'calendar', language: 'EN' }, ttl: 60 * 60 });
  const gameweeks = gameweeksOf(rows);

  for (const gameweek of gameweeks.values()) {
    if (gameweekPhase(gameweek.timing, now).phase !== 'open') continue;
    const closes = nextClose(gameweek.timing, gameweek.matches, now);
    if (closes === null) continue;
    const summary = `Predictions close: ${label(gameweek)}`;
    calendar.createEvent({
      id: `deadline-${gameweek.id}@${domain}`,
      start: new Date(closes),
      end: new Date(closes),
      stamp: now,
      summary,
      description: gameweek.timing.closesAtKickOff
        ? 'Each match closes at its kick-off: this is the next one.'
        : 'Every match of the gameweek closes now.',
      url: `${publicUrl}/gameweek/${gameweek.id}`,
      alarms: reminderHours.map((hours) => ({ type: ICalAlarmType.display, triggerBefore: hours * 3600, description: summary })),
    });
  }

  const fixtures = new Map<string, { row: CalendarFixtureRow; groups: string[] }>();
  for (const row of rows) {
    const match = { matchTime: iso(row.match_time), finalHomeScore: row.final_home_score, finalAwayScore: row.final_away_score };
    if (hasResult(match) || hasKickedOff(match, now)) continue;
    const key = row.api_match_id !== null ? `fixture-${row.api_match_id}` : `match-${row.match_id}`;
    const fixture = fixtures.get(key) ?? { row, groups: [] };
    fixture.groups.push(label({ groupName: row.group_name, weekNumber: row.week_number }));
    fixtures.set(key, fixture);
  }
  for (const [key, { row, groups }] of fixtures) {
    const start = new Date(row.match_time);
    calendar.createEvent({
      id: `${key}@${domain}`,
      start,
      end: new Date(start.getTime() + MATCH_LENGTH_MS),
      stamp: now,
      summary: `${row.home_team} v ${row.away_team}`,
      description: groups.join('\n'),
      url: `${publicUrl}/gameweek/${row.gameweek_id}`,
    });
  }
  return calendar.toString();
}
