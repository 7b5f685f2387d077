import { GROUP_MESSAGES, footballCompetitionsSchema, footballMatchesSchema, footballTeamsSchema } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { demoCrestSvg } from './demo-provider.js';
import { type FootballProvider, fromProvider } from './football-provider.js';
import { describeRoute } from '../../http/openapi.js';

const day = z.iso.date('Dates are yyyy-mm-dd.');
const rangeQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => to > from, 'The end of the range must come after its start.')
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 62 * 86_400_000, 'Ask for at most 62 days at a time.');
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The match adder's data, for group admins only (they build gameweeks; the provider's request budget is
 * shared and small). The server calls the provider, so its token never reaches a browser.
 */
export async function registerFootballRoutes(app: FastifyInstance, deps: { db: Database; provider: FootballProvider }) {
  const { db, provider } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function requireSomeAdmin(userId: string) {
    const result = await db.execute(sql`SELECT 1 FROM group_members WHERE user_id = ${userId} AND is_admin LIMIT 1`);
    if (result.rowCount === 0) throw new ForbiddenError(GROUP_MESSAGES.adminsOnly);
  }

  const adminOnly = {
    onRequest: async (request: Parameters<typeof app.authenticate>[0]) => {
      await requireSomeAdmin((await request.requireUser()).id);
    },
  };

  routes.get(
    '/api/v1/football/competitions',
    {
      ...adminOnly,
      schema: {
        ...describeRoute({
          summary: 'Competitions',
          tags: 'football',
          roles: ['admin'],
          rolesNote: 'of at least one group',
          description: 'Provider failures answer 503 `UPSTREAM_UNAVAILABLE` with a plain message (and `Retry-After` when known).',
          errors: [403],
          response: { 200: footballCompetitionsSchema },
        }),
      },
    },
    async () => ({
      provider: provider.name,
      competitions: await fromProvider(() => provider.competitions()),
    }),
  );

  routes.get(
    '/api/v1/football/competitions/:id/teams',
    {
      ...adminOnly,
      schema: {
        params: idParams,
        ...describeRoute({
          summary: "A competition's teams",
          tags: 'football',
          roles: ['admin'],
          rolesNote: 'of at least one group',
          description:
            'Provider failures answer 503 `UPSTREAM_UNAVAILABLE` with a plain message (and `Retry-After` when known). Teams by name.',
          errors: [400, 403],
          response: { 200: footballTeamsSchema },
        }),
      },
    },
    async (request) => ({
      teams: await fromProvider(() => provider.competitionTeams(request.params.id)),
    }),
  );

  routes.get(
    '/api/v1/football/competitions/:id/matches',
    {
      ...adminOnly,
      schema: {
        params: idParams,
        querystring: rangeQuery,
        ...describeRoute({
          summary: "A competition's matches in a date range",
          tags: 'football',
          roles: ['admin'],
          rolesNote: 'of at least one group',
          description:
            'Provider failures answer 503 `UPSTREAM_UNAVAILABLE` with a plain message (and `Retry-After` when known). Days are `yyyy-mm-dd`, `to` exclusive, at most 62 days; `score` is the 90-minute score.',
          errors: [400, 403],
          response: { 200: footballMatchesSchema },
        }),
      },
    },
    async (request) => ({
      matches: await fromProvider(() => provider.competitionMatches(request.params.id, request.query)),
    }),
  );

  routes.get(
    '/api/v1/football/teams/:id/matches',
    {
      ...adminOnly,
      schema: {
        params: idParams,
        querystring: rangeQuery,
        ...describeRoute({
          summary: "A team's matches in a date range",
          tags: 'football',
          roles: ['admin'],
          rolesNote: 'of at least one group',
          description:
            'Provider failures answer 503 `UPSTREAM_UNAVAILABLE` with a plain message (and `Retry-After` when known). As for a competition.',
          errors: [400, 403],
          response: { 200: footballMatchesSchema },
        }),
      },
    },
    async (request) => ({
      matches: await fromProvider(() => provider.teamMatches(request.params.id, request.query)),
    }),
  );

  // The demo clubs' badges, drawn on request (public, like any crest).
  routes.get('/media/demo-crests/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const svg = /^\d+\.svg$/.test(request.params.file) ? demoCrestSvg(Number.parseInt(request.params.file, 10)) : null;
    if (!svg) throw new NotFoundError('There is no such image.');
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
