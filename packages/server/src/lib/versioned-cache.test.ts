import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.js';

describe('versioned cache', () => {
  it('serves a value only under the version it was stored at, and never goes back to an older one', () => {
    const cache = createVersionedCache<string>();
    cache.set('g', 2, 'two');
    expect(cache.get('g', 2)).toBe('two');
    expect(cache.get('g', 3)).toBeUndefined();
    expect(cache.get('g', 1)).toBeUndefined();
    cache.set('g', 1, 'one'); // a slow reader of an older version finishing late
    expect(cache.get('g', 2)).toBe('two');
    cache.set('g', 3, 'three');
    expect(cache.get('g', 3)).toBe('three');
    expect(cache.get('g', 2)).toBeUndefined();
  });

  it('loads once for readers that miss together, and again for a new version', async () => {
    const cache = createVersionedCache<number>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.through('g', 1, load), cache.through('g', 1, load)])).toEqual([1, 1]);
    expect(await cache.through('g', 1, load)).toBe(1);
    expect(await cache.through('g', 2, load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('forgets a failed load, and keeps at most its limit (0: nothing)', async () => {
    const cache = createVersionedCache<number>(2);
    await expect(cache.through('g', 1, () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.through('g', 1, async () => 5)).toBe(5);
    cache.set('h', 1, 6);
    cache.set('i', 1, 7);
    expect(cache.size).toBe(2);
    expect(cache.get('g', 1)).toBeUndefined();
    const none = createVersionedCache<number>(0);
    none.set('g', 1, 1);
    expect(none.get('g', 1)).toBeUndefined();
  });
});
