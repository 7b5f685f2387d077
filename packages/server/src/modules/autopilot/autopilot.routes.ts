import { followCompetitionSchema, groupCompetitionSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { AutopilotService } from './autopilot.service.js';

export async function registerAutopilotRoutes(
  app: FastifyInstance,
  { autopilotService: autopilot }: { autopilotService: AutopilotService },
) {
  await signedInRoutes(app, (routes) => {
    const params = z.object({ groupId: z.string() });
    const path = '/api/v1/groups/:groupId/competition';

    routes.get(
      path,
      {
        schema: {
          params,
          ...describeRoute({
            summary: 'The competition a group follows',
            tags: 'autopilot',
            action: 'viewGameweeks',
            description: '`follow` is null when the group builds its gameweeks by hand.',
            errors: [403, 404],
            response: { 200: groupCompetitionSchema },
          }),
        },
      },
      async (request) => autopilot.followOf(request.user.id, entityId(request.params.groupId, 'group')),
    );

    routes.put(
      path,
      {
        schema: {
          params,
          body: followCompetitionSchema,
          ...describeRoute({
            summary: 'Follow a competition',
            tags: 'autopilot',
            action: 'followCompetition',
            description:
              "With the group's active season: its next matchdays become gameweeks at once (`created`), and from then on by themselves. Following another competition starts over from its next matchdays; gameweeks made so far stay. 400 for a competition the provider does not offer, or without an active season; 503 when the provider cannot answer.",
            errors: [400, 403, 404, 503],
            response: { 200: groupCompetitionSchema },
          }),
        },
      },
      async (request) => autopilot.follow(request.user.id, entityId(request.params.groupId, 'group'), request.body),
    );

    routes.delete(
      path,
      {
        schema: {
          params,
          ...describeRoute({
            summary: 'Stop following the competition',
            tags: 'autopilot',
            action: 'followCompetition',
            description: 'The gameweeks made so far stay; new matchdays are no longer added. 404 when the group follows none.',
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await autopilot.stop(request.user.id, entityId(request.params.groupId, 'group'));
        return reply.status(204).send();
      },
    );
  });
}
