import { groupStatsSchema, myStatsSchema, playerProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityId } from '../../http/params.js';
import type { StatsService } from './stats.service.js';

export async function registerStatsRoutes(app: FastifyInstance, { statsService: stats }: { statsService: StatsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get('/api/v1/me/stats', { ...signedIn, schema: { response: { 200: myStatsSchema } } }, async (request) =>
    stats.mine((await request.requireUser()).id),
  );

  routes.get(
    '/api/v1/groups/:groupId/stats',
    { ...signedIn, schema: { params: z.object({ groupId: z.string() }), response: { 200: groupStatsSchema } } },
    async (request) => stats.ofGroup((await request.requireUser()).id, entityId(request.params.groupId, 'group')),
  );

  routes.get(
    '/api/v1/groups/:groupId/players/:userId',
    { ...signedIn, schema: { params: z.object({ groupId: z.string(), userId: z.string() }), response: { 200: playerProfileSchema } } },
    async (request) =>
      stats.profile((await request.requireUser()).id, entityId(request.params.groupId, 'group'), entityId(request.params.userId, 'player')),
  );
}
