import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts the parts of a page's combined answer (the gameweek and group pages' first views) into the caches of the
 * queries that would ask for them alone, so those ask for nothing more. A part goes in only if its query has
 * nothing newer than the request that brought it: a save answered while a refetch of the page was on its way
 * (its sheet set from the save's answer) is not overwritten by the older one the page's answer carries. The
 * query's own abort signal goes with the request, so nothing is put in after its query was removed.
 */
export function seedQueries(
  queryClient: QueryClient,
  request: { requestedAt: number; signal: AbortSignal },
  parts: Array<[key: QueryKey, data: unknown]>,
) {
  // A query removed or cancelled while its answer was on its way (a sign-out clears the cache) seeds nothing:
  // the answer may be the previous player's.
  if (request.signal.aborted) return;
  const { requestedAt } = request;
  for (const [key, data] of parts) {
    if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) <= requestedAt) queryClient.setQueryData(key, data);
  }
}
