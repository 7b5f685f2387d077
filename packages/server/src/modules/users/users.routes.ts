import { profileSchema, sessionResponseSchema, updateProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { type UsersService, toProfile } from './users.service.js';

export async function registerUsersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Who is signed in: `{ user: null }` for a visitor, so the app can ask without provoking a 401.
  routes.get('/api/v1/session', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => {
    const user = await request.refreshSession();
    return { user: user ? toProfile(user) : null };
  });

  await signedInRoutes(app, (signedIn) => {
    signedIn.get('/api/v1/me', { schema: { response: { 200: profileSchema } } }, async (request) => toProfile(request.user));

    signedIn.patch('/api/v1/me', { schema: { body: updateProfileSchema, response: { 200: profileSchema } } }, async (request) =>
      usersService.updateUsername(request.user.id, request.body.username),
    );
  });
}
