import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupKeys } from '../../../lib/query-keys';
import { type FollowChoice, NO_FOLLOW } from './follow-choice';
import { useFollowNewGroup } from './use-follow-new-group';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: Object.assign(vi.fn(), toasts) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

function renderFollow(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(groupKeys.detail('g1'), { id: 'g1', name: 'As created' });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useFollowNewGroup(), { wrapper });
  return {
    fetchMock,
    client,
    run: (choice: FollowChoice = { ...NO_FOLLOW, competitionId: 9001 }) => act(() => result.current.followNewGroup('g1', choice)),
  };
}

const follow = {
  competitionId: 9001,
  competitionName: 'Northshire Premier League',
  leadMinutes: 60,
  matchdaysAhead: 2,
  closesAtKickOff: false,
  seasonId: 's1',
};

describe('a new group following the competition chosen on the create form', () => {
  it('sends nothing when the group builds its gameweeks by hand', async () => {
    const { fetchMock, run } = renderFollow(new Response('{}'));
    await run(NO_FOLLOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('follows it, says so, and drops the group as created so its page loads the new gameweeks', async () => {
    const { fetchMock, client, run } = renderFollow(new Response(JSON.stringify({ follow, created: 2 })));
    await run();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/groups/g1/competition', expect.objectContaining({ method: 'PUT' }));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      competitionId: 9001,
      leadMinutes: 60,
      matchdaysAhead: 2,
    });
    expect(toasts.success).toHaveBeenCalledWith('Now following Northshire Premier League.');
    expect(client.getQueryData(groupKeys.detail('g1'))).toBeUndefined();
    expect(client.getQueryData(groupKeys.competition('g1'))).toEqual(follow);
  });

  it('turns a refusal into a toast and goes on (the group stays)', async () => {
    const refusal = { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The football data provider is not answering.' } };
    const { run } = renderFollow(new Response(JSON.stringify(refusal), { status: 503 }));
    await run();
    expect(toasts.error).toHaveBeenCalledWith(
      'The group was created, but it does not follow the competition: The football data provider is not answering.',
    );
  });
});
