import { describe, expect, it } from 'vitest';
import { type TabKeyPress, tabIndexForKey } from './tab-keys';

const press = (key: string, modifiers: Partial<TabKeyPress> = {}): TabKeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('the tab keys', () => {
  it('move to the next or previous tab with the arrows, wrapping at both ends', () => {
    expect([0, 1, 2].map((at) => tabIndexForKey(press('ArrowRight'), at, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((at) => tabIndexForKey(press('ArrowLeft'), at, 3))).toEqual([2, 0, 1]);
  });

  it('go to the first tab with Home and the last with End, from anywhere', () => {
    expect([0, 2, 4].map((at) => [tabIndexForKey(press('Home'), at, 5), tabIndexForKey(press('End'), at, 5)])).toEqual([
      [0, 4],
      [0, 4],
      [0, 4],
    ]);
  });

  it('leave keys with a modifier to the browser and the screen reader (Alt+Left is Back), and other keys alone', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const)
      expect(tabIndexForKey(press('ArrowLeft', { [modifier]: true }), 1, 3)).toBeNull();
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(tabIndexForKey(press(key), 1, 3)).toBeNull();
  });

  it('do nothing in a list without tabs, and stay on a lone tab', () => {
    expect(tabIndexForKey(press('End'), 0, 0)).toBeNull();
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End'].map((key) => tabIndexForKey(press(key), 0, 1))).toEqual([0, 0, 0, 0]);
  });
});
