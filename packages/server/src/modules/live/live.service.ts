import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupAccessService } from '../access/group-access.service.js';

/** Who may follow a group's live events: its members, checked when a stream opens and again while it lives. */
export function createLiveService(deps: { db: Database; groupAccess: Pick<GroupAccessService, 'access'>; groupsRepo: GroupsRepo }) {
  const { db, groupAccess, groupsRepo } = deps;
  return {
    /** Opening a stream: 404 for a group that does not exist, 403 for a non-member. */
    async requireMember(userId: string, groupId: string) {
      enforce((await groupAccess.access(db, groupId, userId)).viewer, 'viewGameweeks', {});
    },

    /**
     * Still a member? Only the membership row (a deleted group has none), so an open stream's re-checks stay one
     * small query and a database error rejects, which the stream treats as "keep going".
     */
    async isMember(userId: string, groupId: string): Promise<boolean> {
      return (await groupsRepo.membership(db, groupId, userId)) !== null;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
