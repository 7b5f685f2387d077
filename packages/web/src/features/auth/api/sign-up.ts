import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activeLocale, browserTimeZone } from '../../../lib/i18n';

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
}

export function useSignUp() {
  return useMutation({
    mutationFn: ({ email, username, password }: SignUpInput) =>
      api<unknown>('/api/v1/auth/sign-up/email', {
        // The new player's emails speak the language they signed up in, with times in their browser's zone.
        body: { email: email.trim(), name: username.trim(), password, locale: activeLocale(), timeZone: browserTimeZone() },
      }),
  });
}
