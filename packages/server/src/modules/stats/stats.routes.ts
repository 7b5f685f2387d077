import { groupStatsSchema, myStatsSchema, playerProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { StatsService } from './stats.service.js';

export async function registerStatsRoutes(app: FastifyInstance, { statsService: stats }: { statsService: StatsService }) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/me/stats',
      {
        schema: {
          ...describeRoute({
            summary: 'Your stats in each of your groups',
            tags: 'stats',
            roles: ['signed-in'],
            errors: [],
            response: { 200: myStatsSchema },
          }),
        },
      },
      async (request) => stats.mine(request.user.id),
    );

    routes.get(
      '/api/v1/groups/:groupId/stats',
      {
        schema: {
          params: z.object({ groupId: z.string() }),
          ...describeRoute({
            summary: "Every player's stats in a group",
            tags: 'stats',
            action: 'viewLeaderboards',
            description: 'Definitions in `shared/src/stats.ts`.',
            errors: [403, 404],
            response: { 200: groupStatsSchema },
          }),
        },
      },
      async (request) => stats.ofGroup(request.user.id, entityId(request.params.groupId, 'group')),
    );

    routes.get(
      '/api/v1/groups/:groupId/players/:userId',
      {
        schema: {
          params: z.object({ groupId: z.string(), userId: z.string() }),
          ...describeRoute({
            summary: "A player's profile in a group",
            tags: 'stats',
            action: 'viewLeaderboards',
            description: '404 when the player is not a member.',
            errors: [403, 404],
            response: { 200: playerProfileSchema },
          }),
        },
      },
      async (request) =>
        stats.profile(request.user.id, entityId(request.params.groupId, 'group'), entityId(request.params.userId, 'player')),
    );
  });
}
