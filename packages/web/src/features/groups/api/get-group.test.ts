import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameweekKeys, groupKeys, leaderboardKeys, predictionKeys } from '../../../lib/query-keys';
import { groupPageQuery } from './get-group';

afterEach(() => vi.restoreAllMocks());

const page = {
  group: { id: 'g-1', name: 'Sunday League', viewer: { isMember: true } },
  gameweeks: [{ id: 'w-1' }],
  board: { rows: ['the table'] },
  active: { sheet: { gameweek: { id: 'w-1' }, player: { id: 'user-a' }, predictions: [] }, board: { rows: [] } },
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("the group page's query", () => {
  it('loads the first view once, its parts into their own caches; a refetch asks for the group alone', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(String(input));
      return json(String(input).endsWith('/page') ? page : page.group);
    });
    const client = new QueryClient();
    await client.fetchQuery(groupPageQuery(client, 'g-1'));
    expect(client.getQueryData(gameweekKeys.ofGroup('g-1'))).toEqual(page.gameweeks);
    expect(client.getQueryData(leaderboardKeys.group('g-1'))).toEqual(page.board);
    expect(client.getQueryData(predictionKeys.sheet('w-1', 'user-a'))).toEqual(page.active.sheet);
    expect(client.getQueryData(leaderboardKeys.gameweek('w-1'))).toEqual(page.active.board);
    await client.refetchQueries({ queryKey: groupKeys.detail('g-1') });
    expect(sent).toEqual(['/api/v1/groups/g-1/page', '/api/v1/groups/g-1']);
    expect(client.getQueryData(groupKeys.detail('g-1'))).toEqual(page.group);
  });

  it("puts nothing of an answer into the cache once the query was removed meanwhile (a sign-out): it may be the previous player's", async () => {
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new QueryClient();
    void client.prefetchQuery(groupPageQuery(client, 'g-1'));
    await vi.waitFor(() => expect(answer).toBeDefined());
    client.removeQueries();
    answer(json(page));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      client
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey),
    ).toEqual([]);
  });
});
