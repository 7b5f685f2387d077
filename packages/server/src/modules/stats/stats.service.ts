import { GAMEWEEK_MESSAGES, type GroupStats, type MyStats } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { StatsRepo } from './stats.repo.js';

export function createStatsService(deps: { db: Database; statsRepo: StatsRepo; groupsService: GroupsService }) {
  const { db, statsRepo: repo, groupsService } = deps;
  return {
    /** Members only: stats reveal who predicted what well, which a non-member has no business reading. */
    async ofGroup(viewerId: string, groupId: string): Promise<GroupStats> {
      const access = await groupsService.access(db, groupId, viewerId);
      if (!access.isMember) throw new ForbiddenError(GAMEWEEK_MESSAGES.notMember);
      return { players: await repo.ofGroup(db, groupId) };
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
