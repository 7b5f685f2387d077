import { type GroupStats, type MyStats, type PlayerProfile, GROUP_MESSAGES } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError } from '../../lib/errors.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import type { StatsRepo } from './stats.repo.js';

export function createStatsService(deps: { db: Database; statsRepo: StatsRepo; groupAccess: Pick<GroupAccessService, 'access'> }) {
  const { db, statsRepo: repo, groupAccess } = deps;
  return {
    /** Members only: stats reveal who predicted what well, which a non-member has no business reading. */
    async ofGroup(viewerId: string, groupId: string): Promise<GroupStats> {
      const access = await groupAccess.access(db, groupId, viewerId);
      enforce(access.viewer, 'viewLeaderboards', {});
      return { players: await repo.ofGroup(db, groupId) };
    },

    /** A member's profile in a group, for the group's members. */
    async profile(viewerId: string, groupId: string, playerId: string): Promise<PlayerProfile> {
      const access = await groupAccess.access(db, groupId, viewerId);
      enforce(access.viewer, 'viewLeaderboards', {});
      const membership = await repo.membership(db, groupId, playerId);
      const entry = membership ? (await repo.ofGroup(db, groupId)).find((candidate) => candidate.player.id === playerId) : undefined;
      if (!membership || !entry) throw new NotFoundError(GROUP_MESSAGES.playerNotMember);
      return {
        group: { id: access.group.id, name: access.group.name },
        player: entry.player,
        memberSince: membership.joinedAt.toISOString(),
        isAdmin: membership.isAdmin || access.group.ownerId === playerId,
        stats: entry.stats,
      };
    },

    /** "Your Stats": the viewer's figures in each joined group. */
    async mine(viewerId: string): Promise<MyStats> {
      const groups = await repo.groupsOf(db, viewerId);
      const entries = await Promise.all(
        groups.map(async (group) => {
          const own = (await repo.ofGroup(db, group.id)).find((entry) => entry.player.id === viewerId);
          return own ? { group, stats: own.stats } : null;
        }),
      );
      return { groups: entries.filter((entry) => entry !== null) };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
