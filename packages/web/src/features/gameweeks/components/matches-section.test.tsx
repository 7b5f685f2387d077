import type { GameweekDetail } from '@scoreline/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchesSection } from './matches-section';
import { adminViewer, at, savedMatch } from './test-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: Object.assign(vi.fn(), toasts) }));
vi.mock('../../../components/ui/dialog', () => import('../../../../test-support/confirm-dialog'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.success.mockClear();
});

const postponed = savedMatch('m1', at(5, 15), {
  apiMatchId: 11,
  status: 'POSTPONED',
  homeTeam: 'Ashford Athletic',
  awayTeam: 'Calder Town',
});
const cancelled = savedMatch('m2', at(5, 17), { apiMatchId: 12, status: 'CANCELLED', isVoided: true });
const played = savedMatch('m3', at(6, 14), { apiMatchId: 13, status: 'FINISHED', finalHomeScore: 2, finalAwayScore: 0 });
const inPlay = savedMatch('m4', at(6, 16), { apiMatchId: 14, status: 'IN_PLAY', liveHomeScore: 1, liveAwayScore: 1, liveMinute: 67 });
const halfTime = savedMatch('m5', at(6, 16), { apiMatchId: 15, status: 'PAUSED', liveHomeScore: 0, liveAwayScore: 2, liveMinute: 45 });

const gameweek = (voidableMatchIds: string[]): GameweekDetail =>
  ({
    id: 'gw1',
    groupId: 'g1',
    matches: [postponed, cancelled, played, inPlay, halfTime],
    viewer: adminViewer({ canEditMatches: false, voidableMatchIds }),
  }) as unknown as GameweekDetail;

function renderSection(detail: GameweekDetail) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MatchesSection gameweek={detail} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (team: string) => screen.getAllByTestId('match').find((row) => row.textContent?.includes(team))!;

describe("the gameweek's matches", () => {
  it('mark a postponed and a cancelled match, one in play (LIVE, the minute and the running score), at half time and over', () => {
    renderSection(gameweek([]));
    expect(within(rowOf('Ashford Athletic')).getByTestId('match-status').textContent).toBe('Postponed');
    expect(within(rowOf('Ashford Athletic')).queryByTestId('match-score')).toBeNull();
    expect(within(rowOf('m2 home')).getByTestId('match-status').textContent).toBe('Cancelled');
    expect(within(rowOf('m3 home')).getByTestId('match-status').textContent).toBe('FT');
    expect(within(rowOf('m3 home')).getByTestId('match-score').textContent).toBe('2 - 0');
    expect(within(rowOf('m4 home')).getByTestId('match-status').textContent).toBe("LIVE67'");
    expect(within(rowOf('m4 home')).getByTestId('match-score').textContent).toBe('1 - 1');
    expect(within(rowOf('m5 home')).getByTestId('match-status').textContent).toBe('HT');
    expect(within(rowOf('m5 home')).getByTestId('match-score').textContent).toBe('0 - 2');
    expect(screen.queryByRole('button', { name: 'Make void' })).toBeNull();
  });

  it("offer an admin 'Make void' on the matches the server lists, confirmed first, then say it is void", async () => {
    const answer = { ...gameweek([]), matches: [{ ...postponed, isVoided: true }, cancelled, played, inPlay, halfTime] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer)));
    vi.stubGlobal('fetch', fetchMock);
    renderSection(gameweek(['m1']));
    expect(within(rowOf('m2 home')).queryByRole('button', { name: 'Make void' })).toBeNull();
    fireEvent.click(within(rowOf('Ashford Athletic')).getByRole('button', { name: 'Make void' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Make Ashford Athletic vs Calder Town void? It will count for nobody, so the gameweek can finish without it.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make void' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The match is void: it counts for nobody.'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/gameweeks/gw1/matches/m1/void', expect.objectContaining({ method: 'POST' }));
  });
});
