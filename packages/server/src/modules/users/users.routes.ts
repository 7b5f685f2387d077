import { profileSchema, sessionResponseSchema, updateProfileSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { browserLocaleOf } from '../../http/reader-locale.js';
import { type UsersService, toProfile } from './users.service.js';

export async function registerUsersRoutes(app: FastifyInstance, { usersService }: { usersService: UsersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Who is signed in: `{ user: null }` for a visitor, so the app can ask without provoking a 401.
  routes.get(
    '/api/v1/session',
    {
      schema: {
        ...describeRoute({
          summary: 'Who is signed in',
          tags: 'session',
          roles: ['anonymous'],
          description: '`{ user: null }` for a visitor, so the app can ask without provoking a 401.',
          errors: [],
          response: { 200: sessionResponseSchema },
        }),
      },
    },
    async (request) => {
      const user = await request.refreshSession();
      if (user) usersService.noteBrowserLocale(user, browserLocaleOf(request), request.log);
      return { user: user ? toProfile(user) : null };
    },
  );

  await signedInRoutes(app, (signedIn) => {
    signedIn.get(
      '/api/v1/me',
      {
        schema: {
          ...describeRoute({
            summary: 'Your profile',
            tags: 'session',
            roles: ['signed-in'],
            errors: [],
            response: { 200: profileSchema },
          }),
        },
      },
      async (request) => toProfile(request.user),
    );

    signedIn.patch(
      '/api/v1/me',
      {
        schema: {
          body: updateProfileSchema,
          ...describeRoute({
            summary: 'Change your username, language or time zone',
            tags: 'session',
            roles: ['signed-in'],
            description:
              'Any of: `username` (trimmed, 1-40 characters), `locale` (`en`, `de`, `es`, or null to follow the browser), `timeZone` (an IANA zone such as `Europe/Berlin`). Emails and pushes follow the language and zone.',
            errors: [400, 403],
            response: { 200: profileSchema },
          }),
        },
      },
      async (request) => {
        const profile = await usersService.updateProfile(request.user.id, request.body);
        // Back to the browser's language: note which it is now, for the emails to come.
        if (request.body.locale === null)
          usersService.noteBrowserLocale({ ...request.user, locale: null, browserLocale: null }, browserLocaleOf(request), request.log);
        return profile;
      },
    );
  });
}
