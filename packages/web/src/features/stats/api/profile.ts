import type { PlayerProfile } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { api, noRetryOn4xx } from '../../../lib/api-client';
import { statsKeys } from '../../../lib/query-keys';

export function usePlayerProfile(groupId: string, userId: string) {
  return useQuery({
    queryKey: [...statsKeys.all, 'profile', groupId, userId],
    queryFn: () => api<PlayerProfile>(`/api/v1/groups/${groupId}/players/${userId}`),
    retry: noRetryOn4xx,
  });
}
