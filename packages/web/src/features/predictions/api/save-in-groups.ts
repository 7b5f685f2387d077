import { PREDICTION_MESSAGES, type SavedSheet } from '@scoreline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { homeKeys, predictionKeys } from '../../../lib/query-keys';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { kickedOffMessage } from './predictions';
import type { OnceRequest } from '../components/once-view';

/**
 * /predictions' "each match once": its saves, one request per group with something to save (usually one, the
 * server copying each fixture into the player's other groups), sent together. Every sheet is fetched again after.
 */
export function useSaveInGroups(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requests: OnceRequest[]) =>
      Promise.allSettled(
        requests.map((request) =>
          api<SavedSheet>(`/api/v1/gameweeks/${request.gameweekId}/players/${userId}/predictions`, { method: 'PUT', body: request.body }),
        ),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: predictionKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeKeys.all, refetchType: 'none' });
    },
  });
}

/** Its toasts: saved, then what any group left unchanged (the server's words) and any save refused. */
export function announceSavedInGroups(results: ReadonlyArray<PromiseSettledResult<SavedSheet>>) {
  if (results.some((result) => result.status === 'fulfilled')) toast.success(t(PREDICTION_MESSAGES.savedFromPredictionsPage));
  for (const result of results) {
    if (result.status === 'rejected') {
      toast.error(errorMessage(result.reason));
      continue;
    }
    const { notSaved, otherGroups } = result.value;
    if (notSaved.length > 0) toast.error(kickedOffMessage(notSaved));
    for (const group of otherGroups) if (group.notSaved) toast.error(group.notSaved.message);
  }
}
