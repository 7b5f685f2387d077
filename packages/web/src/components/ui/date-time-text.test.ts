import { type DateContext, datePattern } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { activateLocale, t } from '../../lib/i18n';
import {
  DATE_PLACEHOLDER,
  DATE_TIME_PLACEHOLDER,
  atTimeOfDay,
  calendarDayOf,
  formatCalendarDateField,
  formatDateTimeField,
  minuteOptions,
  parseCalendarDate,
  parseDateTime,
  textForValue,
} from './date-time-text';

const berlinDe: DateContext = { locale: 'de', timeZone: 'Europe/Berlin' };
const londonEn: DateContext = { locale: 'en', timeZone: 'Europe/London' };
const madridEs: DateContext = { locale: 'es', timeZone: 'Europe/Madrid' };
const newYorkEn: DateContext = { locale: 'en', timeZone: 'America/New_York' };
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('a date and time typed in the language’s format, in the player’s zone', () => {
  it.each([
    ['25.11.2026 21:00', berlinDe, '2026-11-25T20:00:00.000Z'],
    ['25/11/2026 21:00', londonEn, '2026-11-25T21:00:00.000Z'],
    ['25/11/2026 21:00', madridEs, '2026-11-25T20:00:00.000Z'],
    ['25/11/2026 21:00', newYorkEn, '2026-11-26T02:00:00.000Z'],
    // Summer time: Berlin is two hours ahead, London one.
    ['01.07.2026 18:30', berlinDe, '2026-07-01T16:30:00.000Z'],
    ['01/07/2026 18:30', londonEn, '2026-07-01T17:30:00.000Z'],
    [' 29.02.2028 23:59 ', berlinDe, '2028-02-29T22:59:00.000Z'],
  ])('reads %j (%o) as %s', (text, where, expected) => {
    expect(iso(parseDateTime(text, where))).toBe(expected);
  });

  it('takes a clock time beside a daylight-saving change at its own offset', () => {
    // 25 Oct 2026, Berlin: 03:00 summer time becomes 02:00 winter time; 01:30 is still summer, 04:00 winter.
    expect(iso(parseDateTime('25.10.2026 01:30', berlinDe))).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(parseDateTime('25.10.2026 04:00', berlinDe))).toBe('2026-10-25T03:00:00.000Z');
    // 29 Mar 2026: 02:30 never shows on a Berlin clock; it is read an hour on rather than refused.
    expect(iso(parseDateTime('29.03.2026 02:30', berlinDe))).toBe('2026-03-29T01:30:00.000Z');
  });

  it.each([
    ['25/11/26 21:00', londonEn],
    ['11/25/2026 21:00', londonEn],
    ['25.11.2026 21:00', londonEn],
    ['25/11/2026 21:00', berlinDe],
    ['31.02.2026 10:00', berlinDe],
    ['25.11.2026 24:00', berlinDe],
    ['25.11.2026 9:30', berlinDe],
    ['25.11.2026 21:00 Uhr', berlinDe],
    ['25.11.2026', berlinDe],
    ['', berlinDe],
  ])('refuses %j (%o)', (text, where) => {
    expect(parseDateTime(text, where)).toBeNull();
  });

  it('writes a moment as it reads it, in the zone', () => {
    const moment = new Date('2026-11-25T20:00:00Z');
    expect(formatDateTimeField(moment, berlinDe)).toBe('25.11.2026 21:00');
    expect(formatDateTimeField(moment, londonEn)).toBe('25/11/2026 20:00');
    expect(formatDateTimeField(moment, madridEs)).toBe('25/11/2026 21:00');
    expect(formatDateTimeField(moment, newYorkEn)).toBe('25/11/2026 15:00');
    for (const where of [berlinDe, londonEn, madridEs, newYorkEn])
      expect(parseDateTime(formatDateTimeField(moment, where), where)).toEqual(moment);
  });

  it('shows placeholders in each language’s own letters, shaped as its date pattern', async () => {
    const shape = (text: string) => text.replace(/[a-zA-Z]/g, 'x');
    for (const locale of ['de', 'es', 'en'] as const) {
      await activateLocale(locale);
      const pattern = datePattern(locale);
      expect(shape(t(DATE_PLACEHOLDER)), locale).toBe(shape(pattern));
      expect(shape(t(DATE_TIME_PLACEHOLDER)), locale).toBe(shape(`${pattern} HH:mm`));
      if (locale === 'de') expect(t(DATE_TIME_PLACEHOLDER)).toBe('TT.MM.JJJJ hh:mm');
    }
  });
});

