import { HOME_UPCOMING_MATCHES, type Home } from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { LeaderboardsService } from '../leaderboards/leaderboards.service.js';
import type { HomeRepo } from './home.repo.js';

/** The home page's data in one request. */
export function createHomeService(deps: {
  db: Database;
  homeRepo: HomeRepo;
  groupsService: GroupsService;
  leaderboardsService: LeaderboardsService;
  clock: () => Date;
}) {
  const { db, homeRepo: repo, groupsService, leaderboardsService, clock } = deps;
  return {
    async forUser(userId: string): Promise<Home> {
      const [{ yourGroups }, upcoming, boards] = await Promise.all([
        groupsService.list(userId),
        repo.upcoming(db, userId, clock(), HOME_UPCOMING_MATCHES),
        leaderboardsService.mine(userId),
      ]);
      return {
        groups: yourGroups,
        upcoming,
        rankings: boards.groups.flatMap((board) => {
          const mine = board.rows.find((row) => row.player.id === userId);
          return mine
            ? [
                {
                  group: board.group,
                  position: mine.position,
                  of: board.rows.length,
                  points: mine.totalPoints,
                  correctScores: mine.correctScores,
                },
              ]
            : [];
        }),
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
