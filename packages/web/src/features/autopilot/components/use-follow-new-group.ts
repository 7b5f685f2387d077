import { FOLLOW_MESSAGES } from '@scoreline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { groupKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { type FollowChoice, followRequest } from './follow-choice';
import { useFollowCompetition } from '../api/follow';

/**
 * The create form's second step: a group just created follows the chosen competition (nothing when none is). A
 * refusal does not undo the group: the form goes on to it, and a toast says why it follows nothing.
 */
export function useFollowNewGroup() {
  const queryClient = useQueryClient();
  const follow = useFollowCompetition();

  async function followNewGroup(groupId: string, choice: FollowChoice): Promise<void> {
    const body = followRequest(choice);
    if (!body) return;
    try {
      const saved = await follow.mutateAsync({ groupId, body });
      if (saved) toast.success(FOLLOW_MESSAGES.followed(saved.competitionName));
    } catch (failure) {
      toast.error(FOLLOW_MESSAGES.followFailed(errorMessage(failure)));
    }
    // The group as created has no gameweeks: without it, the group page loads its first view, the new ones in it.
    queryClient.removeQueries({ queryKey: groupKeys.detail(groupId), exact: true });
  }

  return { followNewGroup, isPending: follow.isPending };
}
