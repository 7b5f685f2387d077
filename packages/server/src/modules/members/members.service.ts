import { MEMBERS_PAGE_SIZE, type Member, type MemberPage, memberViewer, entityNotFoundMessage } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError } from '../../lib/errors.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { MembersRepo } from './members.repo.js';

export function createMembersService(deps: {
  db: Database;
  membersRepo: MembersRepo;
  groupsRepo: GroupsRepo;
  gameweeksRepo: GameweeksRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'lockedViewer'>;
  standings: Pick<StandingsService, 'lockGroups' | 'recomputeStandings'>;
  clock: () => Date;
}) {
  const { db, membersRepo: repo, groupsRepo, gameweeksRepo, groupAccess, standings, clock } = deps;

  /** The member an admin acts on, as the policy sees them (null when not in the group). */
  async function target(groupId: string, ownerId: string, userId: string) {
    const member = await repo.member(db, groupId, userId);
    return member && { userId, isPlaceholder: member.isPlaceholder, isOwner: userId === ownerId };
  }

  return {
    /** Members, a page at a time, each with what the viewer may do to them. Hidden from non-members of a private group. */
    async page(userId: string, groupId: string, offset: number, limit = MEMBERS_PAGE_SIZE): Promise<MemberPage> {
      const { group, viewer } = await groupAccess.access(db, groupId, userId);
      enforce(viewer, 'viewMembers', { group });
      const [page, activeGameweek] = await Promise.all([repo.page(db, groupId, offset, limit), gameweeksRepo.activeState(db, groupId)]);
      const now = clock();
      return {
        total: page.total,
        members: page.members.map((member) => ({
          ...member,
          viewer: memberViewer(
            viewer,
            { userId: member.id, isPlaceholder: member.isPlaceholder, isOwner: member.isOwner },
            activeGameweek,
            now,
          ),
        })),
      };
    },

    async setAdmin(actorId: string, groupId: string, userId: string, isAdmin: boolean): Promise<void> {
      const access = await groupAccess.access(db, groupId, actorId);
      const member = await target(groupId, access.group.ownerId, userId);
      enforce(access.viewer, 'toggleAdmin', { target: member });
      await db.transaction(async (tx) => {
        enforce(await groupAccess.lockedViewer(tx, access), 'toggleAdmin', { target: member });
        await repo.setAdmin(tx, groupId, userId, isAdmin);
      });
    },

    /** Removes a member (their data in the group goes too); a placeholder member's user record is deleted. */
    async remove(actorId: string, groupId: string, userId: string): Promise<void> {
      const access = await groupAccess.access(db, groupId, actorId);
      const member = await target(groupId, access.group.ownerId, userId);
      enforce(access.viewer, 'removeMember', { target: member });
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [groupId]);
        enforce(await groupAccess.lockedViewer(tx, access), 'removeMember', { target: member });
        await groupsRepo.removeMember(tx, groupId, userId);
        if (member!.isPlaceholder) await repo.deleteUser(tx, userId);
        await standings.recomputeStandings(tx, [groupId]);
      });
    },

    /** Creates a placeholder member the admins predict for; counts towards the member limit. */
    async addPlaceholderMember(actorId: string, groupId: string, username: string): Promise<Member> {
      const access = await groupAccess.access(db, groupId, actorId);
      enforce(access.viewer, 'addPlaceholder', { group: access.group });
      return db.transaction(async (tx) => {
        await standings.lockGroups(tx, [groupId]);
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId);
        if (!locked) throw new NotFoundError(entityNotFoundMessage('group'));
        const lockedGroup = { isPublic: locked.is_public, memberCount: locked.member_count, maxMembers: locked.max_members };
        enforce(await groupAccess.lockedViewer(tx, access), 'addPlaceholder', { group: lockedGroup });
        const userId = await repo.insertPlaceholderUser(tx, username);
        await groupsRepo.addMember(tx, { groupId, userId, isAdmin: false, activeSeasonId: locked.active_season_id, joinedAt: clock() });
        await standings.recomputeStandings(tx, [groupId]);
        return (await repo.one(tx, groupId, userId))!;
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
