import {
  NOTIFICATION_MESSAGES,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  pushDeviceSchema,
  pushSubscriptionSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import { readerLocale, translateText } from '../../http/reader-locale.js';
import type { NotificationsService } from './notifications.service.js';

export async function registerNotificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/me/notifications',
      {
        schema: describeRoute({
          summary: 'Your notification settings and devices',
          tags: 'notifications',
          roles: ['signed-in'],
          description: "What you hear about by email and push, the devices that get push, and the server's VAPID public key.",
          errors: [],
          response: { 200: notificationsPageSchema },
        }),
      },
      async (request) => notifications.page(request.user.id),
    );

    routes.put(
      '/api/v1/me/notifications',
      {
        schema: {
          body: notificationSettingsInputSchema,
          ...describeRoute({
            summary: 'Change your notification settings',
            tags: 'notifications',
            roles: ['signed-in'],
            errors: [400],
            response: { 200: notificationSettingsSchema },
          }),
        },
      },
      async (request) => notifications.saveSettings(request.user.id, request.body),
    );

    routes.post(
      '/api/v1/me/push-devices',
      {
        schema: {
          body: pushSubscriptionSchema,
          ...describeRoute({
            summary: 'Turn on push notifications for this device',
            tags: 'notifications',
            roles: ['signed-in'],
            description:
              "The browser's `PushSubscription.toJSON()`. The same endpoint again replaces the stored one. 400 unless the endpoint is https on a push service of `PUSH_SERVICE_HOSTS` named by its host name (no IP address, user name or port but 443).",
            errors: [400],
            response: { 201: z.array(pushDeviceSchema) },
          }),
        },
      },
      async (request, reply) => {
        reply.status(201);
        return notifications.addDevice(request.user.id, request.body, request.headers['user-agent']);
      },
    );

    routes.delete(
      '/api/v1/me/push-devices/:deviceId',
      {
        schema: {
          params: z.object({ deviceId: z.string() }),
          ...describeRoute({
            summary: 'Stop push notifications to a device',
            tags: 'notifications',
            roles: ['signed-in'],
            errors: [404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await notifications.removeDevice(request.user.id, entityId(request.params.deviceId, 'device'));
        return reply.status(204).send();
      },
    );

    routes.post(
      '/api/v1/gameweeks/:gameweekId/remind',
      {
        config: { scope: 'gameweek' },
        schema: {
          params: z.object({ gameweekId: z.string() }),
          ...describeRoute({
            summary: 'Remind those yet to predict',
            tags: 'notifications',
            action: 'remindYetToPredict',
            description: `Emails (and pushes to) the real members missing a prediction on an open match, by the channels they keep on. At most once an hour per gameweek: 409 "${NOTIFICATION_MESSAGES.remindedRecently}".`,
            errors: [400, 403, 404, 409],
            response: { 200: z.object({ reminded: z.number().int() }) },
          }),
        },
      },
      async (request) =>
        notifications.remindYetToPredict(request.groupScope, entityId(request.params.gameweekId, 'gameweek'), request.user.id),
    );
  });

  // RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
  // header's address; the web page POSTs JSON. The token alone says who: no session, no origin check.
  await app.register(async (open) => {
    open.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // A mail client without RFC 8058 opens the header's address: show it the page that asks.
    open.withTypeProvider<ZodTypeProvider>().get(
      '/api/v1/unsubscribe',
      {
        schema: {
          querystring: z.object({ token: z.string().max(512).optional() }),
          ...describeRoute({
            summary: 'Unsubscribe page, from an email header opened in a browser',
            tags: 'notifications',
            roles: ['anonymous'],
            description: 'Redirects (303) to the web page `/unsubscribe?token=…`, which asks before unsubscribing.',
            errors: [400],
            response: { 303: noContent },
          }),
        },
      },
      async (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 303),
    );
    open.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/unsubscribe',
      {
        schema: {
          querystring: z.object({ token: z.string().max(512).optional() }),
          body: z
            .object({ token: z.string().max(512).optional() })
            .passthrough()
            .nullish(),
          ...describeRoute({
            summary: 'Unsubscribe from an email, from its link',
            tags: 'notifications',
            roles: ['anonymous'],
            description:
              'The token (query or body) from an email\'s List-Unsubscribe link turns that kind of email off; RFC 8058 one-click. 400 "This unsubscribe link is not valid." for any other token.',
            errors: [400],
            response: { 200: z.object({ message: z.string() }) },
          }),
        },
      },
      async (request) => {
        const done = await notifications.unsubscribe(request.query.token ?? request.body?.token ?? '');
        return { message: translateText(await readerLocale(request), done) };
      },
    );
  });
}
