import type { Home } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const homeKeys = { all: ['home'] as const };

/** Everything the home page shows, in one request. */
export function useHome() {
  return useQuery({ queryKey: homeKeys.all, queryFn: () => api<Home>('/api/v1/me/home') });
}
