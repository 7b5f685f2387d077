import {
  gameweekPredictionsPageSchema,
  gameweekPredictionsQuerySchema,
  matchDetailSchema,
  myPredictionsSchema,
  predictionSheetSchema,
  savePredictionsSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityId } from '../../http/params.js';
import type { PredictionsService } from './predictions.service.js';

export async function registerPredictionsRoutes(
  app: FastifyInstance,
  { predictionsService: predictions }: { predictionsService: PredictionsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const playerParams = z.object({ gameweekId: z.string(), userId: z.string() });

  routes.get('/api/v1/me/predictions', { ...signedIn, schema: { response: { 200: myPredictionsSchema } } }, async (request) =>
    predictions.mine((await request.requireUser()).id),
  );

  routes.get(
    '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
    { ...signedIn, schema: { params: playerParams, response: { 200: predictionSheetSchema } } },
    async (request) =>
      predictions.sheet(
        (await request.requireUser()).id,
        entityId(request.params.gameweekId, 'gameweek'),
        entityId(request.params.userId, 'player'),
      ),
  );

  routes.put(
    '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
    { ...signedIn, schema: { params: playerParams, body: savePredictionsSchema, response: { 200: predictionSheetSchema } } },
    async (request) =>
      predictions.save(
        (await request.requireUser()).id,
        entityId(request.params.gameweekId, 'gameweek'),
        entityId(request.params.userId, 'player'),
        request.body,
      ),
  );

  routes.get(
    '/api/v1/gameweeks/:gameweekId/predictions',
    {
      ...signedIn,
      schema: {
        params: z.object({ gameweekId: z.string() }),
        querystring: gameweekPredictionsQuerySchema,
        response: { 200: gameweekPredictionsPageSchema },
      },
    },
    async (request) =>
      predictions.gameweekPage((await request.requireUser()).id, entityId(request.params.gameweekId, 'gameweek'), request.query),
  );

  routes.get(
    '/api/v1/matches/:matchId',
    { ...signedIn, schema: { params: z.object({ matchId: z.string() }), response: { 200: matchDetailSchema } } },
    async (request) => predictions.match((await request.requireUser()).id, entityId(request.params.matchId, 'match')),
  );
}
