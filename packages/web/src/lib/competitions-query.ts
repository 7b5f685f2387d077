import type { ExternalLeague } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { footballKeys } from './query-keys';

/**
 * The competitions the server offers (football-data.org's or the demo leagues), for the match adder and for choosing
 * one to follow: here, below both features, so neither loads the other's code for it.
 */
export function useCompetitions() {
  return useQuery({
    queryKey: footballKeys.competitions,
    queryFn: () => api<{ provider: string; competitions: ExternalLeague[] }>('/api/v1/football/competitions'),
    staleTime: 60 * 60 * 1000,
  });
}
