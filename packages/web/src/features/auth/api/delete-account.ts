import type { DeleteAccountInput } from '@scoreline/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useForgetUser } from './sign-out';

/** Deletes the account (the server checks the password and signs every device out); then this device forgets the user. */
export function useDeleteAccount() {
  const forgetUser = useForgetUser();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api<void>('/api/v1/me/delete', { body: input }),
    onSuccess: forgetUser,
  });
}
