import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  datePattern,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatDayTimeWithZone,
  formatShortDay,
  formatTime,
  formatTimestamp,
  timeZoneLabel,
} from './dates.js';

const london = { locale: 'en', timeZone: 'Europe/London' } as const;
const utc = { locale: 'en', timeZone: 'UTC' } as const;

describe('dates in the reader’s language and zone', () => {
  const instant = '2025-03-27T18:05:00Z';
  it('writes each language’s one date format', () => {
    expect(formatDate(instant, utc)).toBe('27/03/2025');
    expect(formatDate(instant, { locale: 'de', timeZone: 'UTC' })).toBe('27.03.2025');
    expect(formatDate(instant, { locale: 'es', timeZone: 'UTC' })).toBe('27/03/2025');
    expect(datePattern('en')).toBe('dd/MM/yyyy');
    expect(datePattern('de')).toBe('dd.MM.yyyy');
    expect(datePattern('es')).toBe('dd/MM/yyyy');
  });
  it('moves the day and the time with the zone', () => {
    expect(formatDate('2025-03-27T23:30:00Z', { locale: 'en', timeZone: 'Europe/Berlin' })).toBe('28/03/2025');
    expect(formatDateTime(instant, utc)).toBe('27/03/2025, 18:05');
    expect(formatDateTime(instant, { locale: 'de', timeZone: 'America/New_York' })).toBe('27.03.2025, 14:05');
    expect(formatTimestamp(instant, utc)).toBe('27/03/2025, 18:05:00');
    expect(formatTime(instant, london)).toBe('18:05');
    expect(formatTime('2026-01-01T00:30:00Z', utc)).toBe('00:30');
  });
  it('names the zone where a time leaves the app', () => {
    expect(formatDateTimeWithZone('2026-11-25T20:00:00Z', { locale: 'en', timeZone: 'Europe/Berlin' })).toBe('25/11/2026, 21:00 CET');
    expect(formatDateTimeWithZone('2026-11-25T20:00:00Z', { locale: 'de', timeZone: 'Europe/Berlin' })).toBe('25.11.2026, 21:00 MEZ');
    expect(formatDayTimeWithZone('2026-11-28T14:00:00Z', { locale: 'en', timeZone: 'Europe/Berlin' })).toBe('Sat 28 Nov, 15:00 CET');
    expect(formatDayTimeWithZone('2026-11-28T14:00:00Z', { locale: 'de', timeZone: 'Europe/Berlin' })).toBe('Sa., 28. Nov., 15:00 MEZ');
    expect(formatDayTimeWithZone('2026-11-28T14:00:00Z', { locale: 'en', timeZone: 'America/New_York' })).toBe('Sat 28 Nov, 09:00 GMT-5');
    expect(timeZoneLabel('2026-07-01T12:00:00Z', { locale: 'en', timeZone: 'Europe/London' })).toBe('BST');
  });
  it('writes short days in each language', () => {
    expect(formatShortDay('2026-11-25T09:00:00Z', utc)).toBe('Wed 25 Nov');
    expect(formatShortDay('2026-11-25T09:00:00Z', { locale: 'de', timeZone: 'UTC' })).toBe('Mi., 25. Nov.');
  });
  it('renders "Invalid Date" for bad input', () => {
    expect(formatDate('not a date', utc)).toBe('Invalid Date');
    expect(formatDateTime(Number.NaN, utc)).toBe('Invalid Date');
  });
  it('compares calendar days in the zone', () => {
    const moments = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moments, (date) => {
        expect(calendarDay(date, 'UTC')).toBe(date.toISOString().slice(0, 10));
      }),
      { numRuns: 200 },
    );
  });
});
