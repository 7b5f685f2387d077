import { fakeMemberSchema, memberPageSchema, memberRoleSchema, memberSchema, MEMBERS_PAGE_SIZE } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
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
      { schema: { params: groupParams, querystring: pageQuery, response: { 200: memberPageSchema } } },
      async (request) => {
        return members.page(request.user.id, entityId(request.params.groupId, 'group'), request.query.offset, request.query.limit);
      },
    );

    routes.patch(
      '/api/v1/groups/:groupId/members/:userId',
      { schema: { params: memberParams, body: memberRoleSchema } },
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

    routes.delete('/api/v1/groups/:groupId/members/:userId', { schema: { params: memberParams } }, async (request, reply) => {
      await members.remove(request.user.id, entityId(request.params.groupId, 'group'), entityId(request.params.userId, 'member'));
      return reply.status(204).send();
    });

    routes.post(
      '/api/v1/groups/:groupId/fake-members',
      { schema: { params: groupParams, body: fakeMemberSchema, response: { 201: memberSchema } } },
      async (request, reply) => {
        return reply
          .status(201)
          .send(await members.addFake(request.user.id, entityId(request.params.groupId, 'group'), request.body.username));
      },
    );
  });
}
