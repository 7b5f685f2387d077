import type { ExternalMatch, ExternalTeam } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useCompetitionTeams(competitionId: number | null) {
  return useQuery({
    queryKey: ['football', 'teams', competitionId],
    queryFn: async () => (await api<{ teams: ExternalTeam[] }>(`/api/v1/football/competitions/${competitionId}/teams`)).teams,
    enabled: competitionId !== null,
    staleTime: 60 * 60 * 1000,
  });
}

/** Fixtures of a competition (or one of its teams) over the 14 days from `fromDay`. */
export function useFixtures(competitionId: number | null, teamId: number | null, fromDay: string) {
  const to = new Date(Date.parse(`${fromDay}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  const path = teamId ? `/api/v1/football/teams/${teamId}/matches` : `/api/v1/football/competitions/${competitionId}/matches`;
  return useQuery({
    queryKey: ['football', 'fixtures', competitionId, teamId, fromDay],
    queryFn: async () => (await api<{ matches: ExternalMatch[] }>(`${path}?from=${fromDay}&to=${to}`)).matches,
    enabled: competitionId !== null,
    staleTime: 60 * 1000,
  });
}
