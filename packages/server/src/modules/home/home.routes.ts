import { homeSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HomeService } from './home.service.js';
import { describeRoute } from '../../http/openapi.js';

export async function registerHomeRoutes(app: FastifyInstance, { homeService: home }: { homeService: HomeService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/me/home',
    {
      onRequest: app.authenticate,
      schema: {
        ...describeRoute({
          summary: 'The home page',
          tags: 'home',
          roles: ['signed-in'],
          description: 'Your groups, the next 3 matches of open active gameweeks (with your prediction) and your rankings, in one request.',
          errors: [],
          response: { 200: homeSchema },
        }),
      },
    },
    async (request) => home.forUser((await request.requireUser()).id),
  );
}
