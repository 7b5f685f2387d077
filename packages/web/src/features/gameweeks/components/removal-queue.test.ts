import { describe, expect, it } from 'vitest';
import { isLastKept, keptMatches, toggleRemoval } from './removal-queue';
import { at, savedMatch } from './test-fixtures';

describe('the queue of matches to remove', () => {
  it('toggles a match in and out, never changing the queue it was given', () => {
    const queued = toggleRemoval(new Set(), 'm1');
    expect([...queued]).toEqual(['m1']);
    expect([...toggleRemoval(queued, 'm1')]).toEqual([]);
    expect([...queued]).toEqual(['m1']);
  });

  it('keeps the unqueued matches, and will not let the last of them be queued', () => {
    const matches = [savedMatch('m1', at(5, 13)), savedMatch('m2', at(5, 14))];
    const queued = new Set(['m1']);
    expect(keptMatches(matches, queued).map((match) => match.id)).toEqual(['m2']);
    expect(isLastKept(matches, queued, 'm2')).toBe(true);
    expect(isLastKept(matches, queued, 'm1')).toBe(false);
    expect(isLastKept(matches, new Set(), 'm1')).toBe(false);
  });
});
