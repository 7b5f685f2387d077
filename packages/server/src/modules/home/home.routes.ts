import { homeSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HomeService } from './home.service.js';

export async function registerHomeRoutes(app: FastifyInstance, { homeService: home }: { homeService: HomeService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/me/home', { onRequest: app.authenticate, schema: { response: { 200: homeSchema } } }, async (request) =>
      home.forUser((await request.requireUser()).id),
    );
}
