import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupKeys } from '../../../lib/query-keys';
import { type FollowChoice, NO_FOLLOW } from './follow-defaults';
import { followNewGroup } from './follow-new-group';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: Object.assign(vi.fn(), toasts) }));

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

const chosen: FollowChoice = { ...NO_FOLLOW, competitionId: 9001 };
const follow = {
  competitionId: 9001,
  competitionName: 'Northshire Premier League',
  leadMinutes: 60,
  matchdaysAhead: 2,
  closesAtKickOff: false,
  seasonId: 's1',
};

/** The server answering `answer` to the PUT, and a cache holding the group as created. */
function setUp(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(groupKeys.detail('g1'), { id: 'g1', name: 'As created' });
  return { fetchMock, client };
}

describe("the create form's follow step", () => {
  it('sends nothing when the group builds its gameweeks by hand', async () => {
    const { fetchMock, client } = setUp(new Response('{}'));
    await followNewGroup(client, 'g1', NO_FOLLOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('follows the competition, says so, and drops the group as created so its page loads the new gameweeks', async () => {
    const { fetchMock, client } = setUp(new Response(JSON.stringify({ follow, created: 2 })));
    await followNewGroup(client, 'g1', chosen);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/v1/groups/g1/competition',
      'PUT',
      { competitionId: 9001, leadMinutes: 60, matchdaysAhead: 2 },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Now following Northshire Premier League.');
    expect(client.getQueryData(groupKeys.detail('g1'))).toBeUndefined();
    expect(client.getQueryData(groupKeys.competition('g1'))).toEqual(follow);
  });

  it('turns a refusal into a toast and goes on (the group stays)', async () => {
    const refusal = { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The football data provider is not answering.' } };
    const { client } = setUp(new Response(JSON.stringify(refusal), { status: 503 }));
    await expect(followNewGroup(client, 'g1', chosen)).resolves.toBeUndefined();
    expect(toasts.error).toHaveBeenCalledWith(
      'The group was created, but it does not follow the competition: The football data provider is not answering.',
    );
  });
});
