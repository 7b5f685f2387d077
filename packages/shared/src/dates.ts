import { INTL_LOCALES, type Locale } from './i18n/locales.js';

/**
 * Dates and times as a reader reads them: in their language's one date format (en dd/mm/yyyy, de dd.mm.yyyy,
 * es dd/mm/yyyy, 24-hour clocks) and in their time zone. Stored moments are UTC; only their display moves.
 * Invalid input renders "Invalid Date".
 */
export interface DateContext {
  locale: Locale;
  timeZone: string;
}

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

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function format(value: Date | string | number, where: DateContext, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  return dateFormatter(INTL_LOCALES[where.locale], { ...options, timeZone: where.timeZone }).format(date);
}

/** "25/11/2026" (en, es), "25.11.2026" (de). */
export const formatDate = (value: Date | string | number, where: DateContext): string => format(value, where, DAY);

/** "25/11/2026, 21:00"; with seconds for "Last Updated" lines, where two updates may share a minute. */
export const formatDateTime = (value: Date | string | number, where: DateContext, withSeconds = false): string =>
  format(value, where, { ...DAY, ...TIME, ...(withSeconds ? { second: '2-digit' as const } : {}) });

export const formatTimestamp = (value: Date | string | number, where: DateContext) => formatDateTime(value, where, true);

/** "21:00". */
export const formatTime = (value: Date | string | number, where: DateContext): string => format(value, where, TIME);

/** A date and time naming its zone, for emails, calendars and deadlines: "25/11/2026, 21:00 CET". */
export const formatDateTimeWithZone = (value: Date | string | number, where: DateContext): string =>
  format(value, where, { ...DAY, ...TIME, timeZoneName: 'short' });

/** A weekday, day and time naming the zone, for reminders: "Sat 28 Nov, 15:00 CET", "Sa., 28. Nov., 15:00 MEZ". */
export const formatDayTimeWithZone = (value: Date | string | number, where: DateContext): string =>
  format(value, where, { weekday: 'short', day: 'numeric', month: 'short', ...TIME, timeZoneName: 'short' });

/** The zone's short name at that moment in the reader's language ("CET", "MEZ", "GMT-5"). */
export function timeZoneLabel(value: Date | string | number, where: DateContext): string {
  const date = toDate(value) ?? new Date();
  const parts = dateFormatter(INTL_LOCALES[where.locale], { timeZone: where.timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? where.timeZone;
}

/** The calendar day of a moment in the zone, as "2026-11-25" (to compare days). */
export function calendarDay(value: Date | string | number, timeZone: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  return dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A short weekday, day and month: "Wed 25 Nov", "Mi., 25. Nov.", "mié, 25 nov". */
export const formatShortDay = (value: Date | string | number, where: DateContext): string =>
  format(value, where, { weekday: 'short', day: 'numeric', month: 'short' });

/** The date pattern of a language's date fields ("dd/MM/yyyy", "dd.MM.yyyy"), for pickers and placeholders. */
export function datePattern(locale: Locale): string {
  const parts = dateFormatter(INTL_LOCALES[locale], { ...DAY, timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 25));
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'dd', month: 'MM', year: 'yyyy' };
  return parts.map((part) => tokens[part.type] ?? part.value).join('');
}
