import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepLastSeenAcrossRestarts } from '../../../lib/last-seen';
import { sessionQueryOptions } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<unknown>('/api/v1/auth/sign-in/email', { body: input }),
    onSuccess: async (_answer, { rememberMe }) => {
      keepLastSeenAcrossRestarts(rememberMe);
      // Whatever was cached belonged to the previous visitor.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    },
  });
}
