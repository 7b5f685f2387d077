import { type DateContext, calendarDay, formatShortDay } from './dates.js';
import type { MessageId, Translate } from './i18n/translate.js';
import { CLOSE_MESSAGES, GAMEWEEK_MESSAGES } from './messages.js';

// Gameweek checks and wording, for the forms and the endpoints (no zod here: the pages that use them load none).

/**
 * The one check of a gameweek's deadline and matches, in the spec's order: the create form, the add-matches page
 * and both endpoints use it (the server again with its own clock and the provider's kick-off times).
 */
export function createGameweekError(input: { deadline: string | null; matches: Array<{ time: string }> }, now: Date): MessageId | null {
  if (!input.deadline) return GAMEWEEK_MESSAGES.deadlineRequired;
  const deadline = Date.parse(input.deadline);
  if (deadline < now.getTime()) return GAMEWEEK_MESSAGES.deadlinePast;
  if (input.matches.length === 0) return GAMEWEEK_MESSAGES.matchesRequired;
  if (input.matches.some((match) => Date.parse(match.time) < deadline)) return GAMEWEEK_MESSAGES.matchBeforeDeadline;
  return null;
}

/**
 * The teams that play more than once among a gameweek's matches (a warning, not an error: picking fixtures of two
 * rounds, or a rearranged one, can do it on purpose). Names are compared without case or extra spaces, so a custom
 * match typed as "ashford  athletic" meets the fixture "Ashford Athletic"; each team is named once, as first written.
 */
export function teamsPlayingTwice(matches: ReadonlyArray<{ homeTeam: string; awayTeam: string }>): string[] {
  const seen = new Map<string, { name: string; matches: number }>();
  for (const match of matches) {
    const sides = new Set([match.homeTeam, match.awayTeam].map((name) => name.trim().replace(/\s+/g, ' ')));
    for (const name of sides) {
      const key = name.toLocaleLowerCase('en');
      const entry = seen.get(key) ?? { name, matches: 0 };
      entry.matches += 1;
      seen.set(key, entry);
    }
  }
  return [...seen.values()].filter((entry) => entry.matches > 1).map((entry) => entry.name);
}

/** A custom match typed in by an admin: both teams and a time, not before the gameweek's deadline. */
export function customMatchError(
  match: { homeTeam: string; awayTeam: string; matchTime: string | null },
  deadline: string | null,
): MessageId | null {
  if (!match.homeTeam.trim() || !match.awayTeam.trim() || !match.matchTime) return GAMEWEEK_MESSAGES.customMatchIncomplete;
  if (deadline && Date.parse(match.matchTime) < Date.parse(deadline)) return GAMEWEEK_MESSAGES.customMatchBeforeDeadline;
  return null;
}

/**
 * The deadline countdown in the reader's words ("Xd Xh Xm" in English) with more than 24 hours to go, "Xh Xm Xs" under that, and null
 * once the deadline has passed (the page then shows the full date-time).
 */
export function formatCountdown(remainingMs: number, t: Translate): string | null {
  if (remainingMs <= 0) return null;
  const totalSeconds = Math.floor(remainingMs / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (remainingMs > 24 * 3600 * 1000) return t(CLOSE_MESSAGES.countdownDays, { days, hours, minutes });
  return t(CLOSE_MESSAGES.countdownHours, { hours: hours + days * 24, minutes, seconds });
}

/** "Today", "Tomorrow", "Yesterday", else a short weekday, day and month (the score card's day labels). */
export function matchDayLabel(instant: string, now: Date, where: DateContext, t: Translate): string {
  const target = calendarDay(instant, where.timeZone);
  const offset = (days: number) => calendarDay(now.getTime() + days * 86_400_000, where.timeZone);
  if (target === offset(0)) return t('Today');
  if (target === offset(1)) return t('Tomorrow');
  if (target === offset(-1)) return t('Yesterday');
  return formatShortDay(instant, where);
}
