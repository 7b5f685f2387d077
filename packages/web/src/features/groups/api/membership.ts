import type { GroupDetail } from '@scoreline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';

export function useJoinGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin?: string) =>
      api<GroupDetail>(`/api/v1/groups/${groupId}/join`, { method: 'POST', body: pin === undefined ? {} : { pin } }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      return queryClient.invalidateQueries({ queryKey: groupKeys.list() });
    },
  });
}

export function useLeaveGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/v1/groups/${groupId}/leave`, { method: 'POST', body: {} }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
      queryClient.removeQueries({ queryKey: groupKeys.members(groupId) });
      return queryClient.invalidateQueries({ queryKey: groupKeys.list() });
    },
  });
}
