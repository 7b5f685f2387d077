import type { CompetitionFollow, GroupDetail } from '@scoreline/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowCard } from './follow-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: Object.assign(vi.fn(), toasts) }));
vi.mock('../../../components/ui/dialog', () => import('../../../../test-support/confirm-dialog'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

const group = { id: 'g1', predictionsClose: 'deadline', viewer: { canFollowCompetition: true } } as unknown as GroupDetail;
const followed: CompetitionFollow = {
  competitionId: 9001,
  competitionName: 'Northshire Premier League',
  leadMinutes: 60,
  matchdaysAhead: 2,
  closesAtKickOff: false,
  seasonId: 's1',
};
const competitions = [
  { id: 9001, name: 'Northshire Premier League', code: 'NPL', emblem: null },
  { id: 9002, name: 'Southvale Championship', code: 'SVC', emblem: null },
];

/** The API: the group's follow (changed by PUT and DELETE, which are recorded) and the competitions. */
function api(start: CompetitionFollow | null) {
  let follow = start;
  const writes: Array<{ method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
      if (url === '/api/v1/football/competitions') return json({ provider: 'demo', competitions });
      expect(url).toBe('/api/v1/groups/g1/competition');
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ follow });
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      writes.push({ method, body });
      if (method === 'DELETE') {
        follow = null;
        return new Response(null, { status: 204 });
      }
      const name = competitions.find((league) => league.id === body.competitionId)!.name;
      follow = { ...followed, ...body, competitionName: name };
      return json({ follow, created: 2 });
    }),
  );
  return writes;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FollowCard group={group} />
    </QueryClientProvider>,
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the group settings\' "Follow a competition" card', () => {
  it('offers the chooser to a group that follows none, and follows the competition chosen', async () => {
    const writes = api(null);
    renderCard();
    await screen.findByRole('combobox', { name: 'Competition' });
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    fireEvent.change(select('Competition'), { target: { value: '9002' } });
    fireEvent.change(select('Matchdays ahead'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByText('Following Southvale Championship');
    expect(writes).toEqual([{ method: 'PUT', body: { competitionId: 9002, leadMinutes: 60, matchdaysAhead: 3 } }]);
    expect(toasts.success).toHaveBeenCalledWith('Now following Southvale Championship.');
  });

  it('shows the follow with its settings, saves a change, and stops following once confirmed', async () => {
    const writes = api(followed);
    renderCard();
    expect(await screen.findByText('Following Northshire Premier League')).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    fireEvent.change(select('Deadline'), { target: { value: '30' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Competition settings saved.'));
    expect(writes[0]).toEqual({ method: 'PUT', body: { competitionId: 9001, leadMinutes: 30, matchdaysAhead: 2 } });

    fireEvent.click(screen.getByRole('button', { name: 'Stop following' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Stop following? The gameweeks made so far stay; new matchdays are no longer added.');
    expect(writes).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Stop following' }).at(-1)!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The group no longer follows a competition. Its gameweeks stay.'));
    expect(writes[1]).toEqual({ method: 'DELETE', body: undefined });
    expect(await screen.findByRole('option', { name: 'Build gameweeks by hand' })).toBeTruthy();
  });

  it('shows why a follow was refused, in the card', async () => {
    api(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT')
          return new Response(
            JSON.stringify({ error: { code: 'VALIDATION', message: 'The group has no active season. Start a season first.' } }),
            {
              status: 400,
            },
          );
        if (url === '/api/v1/football/competitions') return new Response(JSON.stringify({ provider: 'demo', competitions }));
        return new Response(JSON.stringify({ follow: null }));
      }),
    );
    renderCard();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Competition' }), { target: { value: '9001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The group has no active season. Start a season first.');
  });
});
