import { seasonDetailSchema, setSeasonEndSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { SeasonsService } from './seasons.service.js';

export async function registerSeasonsRoutes(app: FastifyInstance, { seasonsService: seasons }: { seasonsService: SeasonsService }) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    const params = z.object({ seasonId: z.string() });

    routes.get(
      '/api/v1/seasons/:seasonId',
      {
        schema: {
          params,
          ...describeRoute({
            summary: 'A season',
            tags: 'seasons',
            action: 'viewGameweeks',
            description: "A non-member's 403 carries `details.groupId`.",
            errors: [403, 404],
            response: { 200: seasonDetailSchema },
          }),
        },
      },
      async (request) => seasons.get(request.user.id, entityId(request.params.seasonId, 'season')),
    );

    routes.patch(
      '/api/v1/seasons/:seasonId',
      {
        schema: {
          params,
          body: setSeasonEndSchema,
          ...describeRoute({
            summary: "Set a season's end date",
            tags: 'seasons',
            action: 'setSeasonEnd',
            description: 'Once (409 when already set); not in the past, at least a day after the start.',
            errors: [400, 403, 404, 409],
            response: { 200: seasonDetailSchema },
          }),
        },
      },
      async (request) => seasons.setEndDate(request.user.id, entityId(request.params.seasonId, 'season'), request.body.endDate),
    );
  });
}
