import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedQueries } from './seed-queries';

afterEach(() => vi.useRealTimers());

describe('seedQueries', () => {
  it("puts a page's parts into empty caches and over older data, never over data newer than the page's request", () => {
    vi.useFakeTimers({ now: 1_000 });
    const client = new QueryClient();
    client.setQueryData(['older'], 'before the request');
    vi.setSystemTime(2_000);
    const requestedAt = Date.now();
    // A save answered while the page's request was on its way.
    vi.setSystemTime(2_500);
    client.setQueryData(['newer'], 'from the save');
    vi.setSystemTime(3_000);
    seedQueries(client, { requestedAt, signal: new AbortController().signal }, [
      [['empty'], 'page'],
      [['older'], 'page'],
      [['newer'], 'page'],
    ]);
    expect([client.getQueryData(['empty']), client.getQueryData(['older']), client.getQueryData(['newer'])]).toEqual([
      'page',
      'page',
      'from the save',
    ]);
  });

  it('puts nothing in once the query that asked was removed or cancelled (a sign-out while the answer was on its way)', () => {
    const client = new QueryClient();
    const request = new AbortController();
    request.abort();
    seedQueries(client, { requestedAt: Date.now(), signal: request.signal }, [[['empty'], 'page']]);
    expect(client.getQueryData(['empty'])).toBeUndefined();
  });
});
