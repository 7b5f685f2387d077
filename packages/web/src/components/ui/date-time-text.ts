import { format, isValid, parse } from 'date-fns';

// The date-time field's rules as plain functions: the one text format, reading and writing it, and what the
// calendar's day and time lists make of a value.

/** The one date-time format of the app's pickers, whatever the browser's locale: 24-hour, day first. */
export const DATE_TIME_PATTERN = 'dd/MM/yy HH:mm';
export const DATE_TIME_PLACEHOLDER = 'dd/mm/yy hh:mm';
export const DATE_TIME_FORMAT_ERROR = 'Enter the date and time as dd/mm/yy hh:mm (24-hour).';

/** Reads "dd/mm/yy hh:mm" as local time; null when it is not a real date. */
export function parseDateTime(text: string): Date | null {
  const trimmed = text.trim();
  // date-fns alone would take "9:30" for 09:30: only the exact shape is accepted.
  if (!/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(trimmed)) return null;
  const date = parse(trimmed, DATE_TIME_PATTERN, new Date());
  return isValid(date) ? date : null;
}

export const formatDateTimeField = (date: Date) => format(date, DATE_TIME_PATTERN);

/**
 * The text to show once the value changed from outside (the calendar, a reset), or null to leave what is typed:
 * text that already reads as the value stays as typed, so following the value never fights the typing.
 */
export function textForValue(text: string, value: Date | null): string | null {
  const shown = parseDateTime(text);
  if (value) return shown?.getTime() === value.getTime() ? null : formatDateTimeField(value);
  return shown ? '' : null;
}

/** The hour the time lists show before there is a value, and a day picked first gets. */
export const DEFAULT_HOUR = 18;

/** `day` (local) at the hour and minute given, else the current value's, else 18:00. */
export function atTimeOfDay(day: Date, time: { hour?: number; minute?: number }, current: Date | null): Date {
  const hour = time.hour ?? current?.getHours() ?? DEFAULT_HOUR;
  const minute = time.minute ?? current?.getMinutes() ?? 0;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const FIVE_MINUTES = Array.from({ length: 12 }, (_, step) => step * 5);

/** Every five minutes, plus the value's own minute when it falls between (a typed 20:07 still shows as 07). */
export function minuteOptions(value: Date | null): number[] {
  const minute = value?.getMinutes();
  return minute === undefined || FIVE_MINUTES.includes(minute) ? FIVE_MINUTES : [...FIVE_MINUTES, minute].sort((a, b) => a - b);
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');
