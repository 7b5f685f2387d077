import {
  createGameweekSchema,
  editGameweekMatchesSchema,
  finalScoresSchema,
  gameweekDetailSchema,
  gameweekListSchema,
  lockGameweekSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { entityId } from '../../http/params.js';
import type { GameweeksService } from './gameweeks.service.js';

export async function registerGameweeksRoutes(
  app: FastifyInstance,
  { gameweeksService: gameweeks }: { gameweeksService: GameweeksService },
) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/groups/:groupId/gameweeks',
      { schema: { params: z.object({ groupId: z.string() }), response: { 200: gameweekListSchema } } },
      async (request) => ({ gameweeks: await gameweeks.list(request.user.id, entityId(request.params.groupId, 'group')) }),
    );

    routes.post(
      '/api/v1/groups/:groupId/gameweeks',
      {
        schema: { params: z.object({ groupId: z.string() }), body: createGameweekSchema, response: { 201: gameweekDetailSchema } },
      },
      async (request, reply) => {
        return reply.status(201).send(await gameweeks.create(request.user.id, entityId(request.params.groupId, 'group'), request.body));
      },
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId',
      { schema: { params: z.object({ gameweekId: z.string() }), response: { 200: gameweekDetailSchema } } },
      async (request) => gameweeks.detail(entityId(request.params.gameweekId, 'gameweek'), request.user.id),
    );

    const gameweekParams = z.object({ gameweekId: z.string() });

    routes.patch(
      '/api/v1/gameweeks/:gameweekId/lock',
      { schema: { params: gameweekParams, body: lockGameweekSchema, response: { 200: gameweekDetailSchema } } },
      async (request) => gameweeks.setLocked(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body.isLocked),
    );

    routes.delete('/api/v1/gameweeks/:gameweekId', { schema: { params: gameweekParams } }, async (request, reply) => {
      await gameweeks.remove(request.user.id, entityId(request.params.gameweekId, 'gameweek'));
      return reply.status(204).send();
    });

    routes.put(
      '/api/v1/gameweeks/:gameweekId/matches',
      { schema: { params: gameweekParams, body: editGameweekMatchesSchema, response: { 200: gameweekDetailSchema } } },
      async (request) => gameweeks.editMatches(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body),
    );

    routes.put(
      '/api/v1/gameweeks/:gameweekId/final-scores',
      { schema: { params: gameweekParams, body: finalScoresSchema, response: { 200: gameweekDetailSchema } } },
      async (request) => gameweeks.saveFinalScores(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body),
    );
  });
}
