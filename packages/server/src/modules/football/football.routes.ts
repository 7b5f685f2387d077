import { footballCompetitionsSchema, footballMatchesSchema, footballTeamsSchema, SERVER_MESSAGES } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { NotFoundError } from '../../lib/errors.js';
import { demoCrestSvg } from './demo-provider.js';
import { type FootballProvider, fromProvider } from './football-provider.js';
import type { FootballService } from './football.service.js';

const day = z.iso.date(SERVER_MESSAGES.datesFormat);
const rangeQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => to > from, SERVER_MESSAGES.rangeOrder)
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 62 * 86_400_000, SERVER_MESSAGES.rangeTooLong);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The match adder's data, for group admins only (they build gameweeks; the provider's request budget is
 * shared and small), but for the list of competitions, which anyone signed in may read. The server calls the
 * provider, so its token never reaches a browser.
 */
export async function registerFootballRoutes(app: FastifyInstance, deps: { footballService: FootballService; provider: FootballProvider }) {
  const { footballService, provider } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The competitions alone are for anyone signed in: the create-group form offers them to follow, and its user may
  // admin no group yet. The list costs one provider request a day (cached), whoever asks.
  await signedInRoutes(app, (signedIn) => {
    signedIn.get(
      '/api/v1/football/competitions',
      {
        schema: {
          ...describeRoute({
            summary: 'Competitions',
            tags: 'football',
            roles: ['signed-in'],
            description:
              'For anyone signed in: a group is made to follow one as it is created, before its owner admins any group (the list is cached a day, one provider request). Provider failures answer 503 `UPSTREAM_UNAVAILABLE` with a plain message (and `Retry-After` when known).',
            errors: [],
            response: { 200: footballCompetitionsSchema },
          }),
        },
      },
      async () => ({
        provider: provider.name,
        competitions: await fromProvider(() => provider.competitions()),
      }),
    );
  });

  await signedInRoutes(app, (signedIn) => {
    // After the group's sign-in check (hooks run in the order added): group admins only, before any validation.
    signedIn.addHook('onRequest', async (request) => footballService.requireSomeAdmin(request.user.id));

    signedIn.get(
      '/api/v1/football/competitions/:id/teams',
      {
        schema: {
          params: idParams,
          ...describeRoute({
            summary: "A competition's teams",
            tags: 'football',
            action: 'browseFixtures',
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

    signedIn.get(
      '/api/v1/football/competitions/:id/matches',
      {
        schema: {
          params: idParams,
          querystring: rangeQuery,
          ...describeRoute({
            summary: "A competition's matches in a date range",
            tags: 'football',
            action: 'browseFixtures',
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

    signedIn.get(
      '/api/v1/football/teams/:id/matches',
      {
        schema: {
          params: idParams,
          querystring: rangeQuery,
          ...describeRoute({
            summary: "A team's matches in a date range",
            tags: 'football',
            action: 'browseFixtures',
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
  });

  // The demo clubs' badges, drawn on request (public, like any crest).
  routes.get('/media/demo-crests/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const svg = /^\d+\.svg$/.test(request.params.file) ? demoCrestSvg(Number.parseInt(request.params.file, 10)) : null;
    if (!svg) throw new NotFoundError(SERVER_MESSAGES.noSuchImage);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
