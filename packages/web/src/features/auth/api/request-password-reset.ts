import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a reset email (its link opens /reset-password); the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/api/v1/auth/request-password-reset', { body: { email: email.trim() } }),
  });
}
