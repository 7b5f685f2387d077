import type { GameweekSummary } from '@scoreline/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GameweekRow } from './gameweek-row';

afterEach(cleanup);

const gameweek = (matchday: string | null) =>
  ({
    id: 'gw3',
    weekNumber: 3,
    deadline: '2030-01-05T11:30:00Z',
    isActive: true,
    isLocked: false,
    matchday,
  }) as GameweekSummary;

function linkText(matchday: string | null) {
  render(
    <MemoryRouter>
      <ul>
        <GameweekRow gameweek={gameweek(matchday)} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('link').textContent;
}

describe("a group's gameweek row", () => {
  it('names the competition matchday after the gameweek number when the autopilot made it', () => {
    expect(linkText('Matchday 14')).toMatch(/^Gameweek 3 · Matchday 14Active/);
  });

  it('is "Gameweek n" alone for a gameweek built by hand', () => {
    expect(linkText(null)).toMatch(/^Gameweek 3Active/);
    expect(screen.queryByTestId('matchday')).toBeNull();
  });
});
