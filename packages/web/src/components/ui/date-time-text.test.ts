import { describe, expect, it } from 'vitest';
import { atTimeOfDay, minuteOptions, textForValue } from './date-time-text';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute);

describe('the date-time text following its value', () => {
  it('writes a value changed from outside (the calendar, a reset) over the text', () => {
    expect(textForValue('', at(21, 18, 30))).toBe('21/11/26 18:30');
    expect(textForValue('21/11/26 18:30', at(22, 9, 5))).toBe('22/11/26 09:05');
    expect(textForValue('21/11/26 1', at(21, 18, 30))).toBe('21/11/26 18:30');
    expect(textForValue('21/11/26 18:30', null)).toBe('');
  });

  it('leaves the typing alone: text that already reads as the value, or half-typed text with no value yet', () => {
    expect(textForValue(' 21/11/26 18:30 ', at(21, 18, 30))).toBeNull();
    expect(textForValue('21/11/2', null)).toBeNull();
    expect(textForValue('', null)).toBeNull();
  });
});

describe("the calendar's choices", () => {
  it("puts a picked day at the value's time, 18:00 without one, and a picked hour or minute changes only that", () => {
    const day = new Date(2026, 11, 24, 3, 33);
    expect(atTimeOfDay(day, {}, at(21, 20, 15))).toEqual(new Date(2026, 11, 24, 20, 15));
    expect(atTimeOfDay(day, {}, null)).toEqual(new Date(2026, 11, 24, 18, 0));
    expect(atTimeOfDay(at(21, 20, 15), { hour: 0 }, at(21, 20, 15))).toEqual(at(21, 0, 15));
    expect(atTimeOfDay(at(21, 20, 15), { minute: 0 }, at(21, 20, 15))).toEqual(at(21, 20, 0));
  });

  it('lists every five minutes, and the value’s own minute in its place when it falls between', () => {
    const fives = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
    expect(minuteOptions(null)).toEqual(fives);
    expect(minuteOptions(at(21, 18, 45))).toEqual(fives);
    expect(minuteOptions(at(21, 18, 7))).toEqual([0, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});
