import {
  gameweekPredictionsPageSchema,
  gameweekPredictionsQuerySchema,
  matchDetailSchema,
  myPredictionsSchema,
  predictionSheetSchema,
  savePredictionsSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { entityId } from '../../http/params.js';
import type { PredictionsService } from './predictions.service.js';

export async function registerPredictionsRoutes(
  app: FastifyInstance,
  { predictionsService: predictions }: { predictionsService: PredictionsService },
) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    const playerParams = z.object({ gameweekId: z.string(), userId: z.string() });

    routes.get('/api/v1/me/predictions', { schema: { response: { 200: myPredictionsSchema } } }, async (request) =>
      predictions.mine(request.user.id),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
      { schema: { params: playerParams, response: { 200: predictionSheetSchema } } },
      async (request) =>
        predictions.sheet(request.user.id, entityId(request.params.gameweekId, 'gameweek'), entityId(request.params.userId, 'player')),
    );

    routes.put(
      '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
      { schema: { params: playerParams, body: savePredictionsSchema, response: { 200: predictionSheetSchema } } },
      async (request) =>
        predictions.save(
          request.user.id,
          entityId(request.params.gameweekId, 'gameweek'),
          entityId(request.params.userId, 'player'),
          request.body,
        ),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/predictions',
      {
        schema: {
          params: z.object({ gameweekId: z.string() }),
          querystring: gameweekPredictionsQuerySchema,
          response: { 200: gameweekPredictionsPageSchema },
        },
      },
      async (request) => predictions.gameweekPage(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.query),
    );

    routes.get(
      '/api/v1/matches/:matchId',
      { schema: { params: z.object({ matchId: z.string() }), response: { 200: matchDetailSchema } } },
      async (request) => predictions.match(request.user.id, entityId(request.params.matchId, 'match')),
    );
  });
}
