import type { Home } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeKeys } from '../../../lib/query-keys';

/** Everything the home page shows, in one request. */
export function useHome() {
  return useQuery({ queryKey: homeKeys.all, queryFn: () => api<Home>('/api/v1/me/home') });
}
