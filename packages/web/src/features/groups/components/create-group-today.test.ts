import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from './create-group-input';
import { activateTimeZone } from '../../../lib/i18n';

afterEach(() => {
  vi.useRealTimers();
  activateTimeZone(null);
});

describe('localToday', () => {
  it('is today in the player’s zone, not the device’s (a season cannot start “yesterday” for them)', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    activateTimeZone('Pacific/Kiritimati');
    expect(localToday()).toBe('2026-12-02');
    activateTimeZone('Pacific/Pago_Pago');
    expect(localToday()).toBe('2026-12-01');
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    activateTimeZone('Europe/Berlin');
    expect(localToday()).toBe('2026-12-02');
  });
});
