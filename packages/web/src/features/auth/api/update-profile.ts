import type { Profile, UpdateProfileInput } from '@scoreline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Profile>('/api/v1/me', { method: 'PATCH', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(SESSION_QUERY_KEY, profile),
  });
}
