import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the return path across registration', () => {
  it('keeps an invitation once, for a day', () => {
    rememberReturnPath('/invite/abc.def');
    expect(takeReturnPath()).toBe('/invite/abc.def');
    expect(takeReturnPath()).toBeNull();

    vi.useFakeTimers();
    rememberReturnPath('/invite/abc.def');
    vi.advanceTimersByTime(24 * 3_600_000 + 1);
    expect(takeReturnPath()).toBeNull();
  });

  it('keeps nothing but invitations, and ignores what it did not write', () => {
    rememberReturnPath('/groups');
    expect(takeReturnPath()).toBeNull();
    localStorage.setItem('scoreline:return-to', JSON.stringify({ path: 'https://evil.example', at: Date.now() }));
    expect(takeReturnPath()).toBeNull();
    localStorage.setItem('scoreline:return-to', 'not json');
    expect(takeReturnPath()).toBeNull();
  });
});
