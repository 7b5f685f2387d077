import { type Viewer, entityNotFoundMessage, viewerOf } from '@scoreline/shared';
import type { Database, Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { GroupScope } from '../../lib/group-scope.js';
import { createVersionedCache } from '../../lib/versioned-cache.js';
import type { GroupsRepo } from '../groups/groups.repo.js';

/** A group and who the viewer is in it: the `viewer` every policy check of that group is asked with. */
export interface GroupAccess {
  group: NonNullable<Awaited<ReturnType<GroupsRepo['findById']>>>;
  viewer: Viewer & { groupId: string };
}

const GROUP_NOT_FOUND = entityNotFoundMessage('group');

/**
 * Who the viewer is in a group, the one place every service asks before the shared policy decides (`enforce`,
 * `can`): read plainly, read from the session's group scope (the group's row from memory while its version
 * stands), or re-read inside a write's transaction with the membership share-locked. Services take only the
 * functions they use (`Pick<GroupAccessService, ...>`), so a service's dependencies say what it may look at.
 */
export function createGroupAccessService(deps: {
  db: Database;
  groupsRepo: Pick<GroupsRepo, 'findById' | 'membership' | 'holdMembership'>;
  /** Groups kept in memory per version (0: none; see GroupScope). */
  cacheSize?: number;
}) {
  const { db, groupsRepo: repo } = deps;
  const groupsByVersion = createVersionedCache<GroupAccess['group']>(deps.cacheSize);

  /** The group and the viewer's membership, read with `executor` (a transaction's, or the pool). 404 without the group. */
  async function access(executor: Executor, groupId: string, userId: string): Promise<GroupAccess> {
    const group = await repo.findById(executor, groupId);
    if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
    const membership = await repo.membership(executor, groupId, userId);
    return { group, viewer: { ...viewerOf(userId, group, membership), groupId } };
  }

  /**
   * `access` for a route whose session query already found the group, its version and the membership (see
   * GroupScope): the group's row comes from memory while its version stands, so this costs no query at all.
   */
  async function accessIn(scope: GroupScope, userId: string): Promise<GroupAccess> {
    const { groupId, version } = scope;
    if (groupId === null) throw new NotFoundError(GROUP_NOT_FOUND);
    if (version === null) return access(db, groupId, userId);
    const group = await groupsByVersion.through(groupId, version, async () => {
      const found = await repo.findById(db, groupId);
      if (!found) throw new NotFoundError(GROUP_NOT_FOUND);
      return Object.freeze(found);
    });
    return { group, viewer: { ...viewerOf(userId, group, scope.membership), groupId } };
  }

  /**
   * The viewer rebuilt inside a write's transaction from their membership, share-locked until it commits: an
   * admin demoted or removed while their request waited cannot still act as an admin.
   */
  async function lockedViewer(tx: Executor, found: GroupAccess): Promise<GroupAccess['viewer']> {
    const { viewer, group } = found;
    const membership = await repo.holdMembership(tx, viewer.groupId, viewer.userId!);
    return { ...viewerOf(viewer.userId, group, membership), groupId: viewer.groupId };
  }

  return { access, accessIn, lockedViewer };
}

export type GroupAccessService = ReturnType<typeof createGroupAccessService>;
