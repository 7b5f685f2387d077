import {
  GROUP_ICON_CACHE_SECONDS,
  createGroupSchema,
  groupDetailSchema,
  groupListSchema,
  joinGroupSchema,
  updateGroupSchema,
  SERVER_MESSAGES,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
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
    signedIn.get(
      '/api/v1/groups',
      {
        schema: {
          ...describeRoute({
            summary: 'Your groups and the public groups',
            tags: 'groups',
            roles: ['signed-in'],
            description: '`yourGroups`, and `publicGroups` you have not joined.',
            errors: [],
            response: { 200: groupListSchema },
          }),
        },
      },
      async (request) => {
        return groups.list(request.user.id);
      },
    );

    signedIn.post(
      '/api/v1/groups',
      {
        schema: {
          ...describeRoute({
            summary: 'Create a group',
            tags: 'groups',
            roles: ['signed-in'],
            description:
              "JSON, or multipart with these fields as JSON in `data` and an optional `icon` file (PNG/JPEG by content, at most 8 MB). Classic scoring is always 3/1/0 and Goal difference 4/3/2/0 (their points as sent are ignored); Custom takes the three values and an optional `goalDifferencePoints` (null: not counted). `jokersEnabled` is off by default. 400 with the spec's message, checked in its order. The creator is the owner and an admin.",
            errors: [400, 413, 415],
            response: { 201: groupDetailSchema },
            documentation: { body: createGroupSchema },
          }),
        },
      },
      async (request, reply) => {
        const { fields, icon } = await readGroupForm(request, createGroupSchema);
        return reply.status(201).send(await groups.create(request.user.id, fields, icon));
      },
    );

    signedIn.get(
      '/api/v1/groups/:groupId',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: 'A group',
            tags: 'groups',
            roles: ['signed-in'],
            description:
              'Any signed-in user; `viewer` says whether they are a member, an admin or the owner. The PIN is never part of an answer.',
            errors: [404],
            response: { 200: groupDetailSchema },
          }),
        },
      },
      async (request) => {
        return groups.get(request.user.id, entityId(request.params.groupId, 'group'));
      },
    );

    signedIn.patch(
      '/api/v1/groups/:groupId',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: 'Edit a group',
            tags: 'groups',
            action: ['updateGroup', 'changePredictionsClose', 'changeScoring'],
            description:
              'Like create without the season (JSON or multipart, + icon). Scoring and `jokersEnabled` left out stay as they are. Changing either on a group with marked predictions needs `confirmRescore: true` (else 409 with `details: { confirm: "rescore" }`): the change then re-marks every prediction of the group and rebuilds its tables and history in the same transaction. A blank PIN on a group that stays private keeps its PIN; going public clears it. An icon that fails to store is logged and the rest is saved.',
            errors: [400, 403, 404, 409, 413, 415],
            response: { 200: groupDetailSchema },
            documentation: { body: updateGroupSchema },
          }),
        },
      },
      async (request) => {
        const groupId = entityId(request.params.groupId, 'group');
        await groups.ownerAccess(request.user.id, groupId, 'updateGroup'); // before reading (and re-encoding) an upload
        const { fields, icon } = await readGroupForm(request, updateGroupSchema);
        return groups.update(request.user.id, groupId, fields, icon);
      },
    );

    signedIn.delete(
      '/api/v1/groups/:groupId',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: 'Delete a group',
            tags: 'groups',
            action: 'deleteGroup',
            description: 'Everything in the group goes.',
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await groups.remove(request.user.id, entityId(request.params.groupId, 'group'));
        return reply.status(204).send();
      },
    );

    signedIn.post(
      '/api/v1/groups/:groupId/join',
      {
        schema: {
          params: groupParams,
          body: joinGroupSchema.optional(),
          ...describeRoute({
            summary: 'Join a group',
            tags: 'groups',
            action: 'joinGroup',
            description:
              'Public groups admit at once; a private one needs its `pin` (wrong PIN: 400 "Incorrect PIN. Try again."). 429 with `Retry-After` after 5 wrong tries per user and group in 15 minutes, 20 from one address in an hour, or 30 at the group in a day. Full group or already a member: 409.',
            errors: [400, 404, 409, 429],
            response: { 200: groupDetailSchema },
          }),
        },
      },
      async (request) => {
        return groups.join(request.user.id, entityId(request.params.groupId, 'group'), request.body?.pin, request.ip);
      },
    );

    signedIn.post(
      '/api/v1/groups/:groupId/leave',
      {
        schema: {
          params: groupParams,
          ...describeRoute({
            summary: 'Leave a group',
            tags: 'groups',
            action: 'leaveGroup',
            description: "The member's rows in the group are erased.",
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await groups.leave(request.user.id, entityId(request.params.groupId, 'group'));
        return reply.status(204).send();
      },
    );
  });

  // Icons are public images (like the group cards that show them); their names carry a content hash.
  routes.get('/media/group-icons/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const body = await storage.get(`group-icons/${request.params.file}`);
    if (!body) throw new NotFoundError(SERVER_MESSAGES.noSuchImage);
    return reply
      .header('content-type', ICON_CONTENT_TYPE)
      .header('cache-control', `public, max-age=${GROUP_ICON_CACHE_SECONDS}`)
      .send(body);
  });
}
