import {
  createGameweekSchema,
  editGameweekMatchesSchema,
  finalScoresSchema,
  gameweekDetailSchema,
  gameweekListSchema,
  lockGameweekSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityId } from '../../http/params.js';
import type { GameweeksService } from './gameweeks.service.js';

export async function registerGameweeksRoutes(
  app: FastifyInstance,
  { gameweeksService: gameweeks }: { gameweeksService: GameweeksService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/v1/groups/:groupId/gameweeks',
    { ...signedIn, schema: { params: z.object({ groupId: z.string() }), response: { 200: gameweekListSchema } } },
    async (request) => ({ gameweeks: await gameweeks.list((await request.requireUser()).id, entityId(request.params.groupId, 'group')) }),
  );

  routes.post(
    '/api/v1/groups/:groupId/gameweeks',
    {
      ...signedIn,
      schema: { params: z.object({ groupId: z.string() }), body: createGameweekSchema, response: { 201: gameweekDetailSchema } },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await gameweeks.create(user.id, entityId(request.params.groupId, 'group'), request.body));
    },
  );

  routes.get(
    '/api/v1/gameweeks/:gameweekId',
    { ...signedIn, schema: { params: z.object({ gameweekId: z.string() }), response: { 200: gameweekDetailSchema } } },
    async (request) => gameweeks.detail(entityId(request.params.gameweekId, 'gameweek'), (await request.requireUser()).id),
  );

  const gameweekParams = z.object({ gameweekId: z.string() });

  routes.patch(
    '/api/v1/gameweeks/:gameweekId/lock',
    { ...signedIn, schema: { params: gameweekParams, body: lockGameweekSchema, response: { 200: gameweekDetailSchema } } },
    async (request) =>
      gameweeks.setLocked((await request.requireUser()).id, entityId(request.params.gameweekId, 'gameweek'), request.body.isLocked),
  );

  routes.delete('/api/v1/gameweeks/:gameweekId', { ...signedIn, schema: { params: gameweekParams } }, async (request, reply) => {
    await gameweeks.remove((await request.requireUser()).id, entityId(request.params.gameweekId, 'gameweek'));
    return reply.status(204).send();
  });

  routes.put(
    '/api/v1/gameweeks/:gameweekId/matches',
    { ...signedIn, schema: { params: gameweekParams, body: editGameweekMatchesSchema, response: { 200: gameweekDetailSchema } } },
    async (request) =>
      gameweeks.editMatches((await request.requireUser()).id, entityId(request.params.gameweekId, 'gameweek'), request.body),
  );

  routes.put(
    '/api/v1/gameweeks/:gameweekId/final-scores',
    { ...signedIn, schema: { params: gameweekParams, body: finalScoresSchema, response: { 200: gameweekDetailSchema } } },
    async (request) =>
      gameweeks.saveFinalScores((await request.requireUser()).id, entityId(request.params.gameweekId, 'gameweek'), request.body),
  );
}
