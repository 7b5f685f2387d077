import type { BonusQuestion, BonusQuestionInput, BonusQuestionList, ExternalTeam } from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, noRetryOn4xx } from '../../../lib/api-client';
import { bonusKeys, leaderboardKeys } from '../../../lib/query-keys';

export function useBonusQuestions(seasonId: string) {
  return useQuery({
    queryKey: bonusKeys.season(seasonId),
    queryFn: () => api<BonusQuestionList>(`/api/v1/seasons/${seasonId}/bonus-questions`),
    retry: noRetryOn4xx,
  });
}

/**
 * Every change of a season's questions refreshes its list; a settle or a delete also moves the tables (the Bonus
 * column), so those refresh too.
 */
function useBonusMutation<T>(seasonId: string, run: (input: T) => Promise<unknown>, { tables = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bonusKeys.season(seasonId) });
      if (tables) await queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}

export const useCreateBonus = (seasonId: string) =>
  useBonusMutation(seasonId, (input: BonusQuestionInput) =>
    api<BonusQuestion>(`/api/v1/seasons/${seasonId}/bonus-questions`, { method: 'POST', body: input }),
  );

export const useUpdateBonus = (seasonId: string, questionId: string) =>
  useBonusMutation(seasonId, (input: BonusQuestionInput) =>
    api<BonusQuestion>(`/api/v1/bonus-questions/${questionId}`, { method: 'PUT', body: input }),
  );

export const useDeleteBonus = (seasonId: string, questionId: string) =>
  useBonusMutation(seasonId, () => api<void>(`/api/v1/bonus-questions/${questionId}`, { method: 'DELETE' }), { tables: true });

/** `userId`: a placeholder member an admin answers for. */
export const useAnswerBonus = (seasonId: string, questionId: string, userId?: string) =>
  useBonusMutation(seasonId, (answer: string) =>
    api<BonusQuestion>(`/api/v1/bonus-questions/${questionId}/answer`, { method: 'PUT', body: { answer, userId } }),
  );

export const useSettleBonus = (seasonId: string, questionId: string) =>
  useBonusMutation(
    seasonId,
    (answers: string[]) => api<BonusQuestion>(`/api/v1/bonus-questions/${questionId}/settle`, { method: 'POST', body: { answers } }),
    { tables: true },
  );

/** A competition's teams by name, to fill a list question's options (the admin's "Load the competition's teams"). */
export const competitionTeams = async (competitionId: number) =>
  (await api<{ teams: ExternalTeam[] }>(`/api/v1/football/competitions/${competitionId}/teams`)).teams.map((team) => team.name);
