import type { GroupDetail, GroupPage } from '@scoreline/shared';
import { type QueryClient, type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { gameweekKeys, groupKeys, leaderboardKeys, predictionKeys } from '../../../lib/query-keys';
import { seedQueries } from '../../../lib/seed-queries';

const retry = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2;

export const groupQuery = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => api<GroupDetail>(`/api/v1/groups/${groupId}`),
    retry,
  });

export function useGroup(groupId: string) {
  return useQuery(groupQuery(groupId));
}

/** A member's parts of the group page's view, as the endpoints that answer each alone would put them in the cache. */
function partsOf(groupId: string, { gameweeks, board, active }: GroupPage): Array<[QueryKey, unknown]> {
  return [
    ...(gameweeks ? [[gameweekKeys.ofGroup(groupId), gameweeks] as [QueryKey, unknown]] : []),
    ...(board ? [[leaderboardKeys.group(groupId), board] as [QueryKey, unknown]] : []),
    ...(active
      ? [
          [predictionKeys.sheet(active.sheet.gameweek.id, active.sheet.player.id), active.sheet] as [QueryKey, unknown],
          [leaderboardKeys.gameweek(active.sheet.gameweek.id), active.board] as [QueryKey, unknown],
        ]
      : []),
  ];
}

/**
 * The group page's first view is one request (`/groups/{id}/page`): the group, and for a member its gameweeks,
 * table and the active gameweek's sheet and table, which go into their own queries' caches, so the first tab
 * renders once with all of it instead of once per answer. Same key as `useGroup`. The app
 * may start it before the page's code is there (`preloadRoute` in app/router.tsx).
 */
export const groupPageQuery = (queryClient: QueryClient, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: async ({ signal }): Promise<GroupDetail> => {
      // A refetch (a live event, the window's focus) asks for the group alone: its parts' own queries refetch
      // themselves where shown, and the whole first view again would fetch each of them twice.
      if (queryClient.getQueryData(groupKeys.detail(groupId)) !== undefined)
        return api<GroupDetail>(`/api/v1/groups/${groupId}`, { signal });
      const requestedAt = Date.now();
      const page = await api<GroupPage>(`/api/v1/groups/${groupId}/page`, { signal });
      seedQueries(queryClient, { requestedAt, signal }, partsOf(groupId, page));
      return page.group;
    },
    retry,
  });

export function useGroupPage(groupId: string) {
  return useQuery(groupPageQuery(useQueryClient(), groupId));
}
