import {
  type CreateGameweekInput,
  type EditGameweekMatchesInput,
  type FinalScoresInput,
  type GameweekDetail,
  type GameweekSummary,
} from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameweekKeys, leaderboardKeys, predictionKeys, statsKeys } from '../../../lib/query-keys';

export function useGroupGameweeks(groupId: string, enabled = true) {
  return useQuery({
    queryKey: gameweekKeys.ofGroup(groupId),
    queryFn: async () => (await api<{ gameweeks: GameweekSummary[] }>(`/api/v1/groups/${groupId}/gameweeks`)).gameweeks,
    enabled,
  });
}

export { useGameweek } from './gameweek-query';

function useGameweekMutation<T>(request: (input: T) => Promise<GameweekDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (gameweek) => {
      queryClient.setQueryData(gameweekKeys.detail(gameweek.id), gameweek);
      // Locks and results change what predictions show and every table.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: gameweekKeys.ofGroup(gameweek.groupId) }),
        queryClient.invalidateQueries({ queryKey: predictionKeys.all }),
        queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
}

export function useCreateGameweek(groupId: string) {
  return useGameweekMutation((input: CreateGameweekInput) =>
    api<GameweekDetail>(`/api/v1/groups/${groupId}/gameweeks`, { method: 'POST', body: input }),
  );
}

export function useLockGameweek(gameweekId: string) {
  return useGameweekMutation((isLocked: boolean) =>
    api<GameweekDetail>(`/api/v1/gameweeks/${gameweekId}/lock`, { method: 'PATCH', body: { isLocked } }),
  );
}

export function useEditGameweekMatches(gameweekId: string) {
  return useGameweekMutation((input: EditGameweekMatchesInput) =>
    api<GameweekDetail>(`/api/v1/gameweeks/${gameweekId}/matches`, { method: 'PUT', body: input }),
  );
}

export function useSaveFinalScores(gameweekId: string) {
  return useGameweekMutation((input: FinalScoresInput) =>
    api<GameweekDetail>(`/api/v1/gameweeks/${gameweekId}/final-scores`, { method: 'PUT', body: input }),
  );
}

/** An admin makes a match void (a postponed fixture, say): it counts for nobody, so the gameweek can finish. */
export function useVoidMatch(gameweekId: string) {
  return useGameweekMutation((matchId: string) =>
    api<GameweekDetail>(`/api/v1/gameweeks/${gameweekId}/matches/${matchId}/void`, { method: 'POST' }),
  );
}

export function useDeleteGameweek(gameweek: { id: string; groupId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/v1/gameweeks/${gameweek.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: gameweekKeys.detail(gameweek.id) });
      return queryClient.invalidateQueries({ queryKey: gameweekKeys.ofGroup(gameweek.groupId) });
    },
  });
}
