import {
  createGameweekSchema,
  editGameweekMatchesSchema,
  finalScoresSchema,
  gameweekDetailSchema,
  gameweekListSchema,
  gameweekViewSchema,
  lockGameweekSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { LeaderboardsService } from '../leaderboards/leaderboards.service.js';
import type { PredictionsService } from '../predictions/predictions.service.js';
import type { GameweeksService } from './gameweeks.service.js';

export async function registerGameweeksRoutes(
  app: FastifyInstance,
  deps: {
    gameweeksService: GameweeksService;
    predictionsService: Pick<PredictionsService, 'ownSheetIn'>;
    leaderboardsService: Pick<LeaderboardsService, 'gameweekBoardIn'>;
  },
) {
  const { gameweeksService: gameweeks, predictionsService: predictions, leaderboardsService: leaderboards } = deps;
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    routes.get(
      '/api/v1/groups/:groupId/gameweeks',
      {
        schema: {
          params: z.object({ groupId: z.string() }),
          ...describeRoute({
            summary: "A group's gameweeks",
            tags: 'gameweeks',
            action: 'viewGameweeks',
            description: 'By week number.',
            errors: [403, 404],
            response: { 200: gameweekListSchema },
          }),
        },
      },
      async (request) => ({ gameweeks: await gameweeks.list(request.user.id, entityId(request.params.groupId, 'group')) }),
    );

    routes.post(
      '/api/v1/groups/:groupId/gameweeks',
      {
        schema: {
          params: z.object({ groupId: z.string() }),
          body: createGameweekSchema,
          ...describeRoute({
            summary: 'Create a gameweek',
            tags: 'gameweeks',
            action: 'createGameweek',
            description:
              'Checked in the spec\'s order by the server clock: a deadline, not in the past, some matches, none before the deadline. Real fixtures are taken from the provider (503 `UPSTREAM_UNAVAILABLE` when it fails). Creates "Gameweek n", the group\'s one active gameweek, in its active season.',
            errors: [400, 403, 404],
            response: { 201: gameweekDetailSchema },
          }),
        },
      },
      async (request, reply) => {
        return reply.status(201).send(await gameweeks.create(request.user.id, entityId(request.params.groupId, 'group'), request.body));
      },
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId',
      {
        config: { scope: 'gameweek' },
        schema: {
          params: z.object({ gameweekId: z.string() }),
          ...describeRoute({
            summary: 'A gameweek with its matches, your predictions and its table',
            tags: 'gameweeks',
            action: 'viewGameweeks',
            description:
              "Matches by kick-off, and `viewer` flags (what the caller may do) computed by the server clock from the shared policy; `sheet` is the caller's own prediction sheet, `board` the gameweek's table (as `/gameweeks/{id}/players/{userId}/predictions` and `/gameweeks/{id}/leaderboard` answer them, without the gameweek and matches the view already holds): the gameweek page's first view in one request.",
            errors: [403, 404],
            response: { 200: gameweekViewSchema },
          }),
        },
      },
      async (request) => {
        const gameweekId = entityId(request.params.gameweekId, 'gameweek');
        const { groupScope: scope, user } = request;
        const [detail, sheet, board] = await Promise.all([
          gameweeks.detailIn(scope, gameweekId, user.id),
          predictions.ownSheetIn(scope, gameweekId, user),
          leaderboards.gameweekBoardIn(scope, user.id, gameweekId),
        ]);
        // The view already holds the gameweek and its matches (see gameweekViewSchema).
        const { gameweek: _sheetGameweek, matches: _sheetMatches, ...ownSheet } = sheet;
        const { gameweek: _boardGameweek, ...table } = board;
        return { ...detail, sheet: ownSheet, board: table };
      },
    );

    const gameweekParams = z.object({ gameweekId: z.string() });

    routes.patch(
      '/api/v1/gameweeks/:gameweekId/lock',
      {
        schema: {
          params: gameweekParams,
          body: lockGameweekSchema,
          ...describeRoute({
            summary: 'Lock or unlock a gameweek',
            tags: 'gameweeks',
            action: ['lockGameweek', 'unlockGameweek'],
            description: 'Only while the deadline is ahead; no unlocking once a result is in.',
            errors: [400, 403, 404],
            response: { 200: gameweekDetailSchema },
          }),
        },
      },
      async (request) => gameweeks.setLocked(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body.isLocked),
    );

    routes.delete(
      '/api/v1/gameweeks/:gameweekId',
      {
        schema: {
          params: gameweekParams,
          ...describeRoute({
            summary: 'Delete a gameweek',
            tags: 'gameweeks',
            action: 'deleteGameweek',
            description: 'Standings are recomputed without it.',
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await gameweeks.remove(request.user.id, entityId(request.params.gameweekId, 'gameweek'));
        return reply.status(204).send();
      },
    );

    routes.put(
      '/api/v1/gameweeks/:gameweekId/matches',
      {
        schema: {
          params: gameweekParams,
          body: editGameweekMatchesSchema,
          ...describeRoute({
            summary: "Edit a gameweek's deadline and matches",
            tags: 'gameweeks',
            action: 'editGameweek',
            description: 'The active, unlocked gameweek only; all or nothing.',
            errors: [400, 403, 404],
            response: { 200: gameweekDetailSchema },
          }),
        },
      },
      async (request) => gameweeks.editMatches(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body),
    );

    routes.put(
      '/api/v1/gameweeks/:gameweekId/final-scores',
      {
        schema: {
          params: gameweekParams,
          body: finalScoresSchema,
          ...describeRoute({
            summary: 'Enter final scores',
            tags: 'gameweeks',
            action: ['enterFinalScores', 'enterMatchScore'],
            description:
              'Custom matches of the active, locked gameweek that have kicked off by the server clock; marks the predictions in the same transaction.',
            errors: [400, 403, 404],
            response: { 200: gameweekDetailSchema },
          }),
        },
      },
      async (request) => gameweeks.saveFinalScores(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.body),
    );

    routes.post(
      '/api/v1/gameweeks/:gameweekId/matches/:matchId/void',
      {
        schema: {
          params: gameweekParams.extend({ matchId: z.string() }),
          ...describeRoute({
            summary: 'Make a match void',
            tags: 'gameweeks',
            action: 'voidMatch',
            description:
              'It then counts for nobody (its predictions earn nothing, and a result the provider reports later is not written to it), so its gameweek can finish without it: a postponed fixture, or a match that kicked off and has no result. 409 when already void.',
            errors: [400, 403, 404, 409],
            response: { 200: gameweekDetailSchema },
          }),
        },
      },
      async (request) =>
        gameweeks.voidMatch(request.user.id, entityId(request.params.gameweekId, 'gameweek'), entityId(request.params.matchId, 'match')),
    );
  });
}
