import { homeSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import type { HomeService } from './home.service.js';

export async function registerHomeRoutes(app: FastifyInstance, { homeService: home }: { homeService: HomeService }) {
  await signedInRoutes(app, (routes) => {
    routes.get('/api/v1/me/home', { schema: { response: { 200: homeSchema } } }, async (request) => home.forUser(request.user.id));
  });
}
