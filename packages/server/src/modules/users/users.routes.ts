import { profileSchema, updateProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.js';

export async function registerUsersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v1/me', { onRequest: app.authenticate, schema: { response: { 200: profileSchema } } }, async (request) => {
    const user = await request.requireUser();
    return usersService.getProfile(user.id);
  });

  routes.patch('/api/v1/me', { onRequest: app.authenticate, schema: { body: updateProfileSchema, response: { 200: profileSchema } } }, async (request) => {
    const user = await request.requireUser();
    return usersService.updateUsername(user.id, request.body.username);
  });
}
