import { homeSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import type { HomeService } from './home.service.js';

export async function registerHomeRoutes(app: FastifyInstance, { homeService: home }: { homeService: HomeService }) {
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/me/home',
      {
        config: { scope: 'memberships' },
        schema: {
          ...describeRoute({
            summary: 'The home page',
            tags: 'home',
            roles: ['signed-in'],
            description:
              'Your groups, how many predictions you have to make (open matches without your prediction, a real fixture in several groups once), the next 3 matches of open active gameweeks (with your prediction) and your rankings, in one request.',
            errors: [],
            response: { 200: homeSchema },
          }),
        },
      },
      async (request) => home.forUser(request.user.id, request.memberships),
    );
  });
}
