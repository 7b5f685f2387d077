import { MEMBERS_PAGE_SIZE, type Member, type MemberPage } from '@scoreline/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';

/** Members, 10 at a time; `fetchNextPage` is the "Show more" button. */
export function useMembers(groupId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ pageParam }) => api<MemberPage>(`/api/v1/groups/${groupId}/members?offset=${pageParam}&limit=${MEMBERS_PAGE_SIZE}`),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.members.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled,
  });
}

function useMemberMutation<T, R>(groupId: string, request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
      ]),
  });
}

export function useSetAdmin(groupId: string) {
  return useMemberMutation(groupId, ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
    api<void>(`/api/v1/groups/${groupId}/members/${userId}`, { method: 'PATCH', body: { isAdmin } }),
  );
}

export function useRemoveMember(groupId: string) {
  return useMemberMutation(groupId, (userId: string) => api<void>(`/api/v1/groups/${groupId}/members/${userId}`, { method: 'DELETE' }));
}

export function useAddPlaceholderMember(groupId: string) {
  return useMemberMutation(groupId, (username: string) =>
    api<Member>(`/api/v1/groups/${groupId}/placeholder-members`, { method: 'POST', body: { username } }),
  );
}
