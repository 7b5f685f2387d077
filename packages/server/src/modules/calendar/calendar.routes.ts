import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { CALENDAR_PATH, type CalendarService } from './calendar.service.js';

const linkSchema = z.object({ url: z.string().nullable().describe('The feed address (https), or null before it was asked for.') });
const madeLinkSchema = z.object({ url: z.string().describe('The feed address.') });

export async function registerCalendarRoutes(app: FastifyInstance, options: { calendarService: CalendarService }) {
  const { calendarService: calendar } = options;

  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/me/calendar',
      {
        schema: describeRoute({
          summary: 'Your calendar feed address',
          tags: 'notifications',
          roles: ['signed-in'],
          errors: [],
          response: { 200: linkSchema },
        }),
      },
      async (request) => calendar.link(request.user.id),
    );

    routes.post(
      '/api/v1/me/calendar',
      {
        schema: describeRoute({
          summary: 'Make your calendar feed address',
          tags: 'notifications',
          roles: ['signed-in'],
          description: 'Answers the address you have if you have one (so a second tab or tap does not end the first).',
          errors: [],
          response: { 200: madeLinkSchema },
        }),
      },
      async (request) => calendar.create(request.user.id),
    );

    routes.post(
      '/api/v1/me/calendar/renew',
      {
        schema: describeRoute({
          summary: 'Make a new calendar feed address',
          tags: 'notifications',
          roles: ['signed-in'],
          description: 'The previous address answers 404 from then on (a link shared by mistake is revoked so).',
          errors: [],
          response: { 200: madeLinkSchema },
        }),
      },
      async (request) => calendar.renew(request.user.id),
    );
  });

  // Calendar apps fetch the feed without a session: its address is the key.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${CALENDAR_PATH}/:file`,
    {
      schema: {
        params: z.object({ file: z.string() }),
        ...describeRoute({
          summary: 'A calendar feed (iCalendar)',
          tags: 'notifications',
          roles: ['anonymous'],
          description:
            "RFC 5545: when predictions next close in each open gameweek of the player's groups (with an alarm in each of their reminder windows) and every match still to kick off. 404 for an address that is not a current feed's.",
          errors: [404],
          documentation: { textAnswer: { contentType: 'text/calendar', description: 'The calendar.' } },
        }),
      },
    },
    async (request, reply) =>
      // The answer is text, not one of the JSON shapes the schema lists.
      (reply as FastifyReply)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await calendar.feed(request.params.file)),
  );
}
