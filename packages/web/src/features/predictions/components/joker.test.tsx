import type { Prediction } from '@scoreline/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canToggleJoker, jokerField, toggleJoker } from './joker';
import { ScoreCard } from './score-card';
import { matchesOf, saved } from './test-fixtures';

afterEach(cleanup);

describe('the joker toggle, step by step', () => {
  it('is one match at a time: pressing its match takes it off, pressing another moves it', () => {
    expect(toggleJoker(null, 'm1')).toBe('m1');
    expect(toggleJoker('m1', 'm1')).toBeNull();
    expect(toggleJoker('m1', 'm2')).toBe('m2');
  });

  it('sends the joker only when it moved, and never onto a match left without a score', () => {
    const scored =
      (...ids: string[]) =>
      (matchId: string) =>
        ids.includes(matchId);
    expect(jokerField(null, null, scored('m1'))).toEqual({});
    expect(jokerField('m1', 'm1', scored('m1'))).toEqual({});
    expect(jokerField(null, 'm1', scored('m1'))).toEqual({ jokerMatchId: 'm1' });
    expect(jokerField('m1', 'm2', scored('m1', 'm2'))).toEqual({ jokerMatchId: 'm2' });
    expect(jokerField('m1', null, scored('m1'))).toEqual({ jokerMatchId: null });
    // Its match emptied on both sides: the prediction goes, and the joker with it.
    expect(jokerField('m1', 'm1', scored())).toEqual({ jokerMatchId: null });
    expect(jokerField(null, 'm2', scored('m1'))).toEqual({});
  });

  it('may be pressed only where the server allows it and the match holds a score', () => {
    const free = { canUse: true, canMove: true };
    expect(canToggleJoker(free, true, true)).toBe(true);
    expect(canToggleJoker(free, true, false)).toBe(false);
    expect(canToggleJoker(free, false, true)).toBe(false);
    expect(canToggleJoker({ canUse: true, canMove: false }, true, true)).toBe(false);
    expect(canToggleJoker({ canUse: false, canMove: false }, true, true)).toBe(false);
  });
});

function renderCard(predictions: Prediction[], jokers = { canUse: true, canMove: true }) {
  const onSubmit = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <ScoreCard matches={matchesOf(2)} predictions={predictions} editable onSubmit={onSubmit} jokers={jokers} />
    </MemoryRouter>,
  );
  return { onSubmit };
}
const toggle = (name: string) => screen.getByRole('button', { name: `Joker: ${name}` });
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Submit Predictions' })));

describe('the score card with jokers', () => {
  it('offers a named toggle per match with the hint, moves it with a press and saves it with Submit', async () => {
    const { onSubmit } = renderCard([saved('m1', 1, 0), { ...saved('m2', 2, 2), isJoker: true }]);
    expect(screen.getByTestId('joker-hint').textContent).toBe("Your joker doubles this match's points.");
    expect(toggle('Greens v Whites').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle('Reds v Blues'));
    expect(toggle('Reds v Blues').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Greens v Whites').getAttribute('aria-pressed')).toBe('false');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.any(Array), { jokerMatchId: 'm1' });
  });

  it('disables the toggle of a match without a score, and every toggle once the joker may not move', () => {
    renderCard([saved('m1', 1, 0)]);
    expect((toggle('Greens v Whites') as HTMLButtonElement).disabled).toBe(true);
    expect((toggle('Reds v Blues') as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderCard([{ ...saved('m1', 1, 0), isJoker: true }, saved('m2', 0, 0)], { canUse: true, canMove: false });
    expect(screen.getAllByTestId('joker-toggle').map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(screen.getByTestId('joker-hint').textContent).toContain('the joker stays on it');
  });

  it('shows no toggle where the group plays without jokers', () => {
    renderCard([saved('m1', 1, 0)], { canUse: false, canMove: false });
    expect(screen.queryByTestId('joker-toggle')).toBeNull();
    expect(screen.queryByTestId('joker-hint')).toBeNull();
  });
});
