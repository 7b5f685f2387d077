import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaderboardCard } from './leaderboard-card';
import type { BoardTable } from './leaderboard-row';

afterEach(cleanup);

const player = (id: string) => ({ id, username: id, bgColour: '#ccc', isPlaceholder: false });
const rows = [
  { player: player('ada'), position: 1, totalPoints: 7, correctScores: 2, livePoints: 3 },
  { player: player('bo'), position: 2, totalPoints: 5, correctScores: 1, livePoints: 0 },
];

function show(board: BoardTable, liveNote?: string) {
  render(
    <MemoryRouter>
      <LeaderboardCard title="All-time" board={board} viewerId="bo" liveNote={liveNote} />
    </MemoryRouter>,
  );
  return screen.getByRole('table');
}

describe('a leaderboard card while a match is in play', () => {
  it("is marked Live with what its figures mean, and has a Live column of each row's live points", () => {
    const table = show({ rows, hasResults: true, live: true });
    expect(screen.getByTestId('live-table').textContent).toBe('Live');
    expect(screen.getByText('Live: points the matches in play would add if they ended now.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos', 'Player', 'Pts', 'Live', 'Exact']);
    // The badge's initial, then the name.
    const [ada, bo] = within(table).getAllByTestId('leaderboard-row');
    expect(
      within(ada!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Aada', '7', '+3', '2']);
    expect(within(bo!).getAllByRole('cell').at(3)!.textContent).toBe('0');
  });

  it('says what a live gameweek table means when told', () => {
    show({ rows, hasResults: true, live: true }, 'Points and positions as if the matches in play ended now.');
    expect(screen.getByText('Points and positions as if the matches in play ended now.')).toBeTruthy();
  });

  it('has no Live mark or column while nothing is in play', () => {
    const table = show({ rows, hasResults: true, live: false });
    expect(screen.queryByTestId('live-table')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos', 'Player', 'Pts', 'Exact']);
  });
});

describe('the tiebreak line under a table', () => {
  it('names the group’s order of ties, leaving out what its rules do not count', () => {
    show({ rows, hasResults: true, ties: { countsDifferences: true, jokers: false } });
    expect(screen.getByTestId('ties').textContent).toBe(
      'Ties: more exact scores, then more right goal differences, then more right results, then the earlier join.',
    );
  });

  it('is left out when the table does not say the rules, or is empty', () => {
    show({ rows, hasResults: true });
    expect(screen.queryByTestId('ties')).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <LeaderboardCard
          title="All-time"
          board={{ rows: [], hasResults: false, ties: { countsDifferences: false, jokers: false } }}
          viewerId="bo"
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('ties')).toBeNull();
  });
});
