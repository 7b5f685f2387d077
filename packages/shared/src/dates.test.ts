import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, formatDate, formatDateTime, formatShortDay, formatTime, formatTimestamp } from './dates.js';

describe('en-GB dates', () => {
  const instant = '2025-03-27T18:05:00Z';
  it('formats dd/mm/yyyy in the given time zone', () => {
    expect(formatDate(instant, 'UTC')).toBe('27/03/2025');
    expect(formatDate('2025-03-27T23:30:00Z', 'Europe/Berlin')).toBe('28/03/2025');
  });
  it('formats 24-hour times', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('27/03/2025, 18:05');
    expect(formatTimestamp(instant, 'UTC')).toMatch(/^27\/03\/2025, 18:05:\d\d$/);
    expect(formatTime(instant, 'Europe/London')).toBe('18:05');
  });
  it('renders "Invalid Date" for bad input', () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime(Number.NaN)).toBe('Invalid Date');
  });
});

describe('en-GB dates written out without Intl (the viewer zone and UTC)', () => {
  const intl = (timeZone: string | undefined, seconds: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' as const } : {}),
      hour12: false,
      timeZone,
    });
  const shortDay = (timeZone: string | undefined) =>
    new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const isoDay = (timeZone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const moments = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Node reads TZ again when it changes: the viewer's zone, summer time included, in a few places.
  for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Australia/Adelaide', 'Asia/Kathmandu']) {
    it(`match Intl's in ${zone} as the viewer's zone, and in UTC`, () => {
      vi.stubEnv('TZ', zone);
      const local = intl(undefined, true);
      const utc = intl('UTC', true);
      fc.assert(
        fc.property(moments, (date) => {
          const [day, time] = local.format(date).split(', ');
          expect(formatDateTime(date, undefined, true)).toBe(`${day}, ${time}`);
          expect(formatDateTime(date)).toBe(`${day}, ${time!.slice(0, 5)}`);
          expect(formatDate(date)).toBe(day);
          expect(formatTime(date)).toBe(time!.slice(0, 5));
          expect(formatTimestamp(date, 'UTC')).toBe(utc.format(date));
          expect(formatDate(date, 'UTC')).toBe(utc.format(date).split(', ')[0]);
          expect(formatShortDay(date)).toBe(shortDay(undefined).format(date));
          expect(formatShortDay(date, 'UTC')).toBe(shortDay('UTC').format(date));
          expect(calendarDay(date)).toBe(isoDay(undefined).format(date));
          expect(calendarDay(date, 'UTC')).toBe(isoDay('UTC').format(date));
        }),
        { numRuns: 300 },
      );
      expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe('01/01/2026, 00:00');
      expect(formatDateTime(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026, 23:59');
    });
  }
});
