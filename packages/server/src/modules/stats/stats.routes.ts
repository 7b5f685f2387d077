import { groupStatsSchema, myStatsSchema, playerProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { entityId } from '../../http/params.js';
import type { StatsService } from './stats.service.js';

export async function registerStatsRoutes(app: FastifyInstance, { statsService: stats }: { statsService: StatsService }) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    routes.get('/api/v1/me/stats', { schema: { response: { 200: myStatsSchema } } }, async (request) => stats.mine(request.user.id));

    routes.get(
      '/api/v1/groups/:groupId/stats',
      { schema: { params: z.object({ groupId: z.string() }), response: { 200: groupStatsSchema } } },
      async (request) => stats.ofGroup(request.user.id, entityId(request.params.groupId, 'group')),
    );

    routes.get(
      '/api/v1/groups/:groupId/players/:userId',
      { schema: { params: z.object({ groupId: z.string(), userId: z.string() }), response: { 200: playerProfileSchema } } },
      async (request) =>
        stats.profile(request.user.id, entityId(request.params.groupId, 'group'), entityId(request.params.userId, 'player')),
    );
  });
}
