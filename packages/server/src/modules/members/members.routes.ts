import { placeholderMemberSchema, memberPageSchema, memberRoleSchema, memberSchema, MEMBERS_PAGE_SIZE } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { MembersService } from './members.service.js';

const groupParams = z.object({ groupId: z.string() });
const memberParams = z.object({ groupId: z.string(), userId: z.string() });
const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(MEMBERS_PAGE_SIZE),
});

export async function registerMembersRoutes(app: FastifyInstance, { membersService: members }: { membersService: MembersService }) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/groups/:groupId/members',
      {
        schema: {
          params: groupParams,
          querystring: pageQuery,
          ...describeRoute({
            summary: "A group's members, a page at a time",
            tags: 'members',
            action: 'viewMembers',
            description: 'Owner first, then admins, then by joining date; 10 a page by default.',
            errors: [400, 403, 404],
            response: { 200: memberPageSchema },
          }),
        },
      },
      async (request) => {
        return members.page(request.user.id, entityId(request.params.groupId, 'group'), request.query.offset, request.query.limit);
      },
    );

    routes.patch(
      '/api/v1/groups/:groupId/members/:userId',
      {
        schema: {
          params: memberParams,
          body: memberRoleSchema,
          ...describeRoute({
            summary: 'Make a member an admin, or not',
            tags: 'members',
            action: 'toggleAdmin',
            description: 'Not on oneself or the owner (403), nor a placeholder (400).',
            errors: [400, 403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await members.setAdmin(
          request.user.id,
          entityId(request.params.groupId, 'group'),
          entityId(request.params.userId, 'member'),
          request.body.isAdmin,
        );
        return reply.status(204).send();
      },
    );

    routes.delete(
      '/api/v1/groups/:groupId/members/:userId',
      {
        schema: {
          params: memberParams,
          ...describeRoute({
            summary: 'Remove a member',
            tags: 'members',
            action: 'removeMember',
            description: "Not oneself or the owner (403); a placeholder's user record is deleted too.",
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await members.remove(request.user.id, entityId(request.params.groupId, 'group'), entityId(request.params.userId, 'member'));
        return reply.status(204).send();
      },
    );

    // "placeholder" is the product's word; the old path answers the same for one release (deprecated).
    for (const path of ['placeholder-members', 'fake-members'] as const) {
      routes.post(
        `/api/v1/groups/:groupId/${path}`,
        {
          schema: {
            params: groupParams,
            body: placeholderMemberSchema,
            ...describeRoute({
              summary: path === 'fake-members' ? 'Add a placeholder member (old path)' : 'Add a placeholder member',
              tags: 'members',
              action: 'addPlaceholder',
              description:
                path === 'fake-members'
                  ? 'Deprecated: use `POST /api/v1/groups/{groupId}/placeholder-members`, which answers the same. This path goes in the next release.'
                  : 'Counts towards the member limit (409 when full).',
              errors: [400, 403, 404, 409],
              response: { 201: memberSchema },
              deprecated: path === 'fake-members',
            }),
          },
        },
        async (request, reply) => {
          return reply
            .status(201)
            .send(await members.addPlaceholderMember(request.user.id, entityId(request.params.groupId, 'group'), request.body.username));
        },
      );
    }
  });
}
