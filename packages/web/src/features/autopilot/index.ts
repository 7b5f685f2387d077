import { FOLLOW_MESSAGES } from '@scoreline/shared';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { FollowChoice } from './components/follow-defaults';
import { t } from '../../lib/i18n';

// The autopilot feature's public entry (following a competition): what other features may use. Everything else in
// the folder is internal. What the create and update pages show of it loads after them (lazy-follow.tsx), and the
// create form's follow step when the form is sent.
export { FollowCard, FollowSection } from './components/lazy-follow';
export { type FollowChoice, NO_FOLLOW } from './components/follow-defaults';

/**
 * After the group is created: it follows the chosen competition, or a toast says why not (follow-new-group.ts). It
 * never throws: the group exists either way, and the form goes on to it.
 */
export async function followNewGroup(queryClient: QueryClient, groupId: string, choice: FollowChoice): Promise<void> {
  if (choice.competitionId === null) return;
  try {
    const step = await import('./components/follow-new-group');
    await step.followNewGroup(queryClient, groupId, choice);
  } catch (failure) {
    toast.error(t(FOLLOW_MESSAGES.followFailed, { reason: errorMessage(failure) }));
  }
}
