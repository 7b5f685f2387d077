import type { CreateGroupInput, GroupDetail, UpdateGroupInput } from '@scoreline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';

/** The fields as JSON in `data`, plus the icon file when one was chosen. */
function groupForm(fields: object, icon: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(fields));
  if (icon) form.append('icon', icon);
  return form;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, icon }: { fields: CreateGroupInput; icon: File | null }) =>
      api<GroupDetail>('/api/v1/groups', { method: 'POST', body: groupForm(fields, icon) }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      return queryClient.invalidateQueries({ queryKey: groupKeys.list() });
    },
  });
}

export function useUpdateGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, icon }: { fields: UpdateGroupInput; icon: File | null }) =>
      api<GroupDetail>(`/api/v1/groups/${groupId}`, { method: 'PATCH', body: groupForm(fields, icon) }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      return queryClient.invalidateQueries({ queryKey: groupKeys.list() });
    },
  });
}

export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/v1/groups/${groupId}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
      return queryClient.invalidateQueries({ queryKey: groupKeys.list() });
    },
  });
}
