/** Query keys of the groups feature, in one place so mutations invalidate exactly what they change. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  detail: (groupId: string) => [...groupKeys.all, 'detail', groupId] as const,
  members: (groupId: string) => [...groupKeys.all, 'members', groupId] as const,
};
