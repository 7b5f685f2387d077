/** en-GB date formatting (dd/mm/yyyy, 24-hour) in the viewer's time zone. Invalid input renders "Invalid Date". */
const INVALID_DATE = 'Invalid Date';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options: building one costs about 60 times a format call, and a score
 * card formats every kick-off on every render.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The fields of a moment, in the viewer's time zone (none given) or in UTC; null for any other zone. */
function fields(date: Date, timeZone: string | undefined) {
  if (timeZone === undefined) {
    return {
      day: date.getDate(),
      month: date.getMonth() + 1,
      year: date.getFullYear(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
      weekday: date.getDay(),
    };
  }
  if (timeZone === 'UTC') {
    return {
      day: date.getUTCDate(),
      month: date.getUTCMonth() + 1,
      year: date.getUTCFullYear(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
      weekday: date.getUTCDay(),
    };
  }
  return null;
}

const two = (value: number) => String(value).padStart(2, '0');

/*
 * In the viewer's zone and in UTC the en-GB forms are written out from the date's fields, as Intl would write
 * them (dates.test.ts compares the two): the first Intl.DateTimeFormat a page builds loads the locale's data,
 * ~15-35 ms of a phone's first render (home formats its upcoming kick-offs). Other zones go through Intl.
 */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const f = fields(date, timeZone);
  if (f) return `${two(f.day)}/${two(f.month)}/${f.year}`;
  return dateFormatter('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}

export function formatDateTime(value: Date | string | number, timeZone?: string, withSeconds = false): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const f = fields(date, timeZone);
  if (f) return `${two(f.day)}/${two(f.month)}/${f.year}, ${two(f.hour)}:${two(f.minute)}${withSeconds ? `:${two(f.second)}` : ''}`;
  return dateFormatter('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' as const } : {}),
    hour12: false,
    timeZone,
  }).format(date);
}

/** A moment to the second ("23/11/2026, 10:01:37"): "Last Updated" lines, where two updates may share a minute. */
export const formatTimestamp = (value: Date | string | number, timeZone?: string) => formatDateTime(value, timeZone, true);

export function formatTime(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const f = fields(date, timeZone);
  if (f) return `${two(f.hour)}:${two(f.minute)}`;
  return dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The calendar day of a moment in the zone, as "2026-11-25" (to compare days); Intl only for other zones. */
export function calendarDay(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const f = fields(date, timeZone);
  if (f) return `${f.year}-${two(f.month)}-${two(f.day)}`;
  return dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A short weekday, day and month, "Wed 25 Nov" ("Sept" as en-GB writes it); Intl only for other zones. */
export function formatShortDay(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const f = fields(date, timeZone);
  if (f) return `${WEEKDAYS[f.weekday]} ${f.day} ${MONTHS[f.month - 1]}`;
  return dateFormatter('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(date);
}
