import type {
  EditLeaderboardInput,
  GameweekLeaderboard,
  GroupLeaderboard,
  LeaderboardHistory,
  MyLeaderboards,
  SeasonLeaderboard,
} from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaderboardKeys } from '../../../lib/query-keys';
import { api, noRetryOn4xx } from '../../../lib/api-client';

export function useMyLeaderboards() {
  return useQuery({ queryKey: leaderboardKeys.mine(), queryFn: () => api<MyLeaderboards>('/api/v1/me/leaderboards') });
}

export function useGroupLeaderboard(groupId: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.group(groupId),
    queryFn: () => api<GroupLeaderboard>(`/api/v1/groups/${groupId}/leaderboard`),
    enabled,
    retry: noRetryOn4xx,
  });
}

export function useLeaderboardHistory(groupId: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.history(groupId),
    queryFn: () => api<LeaderboardHistory>(`/api/v1/groups/${groupId}/leaderboard/history`),
    enabled,
    retry: noRetryOn4xx,
  });
}

export function useGameweekLeaderboard(gameweekId: string | null | undefined) {
  return useQuery({
    queryKey: leaderboardKeys.gameweek(gameweekId ?? ''),
    queryFn: () => api<GameweekLeaderboard>(`/api/v1/gameweeks/${gameweekId}/leaderboard`),
    enabled: Boolean(gameweekId),
    retry: noRetryOn4xx,
  });
}

export function useEditLeaderboard(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditLeaderboardInput) =>
      api<GroupLeaderboard>(`/api/v1/groups/${groupId}/leaderboard`, { method: 'PUT', body: input }),
    onSuccess: (board) => {
      queryClient.setQueryData(leaderboardKeys.group(groupId), board);
      return queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}

/** A season's table: its gameweeks' points and its settled bonus questions'. */
export function useSeasonLeaderboard(seasonId: string, enabled = true) {
  return useQuery({
    queryKey: leaderboardKeys.season(seasonId),
    queryFn: () => api<SeasonLeaderboard>(`/api/v1/seasons/${seasonId}/leaderboard`),
    enabled,
    retry: noRetryOn4xx,
  });
}
