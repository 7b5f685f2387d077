import {
  type EditLeaderboardInput,
  type GameweekLeaderboard,
  type GroupLeaderboard,
  type LeaderboardHistory,
  type MyLeaderboards,
  type Viewer,
  can,
  movementOf,
  withPhase,
  rankStandings,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { LeaderboardsRepo, Standing } from './leaderboards.repo.js';

// One collator each, built once: `localeCompare` with a locale builds one per call (~44x dearer per comparison).
const usernameOrder = new Intl.Collator('en', { sensitivity: 'base' });
const idOrder = new Intl.Collator();

/** Ties keep a stable, readable order: by name. */
const byName = (a: Standing, b: Standing) =>
  usernameOrder.compare(a.player.username, b.player.username) || idOrder.compare(a.player.id, b.player.id);

/** Standings as shared ranks them (points, then correct scores; competition ranking). */
const ranked = (standings: Standing[]) =>
  rankStandings(
    standings.map((standing) => ({ ...standing, points: standing.totalPoints })),
    byName,
  ).map(({ points: _points, ...row }) => row);

export function createLeaderboardsService(deps: {
  db: Database;
  leaderboardsRepo: LeaderboardsRepo;
  gameweeksRepo: GameweeksRepo;
  groupsService: GroupsService;
  standings: StandingsService;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { db, leaderboardsRepo: repo, gameweeksRepo, groupsService, standings, logger, clock } = deps;

  async function requireMember(viewerId: string, groupId: string) {
    const access = await groupsService.access(db, groupId, viewerId);
    enforce(access.viewer, 'viewLeaderboards', {});
    return access;
  }

  async function allTime(
    groupId: string,
    viewer: Viewer,
    group: { id: string; name: string; iconUrl: string | null },
  ): Promise<GroupLeaderboard> {
    const [{ standings, lastUpdated }, positions, currentGameweek] = await Promise.all([
      repo.allTime(db, groupId),
      repo.latestPositions(db, groupId),
      repo.activeGameweek(db, groupId),
    ]);
    return {
      group,
      rows: ranked(standings).map((row) => ({
        ...row,
        movement: movementOf(positions.previous.get(row.player.id), positions.current.get(row.player.id)),
      })),
      lastUpdated: lastUpdated?.toISOString() ?? null,
      currentGameweek,
      viewer: { isAdmin: viewer.isAdmin, canEdit: can(viewer, 'editLeaderboard', {}) },
    };
  }

  async function groupBoard(viewerId: string, groupId: string): Promise<GroupLeaderboard> {
    const access = await requireMember(viewerId, groupId);
    return allTime(groupId, access.viewer, { id: access.group.id, name: access.group.name, iconUrl: access.group.iconUrl });
  }

  return {
    groupBoard,

    /** /leaderboards: every joined group's table; one that fails is logged and left out. */
    async mine(viewerId: string): Promise<MyLeaderboards> {
      const groupIds = await repo.groupIdsOf(db, viewerId);
      const boards = await Promise.all(
        groupIds.map((groupId) =>
          groupBoard(viewerId, groupId).catch((error: unknown) => {
            logger.error({ err: error, groupId }, 'leaderboard failed to load');
            return null;
          }),
        ),
      );
      return { groups: boards.filter((board) => board !== null) };
    },

    /** An admin sets shown totals; the difference to the computed total is kept as an adjustment. */
    async edit(viewerId: string, groupId: string, input: EditLeaderboardInput): Promise<GroupLeaderboard> {
      const access = await groupsService.access(db, groupId, viewerId);
      enforce(access.viewer, 'editLeaderboard', {});
      await db.transaction(async (tx) => {
        enforce(await groupsService.lockedViewer(tx, access), 'editLeaderboard', {});
        for (const row of input.rows) {
          if ((await repo.setShownTotal(tx, groupId, row.userId, row.totalPoints)) === 0)
            throw new ValidationError('This player is not a member of the group.');
        }
        await standings.recomputeStandings(tx, [groupId]);
      });
      return groupBoard(viewerId, groupId);
    },

    async gameweekBoard(viewerId: string, gameweekId: string): Promise<GameweekLeaderboard> {
      const gameweek = await gameweeksRepo.find(db, gameweekId);
      if (!gameweek) throw new NotFoundError('The gameweek you are looking for does not exist.');
      await requireMember(viewerId, gameweek.groupId);
      const { standings, lastUpdated } = await repo.gameweek(db, gameweekId, gameweek.groupId);
      const rows = ranked(standings).map(({ correctResults: _correctResults, ...row }) => row);
      const { groupName: _groupName, ...summary } = gameweek;
      return {
        gameweek: withPhase(summary, clock()),
        rows,
        winners: gameweek.isFinished && rows.length > 0 ? rows.filter((row) => row.position === 1) : null,
        lastUpdated: lastUpdated?.toISOString() ?? null,
      };
    },

    async history(viewerId: string, groupId: string): Promise<LeaderboardHistory> {
      await requireMember(viewerId, groupId);
      const [rows, members] = await Promise.all([repo.history(db, groupId), repo.members(db, groupId)]);
      const weeks = [
        ...new Map(rows.map((row) => [row.gameweek_id, { gameweekId: row.gameweek_id, weekNumber: row.week_number }])).values(),
      ];
      return {
        weeks,
        players: members.map((player) => ({
          player,
          points: rows
            .filter((row) => row.user_id === player.id)
            .map((row) => ({ weekNumber: row.week_number, position: row.position, totalPoints: row.total_points })),
        })),
        mine: rows
          .filter((row) => row.user_id === viewerId)
          .reverse()
          .map((row) => ({
            gameweekId: row.gameweek_id,
            weekNumber: row.week_number,
            position: row.position,
            points: row.gameweek_points,
            correctScores: row.gameweek_correct_scores,
          })),
      };
    },
  };
}

export type LeaderboardsService = ReturnType<typeof createLeaderboardsService>;
