import { groupPageSchema, type GroupPage } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { NotFoundError } from '../../lib/errors.js';
import type { GameweeksService } from '../gameweeks/gameweeks.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { LeaderboardsService } from '../leaderboards/leaderboards.service.js';
import type { PredictionsService } from '../predictions/predictions.service.js';

/**
 * The group page's first view in one request (as the gameweek page's `GET /gameweeks/{id}`): the page then
 * renders once, instead of once per answer of the four requests its first tab made one after the other.
 */
export async function registerGroupPageRoutes(
  app: FastifyInstance,
  deps: {
    groupsService: Pick<GroupsService, 'detailIn'>;
    gameweeksService: Pick<GameweeksService, 'listIn'>;
    leaderboardsService: Pick<LeaderboardsService, 'groupBoardIn' | 'gameweekBoardIn'>;
    predictionsService: Pick<PredictionsService, 'ownSheetIn'>;
  },
) {
  const { groupsService: groups, gameweeksService: gameweeks, leaderboardsService: leaderboards, predictionsService: predictions } = deps;
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/groups/:groupId/page',
      {
        config: { scope: 'group-page' },
        schema: {
          params: z.object({ groupId: z.string() }),
          ...describeRoute({
            summary: "A group page's first view",
            tags: 'groups',
            roles: ['signed-in'],
            description:
              "`group` as `/groups/{id}` answers it; for a member also the group's `gameweeks`, its table (`board`) and, while a gameweek is active, the caller's own prediction sheet and that gameweek's table (`active`), each as its own endpoint answers it. A non-member gets the group alone (null for the rest).",
            errors: [404],
            response: { 200: groupPageSchema },
          }),
        },
      },
      async (request): Promise<GroupPage> => {
        const { groupScope: scope, user } = request;
        const group = await groups.detailIn(scope, user.id);
        if (!group.viewer.isMember) return { group, gameweeks: null, board: null, active: null };
        // The active gameweek is the one whose predictions the session query read (same statement, same version).
        const activeId = scope.ownPredictions?.gameweekId ?? null;
        const [list, board, active] = await Promise.all([
          gameweeks.listIn(scope, user.id),
          leaderboards.groupBoardIn(scope, user.id),
          activeId && activePart(activeId),
        ]);
        return { group, gameweeks: list, board, active: active || null };

        /** The active gameweek's sheet and table; none if it was deleted since the session query read it. */
        async function activePart(gameweekId: string): Promise<GroupPage['active']> {
          try {
            const [sheet, activeBoard] = await Promise.all([
              predictions.ownSheetIn(scope, gameweekId, user),
              leaderboards.gameweekBoardIn(scope, user.id, gameweekId),
            ]);
            return { sheet, board: activeBoard };
          } catch (error) {
            if (error instanceof NotFoundError) return null;
            throw error;
          }
        }
      },
    );
  });
}
