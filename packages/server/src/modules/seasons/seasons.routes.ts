import { seasonDetailSchema, setSeasonEndSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityId } from '../../http/params.js';
import type { SeasonsService } from './seasons.service.js';

export async function registerSeasonsRoutes(app: FastifyInstance, { seasonsService: seasons }: { seasonsService: SeasonsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ seasonId: z.string() });

  routes.get(
    '/api/v1/seasons/:seasonId',
    { onRequest: app.authenticate, schema: { params, response: { 200: seasonDetailSchema } } },
    async (request) => seasons.get((await request.requireUser()).id, entityId(request.params.seasonId, 'season')),
  );

  routes.patch(
    '/api/v1/seasons/:seasonId',
    { onRequest: app.authenticate, schema: { params, body: setSeasonEndSchema, response: { 200: seasonDetailSchema } } },
    async (request) =>
      seasons.setEndDate((await request.requireUser()).id, entityId(request.params.seasonId, 'season'), request.body.endDate),
  );
}
