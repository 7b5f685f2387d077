import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ApiError, api, errorMessage } from '../../../lib/api-client';
import { writeAuthSnapshot } from '../../../lib/auth-storage';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { stopPushOnThisDevice } from '../../notifications';
import { t } from '../../../lib/i18n';

/** Forgets the signed-in user on this device: push, the stored snapshot and every cached answer. */
export function useForgetUser() {
  const queryClient = useQueryClient();
  return () => {
    void stopPushOnThisDevice();
    writeAuthSnapshot(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
}

/** Signs out on the server; only then (or if the session was already gone) does the app forget the user. */
export function useSignOut() {
  const forgetUser = useForgetUser();
  return useMutation({
    mutationFn: () => api<unknown>('/api/v1/auth/sign-out', { body: {} }),
    onSuccess: forgetUser,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return forgetUser();
      toast.error(errorMessage(error, t('Could not sign you out. Please try again.')));
    },
  });
}
