import type { GroupStats, MyStats } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { statsKeys } from '../../../lib/query-keys';
import { api, noRetryOn4xx } from '../../../lib/api-client';

export function useGroupStats(groupId: string, enabled = true) {
  return useQuery({
    queryKey: statsKeys.group(groupId),
    queryFn: () => api<GroupStats>(`/api/v1/groups/${groupId}/stats`),
    enabled,
    retry: noRetryOn4xx,
  });
}

export function useMyStats() {
  return useQuery({ queryKey: statsKeys.mine(), queryFn: () => api<MyStats>('/api/v1/me/stats') });
}
