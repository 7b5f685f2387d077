import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatTimestamp } from './dates.js';

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
