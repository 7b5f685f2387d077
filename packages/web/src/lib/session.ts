import type { Profile, SessionResponse } from '@scoreline/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isNetworkFailure } from './connectivity';
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

/**
 * The session as the app knows it. `isUnreachable`: it cannot be known because the app is offline (the query
 * waits for the network, or its first try got no answer), so pages say so instead of treating the user as signed out.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  // The first attempt's network failure says it: retries (seconds apart) must not keep the loading screen up.
  const isUnreachable = query.data === undefined && (query.fetchStatus === 'paused' || isNetworkFailure(query.failureReason));
  return {
    user: query.data ?? null,
    isResolved: query.isSuccess || query.isError,
    isUnreachable,
    error: query.error,
    refetch: query.refetch,
  };
}
