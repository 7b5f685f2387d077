import { type DateContext, type Locale, type MessageId, dateFormatter, datePattern, formatDate, formatTime } from '@scoreline/shared';

// The date fields' rules as plain functions: the language's one date format (datePattern: en and es dd/mm/yyyy,
// de dd.mm.yyyy) with a 24-hour time, read and written in the player's zone; and what the calendar's day and
// time lists make of a value. A moment is a Date (UTC inside); a calendar date (a season's) is "yyyy-mm-dd".

/** A moment's wall-clock time in a zone: what a clock there shows. */
export interface WallTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The placeholders, translated with the language's letters ("TT.MM.JJJJ hh:mm"); a test checks they match datePattern. */
export const DATE_TIME_PLACEHOLDER: MessageId = 'dd/mm/yyyy hh:mm';
export const DATE_PLACEHOLDER: MessageId = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT_ERROR: MessageId = 'Enter the date and time as {pattern} (24-hour).';
export const DATE_FORMAT_ERROR: MessageId = 'Enter the date as {pattern}.';

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** The wall-clock time of `moment` in `timeZone`. */
export function wallTime(moment: Date | number, timeZone: string): WallTime & { second: number } {
  const parts = dateFormatter('en-US', { ...WALL_CLOCK, timeZone }).formatToParts(moment);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - (instant - (instant % 1000));
}

/**
 * The moment a clock in `timeZone` shows `wall`. The offset is taken at a first guess and again at the result, so
 * a time beside a daylight-saving change finds its own offset (a time skipped by the change moves an hour on).
 */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

/** The pattern's pieces in order ("dd", ".", "MM", ".", "yyyy"), to read a typed date by. */
const pieces = (locale: Locale) => datePattern(locale).match(/dd|MM|yyyy|[^dMy]+/g) ?? [];

/** How many digits each piece of a date pattern takes. */
const DIGITS: Partial<Record<string, number>> = { dd: 2, MM: 2, yyyy: 4 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Reads a date typed in the language's pattern ("25.11.2026" in German): its day, month and year, or null. */
function readDate(text: string, locale: Locale): { year: number; month: number; day: number } | null {
  const order: string[] = [];
  const source = pieces(locale)
    .map((piece) => {
      const digits = DIGITS[piece];
      if (!digits) return escape(piece);
      order.push(piece);
      return `(\\d{${digits}})`;
    })
    .join('');
  const found = new RegExp(`^${source}$`).exec(text);
  if (!found) return null;
  const value = (piece: string) => Number(found[order.indexOf(piece) + 1]);
  const date = { year: value('yyyy'), month: value('MM'), day: value('dd') };
  // 31.02. is no day: the calendar would roll it into March.
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
}

/** Reads "25.11.2026 21:00" (the language's date, a 24-hour time) as a moment in the player's zone; null if it is none. */
export function parseDateTime(text: string, where: DateContext): Date | null {
  // Only the exact shape: "9:30" or a two-digit year would be a guess.
  const [date, time, ...rest] = text.trim().split(/\s+/);
  const clock = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!date || !clock || rest.length > 0) return null;
  const day = readDate(date, where.locale);
  const hour = Number(clock[1]);
  const minute = Number(clock[2]);
  if (!day || hour > 23 || minute > 59) return null;
  return fromWallTime({ ...day, hour, minute }, where.timeZone);
}

/** "25/11/2026 21:00" (en, es), "25.11.2026 21:00" (de), in the player's zone. */
export const formatDateTimeField = (moment: Date, where: DateContext) => `${formatDate(moment, where)} ${formatTime(moment, where)}`;

/** Reads a calendar date typed in the language's pattern as "yyyy-mm-dd", or null. */
export function parseCalendarDate(text: string, locale: Locale): string | null {
  const date = readDate(text.trim(), locale);
  return date ? `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}` : null;
}

/** A calendar date ("2026-11-25") as the language writes it ("25.11.2026"); the same day in every zone. */
export const formatCalendarDateField = (isoDate: string, locale: Locale) => formatDate(`${isoDate}T00:00:00Z`, { locale, timeZone: 'UTC' });

/**
 * The text to show once the value changed from outside (the calendar, a reset), or null to leave what is typed:
 * text that already reads as the value stays as typed, so following the value never fights the typing.
 */
export function textForValue(text: string, value: Date | null, where: DateContext): string | null {
  const shown = parseDateTime(text, where);
  if (value) return shown?.getTime() === value.getTime() ? null : formatDateTimeField(value, where);
  return shown ? '' : null;
}

/** The hour the time lists show before there is a value, and a day picked first gets. */
export const DEFAULT_HOUR = 18;

/**
 * The calendar shows days of the browser's own calendar; a moment's day there is its day in the player's zone
 * (local midnight of that date), and a day picked there is read back as that date.
 */
export function calendarDayOf(moment: Date, timeZone: string): Date {
  const wall = wallTime(moment, timeZone);
  return new Date(wall.year, wall.month - 1, wall.day);
}

/** The day picked (a calendar day) at the hour and minute given, else the current value's, else 18:00, in the zone. */
export function atTimeOfDay(day: Date, time: { hour?: number; minute?: number }, current: Date | null, timeZone: string): Date {
  const now = current ? wallTime(current, timeZone) : null;
  return fromWallTime(
    {
      year: day.getFullYear(),
      month: day.getMonth() + 1,
      day: day.getDate(),
      hour: time.hour ?? now?.hour ?? DEFAULT_HOUR,
      minute: time.minute ?? now?.minute ?? 0,
    },
    timeZone,
  );
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const FIVE_MINUTES = Array.from({ length: 12 }, (_, step) => step * 5);

/** Every five minutes, plus the value's own minute when it falls between (a typed 20:07 still shows as 07). */
export function minuteOptions(minute: number | undefined): number[] {
  return minute === undefined || FIVE_MINUTES.includes(minute) ? FIVE_MINUTES : [...FIVE_MINUTES, minute].sort((a, b) => a - b);
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A calendar date ("2026-11-25") as the calendar's day (local midnight of that date). */
export function calendarDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The calendar's day as a calendar date ("2026-11-25"). */
export const isoOfCalendarDay = (day: Date) => `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
