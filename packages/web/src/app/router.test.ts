import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameweekKeys, groupKeys } from '../lib/query-keys';
import { preloadRoute } from './router';

afterEach(() => vi.restoreAllMocks());

/** The API requests sent, each left unanswered (what matters is that it left). */
function recordRequests(): string[] {
  const sent: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    sent.push(String(input));
    return new Promise<Response>(() => {});
  });
  return sent;
}

describe('preloadRoute', () => {
  it("starts a signed-in player's group or gameweek page's first view before the page's code is there", () => {
    const sent = recordRequests();
    const client = new QueryClient();
    preloadRoute('/group/g-1', client, true);
    preloadRoute('/gameweek/w-1', client, true);
    expect(sent).toEqual(['/api/v1/groups/g-1/page', '/api/v1/gameweeks/w-1']);
    expect(client.getQueryState(groupKeys.detail('g-1'))?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(gameweekKeys.detail('w-1'))?.fetchStatus).toBe('fetching');
  });

  it('asks for nothing signed out, on a page without a first view, or on an unknown path', () => {
    const sent = recordRequests();
    const client = new QueryClient();
    preloadRoute('/group/g-1', client, false);
    preloadRoute('/group/g-1/stats', client, true);
    preloadRoute('/no/such/page', client, true);
    expect(sent).toEqual([]);
  });
});
