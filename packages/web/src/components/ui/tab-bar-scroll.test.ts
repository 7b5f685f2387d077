import { describe, expect, it } from 'vitest';
import { edgeFade } from './tab-bar-scroll';

describe("the tab bar's edge fade", () => {
  it('fades only the edges that hide tabs, and masks nothing when every tab shows', () => {
    expect(edgeFade({ start: false, end: false })).toBeUndefined();
    expect(edgeFade({ start: false, end: true })).toBe('linear-gradient(to right, #000, #000 calc(100% - 2.5rem), transparent)');
    expect(edgeFade({ start: true, end: false })).toBe('linear-gradient(to right, transparent, #000 2.5rem, #000)');
    expect(edgeFade({ start: true, end: true })).toBe(
      'linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent)',
    );
  });
});
