import type { GroupList } from '@scoreline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';

export const groupListQuery = queryOptions({ queryKey: groupKeys.list(), queryFn: () => api<GroupList>('/api/v1/groups') });

export function useGroupList() {
  return useQuery(groupListQuery);
}
