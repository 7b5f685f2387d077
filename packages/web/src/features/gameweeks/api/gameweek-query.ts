import { type GameweekDetail, type GameweekView, viewParts } from '@scoreline/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, noRetryOn4xx } from '../../../lib/api-client';
import { gameweekKeys, leaderboardKeys, predictionKeys } from '../../../lib/query-keys';
import { seedQueries } from '../../../lib/seed-queries';

/**
 * The gameweek page's first view is one request: the answer also carries the caller's own prediction sheet and
 * the gameweek's table, which go into their own queries' caches (the Predictions and Leaderboard tabs and the
 * winner banner then ask for nothing more). Its own module, without the mutations: the app may start it before
 * the page's code is there (`preloadRoute` in app/router.tsx).
 */
export const gameweekQuery = (queryClient: QueryClient, gameweekId: string) =>
  queryOptions({
    queryKey: gameweekKeys.detail(gameweekId),
    queryFn: async ({ signal }): Promise<GameweekDetail> => {
      const requestedAt = Date.now();
      const { sheet, board, detail } = viewParts(await api<GameweekView>(`/api/v1/gameweeks/${gameweekId}`, { signal }));
      seedQueries(queryClient, { requestedAt, signal }, [
        [predictionKeys.sheet(gameweekId, sheet.player.id), sheet],
        [leaderboardKeys.gameweek(gameweekId), board],
      ]);
      return detail;
    },
    retry: noRetryOn4xx,
  });

export function useGameweek(gameweekId: string) {
  return useQuery(gameweekQuery(useQueryClient(), gameweekId));
}
