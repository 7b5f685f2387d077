import type { CompetitionFollow, FollowCompetitionInput, GroupCompetition } from '@scoreline/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameweekKeys, groupKeys, homeKeys, predictionKeys } from '../../../lib/query-keys';

export const competitionPath = (groupId: string) => `/api/v1/groups/${groupId}/competition`;

/** The competition the group follows, or null when it builds its gameweeks by hand. */
export function useGroupFollow(groupId: string) {
  return useQuery({
    queryKey: groupKeys.competition(groupId),
    queryFn: async () => (await api<GroupCompetition>(competitionPath(groupId))).follow,
  });
}

/** Following makes the next matchdays gameweeks at once: the group's gameweeks, sheets and home change with it. */
function refreshGroup(queryClient: QueryClient, groupId: string, follow: CompetitionFollow | null) {
  queryClient.setQueryData(groupKeys.competition(groupId), follow);
  return Promise.all(
    [gameweekKeys.ofGroup(groupId), groupKeys.detail(groupId), predictionKeys.all, homeKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** PUT the follow (a new one, or new settings): answers the follow as saved. */
export function useFollowCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, body }: { groupId: string; body: FollowCompetitionInput }) =>
      (await api<GroupCompetition>(competitionPath(groupId), { method: 'PUT', body })).follow,
    onSuccess: (follow, { groupId }) => refreshGroup(queryClient, groupId, follow),
  });
}

/** "Stop following": the gameweeks made so far stay. */
export function useStopFollowing(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(competitionPath(groupId), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(groupKeys.competition(groupId), null),
  });
}
