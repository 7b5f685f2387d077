import { createGameweekSchema, gameweekDetailSchema, gameweekListSchema } from '@scoreline/shared';
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
}
