import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type BoardRow, LeaderboardRow } from './leaderboard-row';

afterEach(cleanup);

const row = (contention: BoardRow['contention']): BoardRow => ({
  player: { id: 'u1', username: 'Ann', bgColour: '#123456', isPlaceholder: false },
  position: 2,
  totalPoints: 30,
  correctScores: 4,
  contention,
});

function renderRow(contention: BoardRow['contention']) {
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <LeaderboardRow row={row(contention)} ranked live={false} isViewer={false} apart={false} groupId="g1" />
        </tbody>
      </table>
    </MemoryRouter>,
  );
  return screen.getByTestId('leaderboard-row');
}

describe('a leaderboard row: who can still win', () => {
  it('marks a player who can still win, with the most points they can reach', () => {
    const shown = renderRow({ maxPoints: 42, canWin: true });
    const mark = within(shown).getByTestId('contention');
    expect(mark.textContent).toBe('Can still win\u00a0· max 42, at most 42 points reachable');
    // The short "max 42" is for the eye; screen readers hear the sentence.
    expect(within(mark).getByText('max 42').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(mark).getByText(', at most 42 points reachable').className).toContain('sr-only');
    // The name and the points stay where they were.
    expect(within(shown).getByRole('link', { name: 'Ann' })).toBeTruthy();
    expect(shown.textContent).toContain('30');
  });

  it('marks a player out of the running, still with their maximum', () => {
    const mark = within(renderRow({ maxPoints: 1, canWin: false })).getByTestId('contention');
    expect(mark.textContent).toBe('Out of the running\u00a0· max 1, at most 1 point reachable');
  });

  it('shows no mark once no match remains, or when the server sent none', () => {
    expect(within(renderRow(null)).queryByTestId('contention')).toBeNull();
    cleanup();
    expect(within(renderRow(undefined)).queryByTestId('contention')).toBeNull();
  });
});
