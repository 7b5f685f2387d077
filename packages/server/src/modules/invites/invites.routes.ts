import { createInviteSchema, groupInviteSchema, invitationSchema, publicInvitationSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import { readerLocale, translateText } from '../../http/reader-locale.js';
import type { InvitesService } from './invites.service.js';

export async function registerInvitesRoutes(app: FastifyInstance, { invites }: { invites: InvitesService }) {
  const tokenParams = z.object({ token: z.string().max(200) });

  // Public: what a link offers, for a visitor who opens it before signing in (or registering).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/invites/:token/preview',
    {
      schema: {
        params: tokenParams,
        ...describeRoute({
          summary: 'What an invite link offers, to anyone holding it',
          tags: 'groups',
          roles: ['anonymous'],
          description:
            "The group's name, icon, member count and privacy, the username of whoever made the link, and whether the link is valid, expired, revoked or used up: nothing else (no group id, PIN, members or emails). 404 for a link that names nothing; wrong tokens count like wrong PINs from the address, and a burst of them is refused with 429.",
          errors: [404, 429],
          response: { 200: publicInvitationSchema },
        }),
      },
    },
    async (request) => invites.publicPreview(request.params.token, request.ip),
  );

  await signedInRoutes(app, (routes) => {
    const groupParams = z.object({ groupId: z.string() });

    routes.get(
      '/api/v1/groups/:groupId/invites',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: "A group's active invite and claim links",
            tags: 'groups',
            action: 'manageInvites',
            errors: [403, 404],
            response: { 200: z.array(groupInviteSchema) },
          }),
        },
      },
      async (request) => invites.list(request.user.id, entityId(request.params.groupId, 'group')),
    );

    routes.post(
      '/api/v1/groups/:groupId/invites',
      {
        schema: {
          params: groupParams,
          body: createInviteSchema,
          ...describeRoute({
            summary: 'Create an invite link, or a claim link for a placeholder',
            tags: 'groups',
            action: ['manageInvites', 'createClaimLink'],
            description:
              'An invite link joins without the PIN (`expiresInDays` 1, 7 or 30 or never; `maxUses` or any number). With `placeholderId`, a claim link for that placeholder member: one use, a week.',
            errors: [400, 403, 404],
            response: { 201: groupInviteSchema },
          }),
        },
      },
      async (request, reply) => {
        reply.status(201);
        return invites.create(request.user.id, entityId(request.params.groupId, 'group'), request.body);
      },
    );

    routes.delete(
      '/api/v1/groups/:groupId/invites/:inviteId',
      {
        schema: {
          params: z.object({ groupId: z.string(), inviteId: z.string() }),
          ...describeRoute({
            summary: 'Revoke an invite or claim link',
            tags: 'groups',
            action: 'manageInvites',
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await invites.revoke(request.user.id, entityId(request.params.groupId, 'group'), entityId(request.params.inviteId, 'invite'));
        return reply.status(204).send();
      },
    );

    routes.get(
      '/api/v1/invites/:token',
      {
        schema: {
          params: tokenParams,
          ...describeRoute({
            summary: 'What an invite link offers',
            tags: 'groups',
            roles: ['signed-in'],
            description:
              'The group (name, icon, member count, privacy), who made the link, whether the link is valid, expired, revoked or used up, and whether the viewer can use it. 404 for a link that names nothing; a burst of those is refused with 429.',
            errors: [404, 429],
            response: { 200: invitationSchema },
          }),
        },
      },
      async (request) => {
        const invitation = await invites.preview(request.user.id, request.params.token, request.ip);
        const { refusal } = invitation.viewer;
        // Why the link cannot be used, in the reader's words (the policy gives it as a catalogue id).
        if (refusal === null) return invitation;
        return { ...invitation, viewer: { ...invitation.viewer, refusal: translateText(await readerLocale(request), refusal) } };
      },
    );

    routes.post(
      '/api/v1/invites/:token/accept',
      {
        schema: {
          params: tokenParams,
          ...describeRoute({
            summary: 'Join by an invite link, or claim a placeholder by a claim link',
            tags: 'groups',
            action: 'acceptInvite',
            description:
              "Joins without the PIN (the group must have room), or takes over the placeholder: its predictions, points, history, adjustments and join date become the viewer's. 409 when already a member, the group is full, or the link is expired, revoked or used up.",
            errors: [404, 409, 429],
            response: { 200: z.object({ groupId: z.string(), kind: z.enum(['join', 'claim']) }) },
          }),
        },
      },
      async (request) => invites.accept(request.user.id, request.params.token, request.ip),
    );
  });
}
