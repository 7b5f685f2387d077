import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { writeAuthSnapshot } from '../auth-storage';
import { SESSION_QUERY_KEY } from './session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>('/api/v1/auth/sign-out', { body: {} }),
    onSettled: () => {
      writeAuthSnapshot(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
