import { followCompetitionSchema, groupCompetitionSchema } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { type RouteDocs, describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { AutopilotService } from './autopilot.service.js';

const params = z.object({ groupId: z.string() });
/** A route of a group's competition: its group in the path, its docs under the autopilot tag. */
const about = <R extends Record<number, z.ZodType>>(docs: Omit<RouteDocs<R>, 'tags'>) => ({
  params,
  ...describeRoute({ ...docs, tags: 'autopilot' } as RouteDocs<R>),
});

export async function registerAutopilotRoutes(
  app: FastifyInstance,
  { autopilotService: autopilot }: { autopilotService: AutopilotService },
) {
  const path = '/api/v1/groups/:groupId/competition';
  const groupOf = (request: { params: { groupId: string } }) => entityId(request.params.groupId, 'group');
  await signedInRoutes(app, (routes) => {
    const followed = { 200: groupCompetitionSchema };
    routes.get(
      path,
      {
        schema: about({
          summary: 'The competition a group follows',
          action: 'viewGameweeks',
          description: '`follow` is null when the group builds its gameweeks by hand.',
          errors: [403, 404],
          response: followed,
        }),
      },
      async (request) => autopilot.followOf(request.user.id, groupOf(request)),
    );
    routes.put(
      path,
      {
        schema: {
          body: followCompetitionSchema,
          ...about({
            summary: 'Follow a competition',
            action: 'followCompetition',
            description:
              "With the group's active season: its next matchdays become gameweeks at once (`created`), and from then on by themselves. Following another competition starts over from its next matchdays; gameweeks made so far stay. 400 for a competition the provider does not offer, or without an active season; 503 when the provider cannot answer.",
            errors: [400, 403, 404, 503],
            response: followed,
          }),
        },
      },
      async (request) => autopilot.follow(request.user.id, groupOf(request), request.body),
    );
    routes.delete(
      path,
      {
        schema: about({
          summary: 'Stop following the competition',
          action: 'followCompetition',
          description: 'The gameweeks made so far stay; new matchdays are no longer added. 404 when the group follows none.',
          errors: [403, 404],
          response: { 204: noContent },
        }),
      },
      async (request, reply) => {
        await autopilot.stop(request.user.id, groupOf(request));
        return reply.status(204).send();
      },
    );
  });
}
