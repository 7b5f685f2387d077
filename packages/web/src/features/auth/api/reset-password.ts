import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api<unknown>('/api/v1/auth/reset-password', { body: input }),
  });
}
