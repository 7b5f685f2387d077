import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentGameweek, gameweekOptions, useChosenGameweek } from './chosen-gameweek';

afterEach(cleanup);

// As the group's list comes: oldest first.
const gameweeks = (activeWeek: number | null) =>
  [1, 2, 3].map((weekNumber) => ({ id: `gw${weekNumber}`, weekNumber, isActive: weekNumber === activeWeek }));

describe("a group's gameweek to show", () => {
  it('is the active one, else the latest, and none for a group without gameweeks', () => {
    expect(currentGameweek(gameweeks(2))?.id).toBe('gw2');
    expect(currentGameweek(gameweeks(null))?.id).toBe('gw3');
    expect(currentGameweek([])).toBeUndefined();
  });

  it('is listed newest first with the current one marked', () => {
    expect(gameweekOptions(gameweeks(2)).map((option) => option.label)).toEqual(['Gameweek 3', 'Gameweek 2 (current)', 'Gameweek 1']);
  });

  it('is the current one until another is chosen, and stays chosen when the current one changes', () => {
    let list = gameweeks(2);
    const { result, rerender } = renderHook(() => useChosenGameweek(list));
    expect(result.current.chosenId).toBe('gw2');
    list = gameweeks(3);
    rerender();
    expect(result.current.chosenId).toBe('gw3');
    act(() => result.current.choose('gw1'));
    list = gameweeks(2);
    rerender();
    expect(result.current.chosenId).toBe('gw1');
  });
});
