import type { Profile, SessionResponse } from '@scoreline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { writeAuthSnapshot } from './auth-storage';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user's profile, or null when signed out. */
async function fetchSessionProfile(): Promise<Profile | null> {
  const { user } = await api<SessionResponse>('/api/v1/session');
  writeAuthSnapshot(user ? { userId: user.id, email: user.email } : null);
  return user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionProfile,
  staleTime: 5 * 60 * 1000,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data ?? null, isResolved: query.isSuccess || query.isError, error: query.error, refetch: query.refetch };
}
