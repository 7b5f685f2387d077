import {
  CALENDAR_FEED_MESSAGES as M,
  type DateContext,
  PRODUCT_NAME,
  type Translate,
  formatDateTimeWithZone,
  gameweekPhase,
  hasResult,
  nextClose,
  openMatches,
} from '@scoreline/shared';
import ical, { type ICalAlarmData, ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import type { CalendarFixtureRow } from './calendar.repo.js';

/** How long a kick-off event lasts in the calendar: a match with its break. */
const MATCH_LENGTH_MS = 2 * 3_600_000;

interface Gameweek {
  id: string;
  groupName: string;
  weekNumber: number;
  timing: { deadline: string; isLocked: boolean; isFinished: false; closesAtKickOff: boolean; lastKickOff: string };
  matches: Array<{ matchTime: string; finalHomeScore: number | null; finalAwayScore: number | null; predicted: boolean }>;
}

const iso = (text: string) => new Date(text).toISOString();
const matchOf = (row: CalendarFixtureRow) => ({
  matchTime: iso(row.match_time),
  finalHomeScore: row.final_home_score,
  finalAwayScore: row.final_away_score,
});

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
    gameweek.matches.push({ ...matchOf(row), predicted: row.predicted });
    gameweeks.set(row.gameweek_id, gameweek);
  }
  return gameweeks;
}

/**
 * A player's calendar (RFC 5545). A gameweek open by the policy whose matches all close at its deadline is one event
 * then, with an alarm in each of the player's reminder windows while some open match lacks their prediction (as the
 * reminder emails go); every match without a result is an event at its
 * kick-off, carrying those alarms itself where its gameweek closes each match at kick-off (so each close has its
 * alert). A real fixture in several of the player's groups is one event naming them all. UIDs stay the same from
 * one fetch to the next, so a calendar app moves an event when a deadline or a kick-off moves instead of adding
 * another; every event is free time (a fixture should not block a work calendar).
 */
export function calendarFeed(input: {
  rows: readonly CalendarFixtureRow[];
  now: Date;
  publicUrl: string;
  reminderHours: readonly number[];
  /** The feed owner's language and zone: the names and descriptions are theirs, the zone is named (DTSTART stays UTC). */
  reader: { t: Translate; where: DateContext };
}): string {
  const { rows, now, publicUrl, reminderHours } = input;
  const { t, where } = input.reader;
  const label = (gameweek: Pick<Gameweek, 'groupName' | 'weekNumber'>) =>
    t(M.gameweek, { group: gameweek.groupName, week: gameweek.weekNumber });
  const domain = new URL(publicUrl).hostname;
  const calendar = ical({
    name: PRODUCT_NAME,
    prodId: { company: PRODUCT_NAME, product: 'calendar', language: where.locale.toUpperCase() },
    ttl: 60 * 60,
    // The zone the owner reads times in, for calendar apps that show it; every time stays UTC.
    x: [['X-WR-TIMEZONE', where.timeZone]],
  });
  const alarms = (description: string): ICalAlarmData[] =>
    reminderHours.map((hours) => ({ type: ICalAlarmType.display, triggerBefore: hours * 3600, description }));
  const gameweeks = gameweeksOf(rows);
  const open = (gameweekId: string) => gameweekPhase(gameweeks.get(gameweekId)!.timing, now).phase === 'open';

  for (const gameweek of gameweeks.values()) {
    if (gameweek.timing.closesAtKickOff || !open(gameweek.id)) continue;
    const closes = nextClose(gameweek.timing, gameweek.matches, now);
    if (closes === null) continue;
    const summary = t(M.deadlineSummary, { group: gameweek.groupName, week: gameweek.weekNumber });
    // Like the reminder emails, an alert only while some match still open lacks the player's prediction.
    const missing = openMatches(gameweek.timing, gameweek.matches, now).some((match) => !match.predicted);
    // No end: a moment (RFC 5545 3.6.1), not a stretch of time.
    calendar.createEvent({
      id: `deadline-${gameweek.id}@${domain}`,
      start: new Date(closes),
      stamp: now,
      summary,
      description: t(M.deadlineDescription, { time: formatDateTimeWithZone(closes, where) }),
      url: `${publicUrl}/gameweek/${gameweek.id}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: missing ? alarms(summary) : [],
    });
  }

  const fixtures = new Map<string, { row: CalendarFixtureRow; groups: string[]; closesHere: boolean; unpredicted: boolean }>();
  for (const row of rows) {
    if (hasResult(matchOf(row))) continue;
    const key = row.api_match_id !== null ? `fixture-${row.api_match_id}` : `match-${row.match_id}`;
    const fixture = fixtures.get(key) ?? { row, groups: [], closesHere: false, unpredicted: false };
    fixture.groups.push(label({ groupName: row.group_name, weekNumber: row.week_number }));
    const closesAtItsKickOff = row.closes_at_kick_off && open(row.gameweek_id) && Date.parse(row.match_time) > now.getTime();
    fixture.closesHere ||= closesAtItsKickOff;
    fixture.unpredicted ||= closesAtItsKickOff && !row.predicted;
    fixtures.set(key, fixture);
  }
  for (const [key, { row, groups, closesHere, unpredicted }] of fixtures) {
    const start = new Date(row.match_time);
    const summary = t(M.fixture, { homeTeam: row.home_team, awayTeam: row.away_team });
    calendar.createEvent({
      id: `${key}@${domain}`,
      start,
      end: new Date(start.getTime() + MATCH_LENGTH_MS),
      stamp: now,
      summary,
      description: [...groups, ...(closesHere ? [t(M.closesAtKickOff)] : [])].join('\n'),
      url: `${publicUrl}/gameweek/${row.gameweek_id}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: closesHere && unpredicted ? alarms(t(M.closesAtKickOffAlarm, { match: summary })) : [],
    });
  }
  return calendar.toString();
}
