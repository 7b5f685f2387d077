import { seasonDetailSchema, setSeasonEndSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { entityId } from '../../http/params.js';
import type { SeasonsService } from './seasons.service.js';

export async function registerSeasonsRoutes(app: FastifyInstance, { seasonsService: seasons }: { seasonsService: SeasonsService }) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    const params = z.object({ seasonId: z.string() });

    routes.get('/api/v1/seasons/:seasonId', { schema: { params, response: { 200: seasonDetailSchema } } }, async (request) =>
      seasons.get(request.user.id, entityId(request.params.seasonId, 'season')),
    );

    routes.patch(
      '/api/v1/seasons/:seasonId',
      { schema: { params, body: setSeasonEndSchema, response: { 200: seasonDetailSchema } } },
      async (request) => seasons.setEndDate(request.user.id, entityId(request.params.seasonId, 'season'), request.body.endDate),
    );
  });
}
