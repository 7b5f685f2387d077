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

export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  return dateFormatter('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}

export function formatDateTime(value: Date | string | number, timeZone?: string, withSeconds = false): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
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
  return dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
}
