import type { SeasonDetail } from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, noRetryOn4xx } from '../../../lib/api-client';

const seasonKey = (seasonId: string) => ['seasons', seasonId] as const;

export function useSeason(seasonId: string) {
  return useQuery({
    queryKey: seasonKey(seasonId),
    queryFn: () => api<SeasonDetail>(`/api/v1/seasons/${seasonId}`),
    retry: noRetryOn4xx,
  });
}

export function useSetSeasonEnd(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endDate: string) => api<SeasonDetail>(`/api/v1/seasons/${seasonId}`, { method: 'PATCH', body: { endDate } }),
    onSuccess: (season) => {
      queryClient.setQueryData(seasonKey(seasonId), season);
      return queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}
