import { GROUP_MESSAGES, MEMBERS_PAGE_SIZE, type Member, type MemberPage } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { MembersRepo } from './members.repo.js';

export function createMembersService(deps: {
  db: Database;
  membersRepo: MembersRepo;
  groupsRepo: GroupsRepo;
  groupsService: GroupsService;
  scoring: StandingsService;
  clock: () => Date;
}) {
  const { db, membersRepo: repo, groupsRepo, groupsService, scoring, clock } = deps;

  async function requireAdmin(userId: string, groupId: string) {
    const found = await groupsService.access(db, groupId, userId);
    if (!found.isMember) throw new ForbiddenError(GROUP_MESSAGES.notMember);
    if (!found.isAdmin) throw new ForbiddenError(GROUP_MESSAGES.adminsOnly);
    return found;
  }

  /** The member an admin acts on: not themselves, never the owner. */
  async function target(groupId: string, ownerId: string, actorId: string, userId: string) {
    if (userId === actorId) throw new ForbiddenError('You cannot change your own membership here.');
    if (userId === ownerId) throw new ForbiddenError('The group owner cannot be changed.');
    const member = await repo.member(db, groupId, userId);
    if (!member) throw new NotFoundError('That user is not a member of this group.');
    return member;
  }

  return {
    /** Members, a page at a time. Hidden from non-members of a private group (a public group's list is open). */
    async page(userId: string, groupId: string, offset: number, limit = MEMBERS_PAGE_SIZE): Promise<MemberPage> {
      const { group, isMember } = await groupsService.access(db, groupId, userId);
      if (!group.isPublic && !isMember) throw new ForbiddenError(GROUP_MESSAGES.notMember);
      return repo.page(db, groupId, offset, limit);
    },

    async setAdmin(actorId: string, groupId: string, userId: string, isAdmin: boolean): Promise<void> {
      const { group } = await requireAdmin(actorId, groupId);
      const member = await target(groupId, group.ownerId, actorId, userId);
      if (member.isFake) throw new ValidationError('Placeholder members cannot be admins.');
      await repo.setAdmin(db, groupId, userId, isAdmin);
    },

    /** Removes a member (their data in the group goes too); a placeholder member's user record is deleted. */
    async remove(actorId: string, groupId: string, userId: string): Promise<void> {
      const { group } = await requireAdmin(actorId, groupId);
      const member = await target(groupId, group.ownerId, actorId, userId);
      await db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [groupId]);
        await groupsRepo.removeMember(tx, groupId, userId);
        if (member.isFake) await repo.deleteUser(tx, userId);
        await scoring.recomputeStandings(tx, [groupId]);
      });
    },

    /** Creates a placeholder member the admins predict for; counts towards the member limit. */
    async addFake(actorId: string, groupId: string, username: string): Promise<Member> {
      await requireAdmin(actorId, groupId);
      return db.transaction(async (tx) => {
        await scoring.lockGroups(tx, [groupId]);
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId);
        if (!locked) throw new NotFoundError('The group you are looking for does not exist.');
        if (locked.member_count >= locked.max_members) throw new ConflictError(GROUP_MESSAGES.groupFull);
        const userId = await repo.insertFakeUser(tx, username);
        await groupsRepo.addMember(tx, { groupId, userId, isAdmin: false, activeSeasonId: locked.active_season_id, joinedAt: clock() });
        await scoring.recomputeStandings(tx, [groupId]);
        return (await repo.one(tx, groupId, userId))!;
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
