import type { GroupDetail } from '@scoreline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';

export const groupQuery = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => api<GroupDetail>(`/api/v1/groups/${groupId}`),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useGroup(groupId: string) {
  return useQuery(groupQuery(groupId));
}
