import {
  editLeaderboardSchema,
  gameweekLeaderboardSchema,
  seasonLeaderboardSchema,
  groupLeaderboardSchema,
  leaderboardHistorySchema,
  myLeaderboardsSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { LeaderboardsService } from './leaderboards.service.js';

export async function registerLeaderboardsRoutes(
  app: FastifyInstance,
  { leaderboardsService: leaderboards }: { leaderboardsService: LeaderboardsService },
) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    const groupParams = z.object({ groupId: z.string() });

    routes.get(
      '/api/v1/me/leaderboards',
      {
        schema: {
          ...describeRoute({
            summary: 'The table of each of your groups',
            tags: 'leaderboards',
            roles: ['signed-in'],
            description: 'One that fails to load is logged and left out.',
            errors: [],
            response: { 200: myLeaderboardsSchema },
          }),
        },
      },
      async (request) => leaderboards.mine(request.user.id),
    );

    routes.get(
      '/api/v1/groups/:groupId/leaderboard',
      {
        config: { scope: 'group' },
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: "A group's table",
            tags: 'leaderboards',
            action: 'viewLeaderboards',
            description:
              'Competition ranking by points, then correct scores. While a match of the group is in play (`live`), each row also has `livePoints`: what the predictions on it would get if it ended now (never part of `totalPoints`).',
            errors: [403, 404],
            response: { 200: groupLeaderboardSchema },
          }),
        },
      },
      async (request) => leaderboards.groupBoardIn(request.groupScope, request.user.id),
    );

    routes.put(
      '/api/v1/groups/:groupId/leaderboard',
      {
        schema: {
          params: groupParams,
          body: editLeaderboardSchema,
          ...describeRoute({
            summary: "Edit a group's table",
            tags: 'leaderboards',
            action: 'editLeaderboard',
            description: 'The shown totals; the difference to the computed total is kept as an adjustment that survives recomputes.',
            errors: [400, 403, 404],
            response: { 200: groupLeaderboardSchema },
          }),
        },
      },
      async (request) => leaderboards.edit(request.user.id, entityId(request.params.groupId, 'group'), request.body),
    );

    routes.get(
      '/api/v1/groups/:groupId/leaderboard/history',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: "A group's positions week by week",
            tags: 'leaderboards',
            action: 'viewLeaderboards',
            errors: [403, 404],
            response: { 200: leaderboardHistorySchema },
          }),
        },
      },
      async (request) => leaderboards.history(request.user.id, entityId(request.params.groupId, 'group')),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/leaderboard',
      {
        schema: {
          params: z.object({ gameweekId: z.string() }),
          ...describeRoute({
            summary: "A gameweek's table",
            tags: 'leaderboards',
            action: 'viewLeaderboards',
            description:
              "Winners once the gameweek is finished. While a match of it is in play (`live`), positions follow each row's live totals (`liveTotalPoints`, then `liveCorrectScores`): settled points plus what the matches in play would give if they ended now.",
            errors: [403, 404],
            response: { 200: gameweekLeaderboardSchema },
          }),
        },
      },
      async (request) => leaderboards.gameweekBoard(request.user.id, entityId(request.params.gameweekId, 'gameweek')),
    );

    routes.get(
      '/api/v1/seasons/:seasonId/leaderboard',
      {
        schema: {
          params: z.object({ seasonId: z.string() }),
          ...describeRoute({
            summary: "A season's table",
            tags: 'leaderboards',
            action: 'viewLeaderboards',
            description:
              "The points of the season's gameweeks plus its settled bonus questions' (`bonusPoints`, part of `totalPoints`), ranked by the group's tiebreaks. A non-member's 403 carries `details.groupId`.",
            errors: [403, 404],
            response: { 200: seasonLeaderboardSchema },
          }),
        },
      },
      async (request) => leaderboards.seasonBoard(request.user.id, entityId(request.params.seasonId, 'season')),
    );
  });
}
