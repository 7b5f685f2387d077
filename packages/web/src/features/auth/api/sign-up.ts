import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
}

export function useSignUp() {
  return useMutation({
    mutationFn: ({ email, username, password }: SignUpInput) =>
      api<unknown>('/api/v1/auth/sign-up/email', {
        body: { email: email.trim(), name: username.trim(), password },
      }),
  });
}
