import {
  GROUP_ICON_CACHE_SECONDS,
  createGroupSchema,
  groupDetailSchema,
  groupListSchema,
  joinGroupSchema,
  updateGroupSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { entityId } from '../../http/params.js';
import { NotFoundError } from '../../lib/errors.js';
import { readGroupForm } from './group-form.js';
import { ICON_CONTENT_TYPE } from './group-icon.js';
import type { GroupsService } from './groups.service.js';

const groupParams = z.object({ groupId: z.string() });

export async function registerGroupsRoutes(app: FastifyInstance, deps: { groupsService: GroupsService; storage: FileStorage }) {
  const { groupsService: groups, storage } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await signedInRoutes(app, (signedIn) => {
    signedIn.get('/api/v1/groups', { schema: { response: { 200: groupListSchema } } }, async (request) => {
      return groups.list(request.user.id);
    });

    signedIn.post('/api/v1/groups', { schema: { response: { 201: groupDetailSchema } } }, async (request, reply) => {
      const { fields, icon } = await readGroupForm(request, createGroupSchema);
      return reply.status(201).send(await groups.create(request.user.id, fields, icon));
    });

    signedIn.get('/api/v1/groups/:groupId', { schema: { params: groupParams, response: { 200: groupDetailSchema } } }, async (request) => {
      return groups.get(request.user.id, entityId(request.params.groupId, 'group'));
    });

    signedIn.patch(
      '/api/v1/groups/:groupId',
      { schema: { params: groupParams, response: { 200: groupDetailSchema } } },
      async (request) => {
        const groupId = entityId(request.params.groupId, 'group');
        await groups.ownerAccess(request.user.id, groupId, 'updateGroup'); // before reading (and re-encoding) an upload
        const { fields, icon } = await readGroupForm(request, updateGroupSchema);
        return groups.update(request.user.id, groupId, fields, icon);
      },
    );

    signedIn.delete('/api/v1/groups/:groupId', { schema: { params: groupParams } }, async (request, reply) => {
      await groups.remove(request.user.id, entityId(request.params.groupId, 'group'));
      return reply.status(204).send();
    });

    signedIn.post(
      '/api/v1/groups/:groupId/join',
      { schema: { params: groupParams, body: joinGroupSchema.optional(), response: { 200: groupDetailSchema } } },
      async (request) => {
        return groups.join(request.user.id, entityId(request.params.groupId, 'group'), request.body?.pin, request.ip);
      },
    );

    signedIn.post('/api/v1/groups/:groupId/leave', { schema: { params: groupParams } }, async (request, reply) => {
      await groups.leave(request.user.id, entityId(request.params.groupId, 'group'));
      return reply.status(204).send();
    });
  });

  // Icons are public images (like the group cards that show them); their names carry a content hash.
  routes.get('/media/group-icons/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const body = await storage.get(`group-icons/${request.params.file}`);
    if (!body) throw new NotFoundError('There is no such image.');
    return reply
      .header('content-type', ICON_CONTENT_TYPE)
      .header('cache-control', `public, max-age=${GROUP_ICON_CACHE_SECONDS}`)
      .send(body);
  });
}
