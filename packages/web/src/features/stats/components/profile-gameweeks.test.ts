import type { GameweekSummary } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { profileGameweeks } from './profile-gameweeks';

/** The group's gameweeks 1..count, oldest first as the API lists them; `active` the one running, if any. */
const gameweeks = (count: number, active?: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ id: `w${index + 1}`, weekNumber: index + 1, isActive: index + 1 === active }) as GameweekSummary,
  );

describe("a member's profile gameweek picker", () => {
  it('shows the active gameweek first, lists every gameweek newest first, and marks the current one', () => {
    const { shownId, options } = profileGameweeks(gameweeks(3, 2), null);
    expect(shownId).toBe('w2');
    expect(options.map((option) => option.label)).toEqual(['Gameweek 3', 'Gameweek 2 (current)', 'Gameweek 1']);
    expect(options.map((option) => option.id)).toEqual(['w3', 'w2', 'w1']);
  });

  it('falls back on the latest gameweek without an active one, and shows the one picked, the mark staying put', () => {
    expect(profileGameweeks(gameweeks(3), null).shownId).toBe('w3');
    const picked = profileGameweeks(gameweeks(3, 2), 'w1');
    expect(picked.shownId).toBe('w1');
    expect(picked.options[1]?.label).toBe('Gameweek 2 (current)');
  });

  it('shows nothing in a group without gameweeks, and leaves the list it was given in its order', () => {
    expect(profileGameweeks([], null)).toEqual({ shownId: '', options: [] });
    const list = gameweeks(2);
    profileGameweeks(list, null);
    expect(list.map((gameweek) => gameweek.id)).toEqual(['w1', 'w2']);
  });
});
