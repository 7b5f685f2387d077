import { FOLLOW_MESSAGES, type GroupCompetition } from '@scoreline/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { groupKeys, homeKeys, predictionKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { competitionPath } from '../api/follow';
import { type FollowChoice, followRequest } from './follow-choice';
import { t } from '../../../lib/i18n';

/**
 * The create form's second step: the group just created follows the chosen competition (nothing when none is). A
 * refusal does not undo the group: the form goes on to it, and a toast says why it follows nothing. Loaded when the
 * form is sent (index.ts), so the create page's own code stays as it was.
 */
export async function followNewGroup(queryClient: QueryClient, groupId: string, choice: FollowChoice): Promise<void> {
  const body = followRequest(choice);
  if (!body) return;
  try {
    const { follow } = await api<GroupCompetition>(competitionPath(groupId), { method: 'PUT', body });
    queryClient.setQueryData(groupKeys.competition(groupId), follow);
    if (follow) toast.success(t(FOLLOW_MESSAGES.followed, { competition: follow.competitionName }));
  } catch (failure) {
    toast.error(t(FOLLOW_MESSAGES.followFailed, { reason: errorMessage(failure) }));
  }
  // The group as created has no gameweeks: without it, the group page loads its first view, the new ones in it;
  // home and the player's predictions gain them too.
  queryClient.removeQueries({ queryKey: groupKeys.detail(groupId), exact: true });
  await Promise.all([homeKeys.all, predictionKeys.mine()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