describe('a calendar date typed in the language’s format', () => {
  it('reads and writes "yyyy-mm-dd" the same in every zone', () => {
    expect(parseCalendarDate('25.11.2026', 'de')).toBe('2026-11-25');
    expect(parseCalendarDate(' 01/03/2027 ', 'en')).toBe('2027-03-01');
    expect(parseCalendarDate('01/03/2027', 'es')).toBe('2027-03-01');
    for (const text of ['2026-11-25', '25/11/2026', '31.04.2026', '1.3.2027', '']) expect(parseCalendarDate(text, 'de'), text).toBeNull();
    expect(formatCalendarDateField('2026-11-25', 'de')).toBe('25.11.2026');
    expect(formatCalendarDateField('2027-03-01', 'en')).toBe('01/03/2027');
  });
});

describe('the date-time text following its value', () => {
  const at = (day: number, hour: number, minute: number) => new Date(Date.UTC(2026, 10, day, hour - 1, minute));

  it('writes a value changed from outside (the calendar, a reset) over the text', () => {
    expect(textForValue('', at(21, 18, 30), berlinDe)).toBe('21.11.2026 18:30');
    expect(textForValue('21.11.2026 18:30', at(22, 9, 5), berlinDe)).toBe('22.11.2026 09:05');
    expect(textForValue('21.11.2026 1', at(21, 18, 30), berlinDe)).toBe('21.11.2026 18:30');
    expect(textForValue('21.11.2026 18:30', null, berlinDe)).toBe('');
  });

  it('leaves the typing alone: text that already reads as the value, or half-typed text with no value yet', () => {
    expect(textForValue(' 21.11.2026 18:30 ', at(21, 18, 30), berlinDe)).toBeNull();
    expect(textForValue('21.11.202', null, berlinDe)).toBeNull();
    expect(textForValue('', null, berlinDe)).toBeNull();
  });
});

describe("the calendar's choices", () => {
  it("puts a picked day at the value's time in the player's zone, 18:00 without one; an hour or minute changes only that", () => {
    const day = new Date(2026, 11, 24);
    const value = new Date('2026-11-21T19:15:00Z'); // 20:15 in Berlin
    expect(atTimeOfDay(day, {}, value, 'Europe/Berlin').toISOString()).toBe('2026-12-24T19:15:00.000Z');
    expect(atTimeOfDay(day, {}, null, 'Europe/Berlin').toISOString()).toBe('2026-12-24T17:00:00.000Z');
    expect(atTimeOfDay(day, {}, null, 'America/New_York').toISOString()).toBe('2026-12-24T23:00:00.000Z');
    expect(atTimeOfDay(day, { hour: 0 }, value, 'Europe/Berlin').toISOString()).toBe('2026-12-23T23:15:00.000Z');
    expect(atTimeOfDay(day, { minute: 0 }, value, 'Europe/Berlin').toISOString()).toBe('2026-12-24T19:00:00.000Z');
  });

  it('shows a moment on its day in the zone, not the browser’s', () => {
    const lateInBerlin = new Date('2026-11-25T23:30:00Z'); // 26 Nov, 00:30 in Berlin; 25 Nov in New York
    expect(calendarDayOf(lateInBerlin, 'Europe/Berlin')).toEqual(new Date(2026, 10, 26));
    expect(calendarDayOf(lateInBerlin, 'America/New_York')).toEqual(new Date(2026, 10, 25));
  });

  it('lists every five minutes, and the value’s own minute in its place when it falls between', () => {
    const fives = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
    expect(minuteOptions(undefined)).toEqual(fives);
    expect(minuteOptions(45)).toEqual(fives);
    expect(minuteOptions(7)).toEqual([0, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});
