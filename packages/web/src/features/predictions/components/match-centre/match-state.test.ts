import { describe, expect, it } from 'vitest';
import { matchesOf } from '../test-fixtures';
import { headerMarker } from './match-state';

const [match] = matchesOf(1);
const base = match!;

describe("the match centre header's state", () => {
  it('says LIVE with the minute when known, HT at half time, FT once final, nothing before kick-off', () => {
    expect(headerMarker(base)).toBeNull();
    expect(headerMarker({ ...base, status: 'IN_PLAY', liveMinute: 67 })).toEqual({ label: "LIVE 67'", tone: 'live' });
    expect(headerMarker({ ...base, status: 'EXTRA_TIME', liveMinute: null })).toEqual({ label: 'LIVE', tone: 'live' });
    expect(headerMarker({ ...base, status: 'PAUSED', liveMinute: 45 })?.label).toBe('HT');
    expect(headerMarker({ ...base, status: 'FINISHED' })?.label).toBe('FT');
    // A custom match has no status: its final score alone makes it full time.
    expect(headerMarker({ ...base, finalHomeScore: 1, finalAwayScore: 0 })?.label).toBe('FT');
  });

  it('keeps the status marker’s words: Postponed, Cancelled, Void', () => {
    expect(headerMarker({ ...base, status: 'POSTPONED' })?.label).toBe('Postponed');
    expect(headerMarker({ ...base, status: 'CANCELLED', isVoided: true })?.label).toBe('Cancelled');
    expect(headerMarker({ ...base, status: 'IN_PLAY', isVoided: true })?.label).toBe('Void');
  });
});
