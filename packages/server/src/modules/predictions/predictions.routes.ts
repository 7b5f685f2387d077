import {
  gameweekPredictionsPageSchema,
  gameweekPredictionsQuerySchema,
  matchDetailSchema,
  myPredictionsSchema,
  predictionSettingsSchema,
  predictionSheetSchema,
  savePredictionsSchema,
  savedSheetSchema,
  yetToPredictSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { PredictionsService } from './predictions.service.js';
import { liveOrigin } from '../live/live-events.js';
import { readerLocale } from '../../http/reader-locale.js';
import { inReaderLanguage } from './also-save.js';

export async function registerPredictionsRoutes(
  app: FastifyInstance,
  { predictionsService: predictions }: { predictionsService: PredictionsService },
) {
  // Every route here is for the signed-in.
  await signedInRoutes(app, (routes) => {
    const playerParams = z.object({ gameweekId: z.string(), userId: z.string() });

    routes.get(
      '/api/v1/me/predictions',
      {
        config: { scope: 'memberships' },
        schema: {
          ...describeRoute({
            summary: 'Your predictions in each group',
            tags: 'predictions',
            roles: ['signed-in'],
            description: "Each joined group's active gameweek with your sheet.",
            errors: [],
            response: { 200: myPredictionsSchema },
          }),
        },
      },
      async (request) => predictions.mine(request.user, request.memberships),
    );

    routes.put(
      '/api/v1/me/prediction-settings',
      {
        schema: {
          body: predictionSettingsSchema,
          ...describeRoute({
            summary: 'Your prediction settings',
            tags: 'predictions',
            roles: ['signed-in'],
            description:
              'The score card\'s remembered "Also save in my other groups" (off until you choose); your own sheets carry it as `alsoSaveInOtherGroups`.',
            errors: [400],
            response: { 200: predictionSettingsSchema },
          }),
        },
      },
      async (request) => predictions.setSettings(request.user.id, request.body),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/yet-to-predict',
      {
        config: { scope: 'gameweek' },
        schema: {
          params: z.object({ gameweekId: z.string() }),
          ...describeRoute({
            summary: 'Who still has to predict',
            tags: 'predictions',
            action: 'viewGameweeks',
            description:
              'The members (placeholders too) missing a prediction on a match that still takes predictions, by name; names only, never scores. Empty, with `isOpen` false, once nothing is open.',
            errors: [403, 404],
            response: { 200: yetToPredictSchema },
          }),
        },
      },
      async (request) => predictions.yetToPredictIn(request.groupScope, entityId(request.params.gameweekId, 'gameweek'), request.user.id),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
      {
        config: { scope: 'gameweek' },
        schema: {
          params: playerParams,
          ...describeRoute({
            summary: "A player's prediction sheet",
            tags: 'predictions',
            action: 'viewPredictions',
            description: '403 "Gameweek is not locked yet." for another player\'s sheet before closing.',
            errors: [403, 404],
            response: { 200: predictionSheetSchema },
          }),
        },
      },
      async (request) => {
        const gameweekId = entityId(request.params.gameweekId, 'gameweek');
        const playerId = entityId(request.params.userId, 'player');
        return playerId === request.user.id
          ? predictions.ownSheetIn(request.groupScope, gameweekId, request.user)
          : predictions.sheet(request.user.id, gameweekId, playerId);
      },
    );

    routes.put(
      '/api/v1/gameweeks/:gameweekId/players/:userId/predictions',
      {
        config: { scope: 'gameweek-write' },
        schema: {
          params: playerParams,
          body: savePredictionsSchema,
          ...describeRoute({
            summary: 'Save predictions',
            tags: 'predictions',
            action: 'predict',
            description:
              "Whole numbers 0-99, an empty side (`null`) saved as 0; both sides `null` is no prediction (nothing is saved, and a prediction saved before is removed). In one transaction: 400 when the gameweek is closed or not active, a match is not in it, or a prediction is locked (nothing is saved). With kick-off locks, predictions on matches that have kicked off are left as they were and listed in `notSaved`. With `alsoInMyOtherGroups` (the player's own save only, else 400), each real fixture saved with a score is also saved in the player's other groups whose active gameweek holds it, where that group's rules take it now; `otherGroups` says, per group, what was saved there and what was left unchanged and why (\"Not saved in Sunday League: the deadline has passed\"). Removals and custom matches stay in this gameweek. `jokerMatchId` (groups playing with jokers): the match of this gameweek the player's joker goes on, null to take it off, left out to leave it; 400 where the group plays without jokers, the match is closed or has no prediction after the save, or the joker's current match has kicked off (it stays). Never copied into other groups.",
            errors: [400, 403, 404],
            response: { 200: savedSheetSchema },
          }),
        },
      },
      async (request) =>
        inReaderLanguage(
          await predictions.saveIn(
            request.groupScope,
            entityId(request.params.gameweekId, 'gameweek'),
            request.user,
            entityId(request.params.userId, 'player'),
            request.body,
            liveOrigin(request.headers),
          ),
          await readerLocale(request),
        ),
    );

    routes.get(
      '/api/v1/gameweeks/:gameweekId/predictions',
      {
        schema: {
          params: z.object({ gameweekId: z.string() }),
          querystring: gameweekPredictionsQuerySchema,
          ...describeRoute({
            summary: "Everyone's predictions in a gameweek",
            tags: 'predictions',
            action: 'viewAllPredictions',
            description:
              'Players who predicted, best gameweek score first; `search` matches usernames (wildcards are literal); 25 a page by default.',
            errors: [400, 403, 404],
            response: { 200: gameweekPredictionsPageSchema },
          }),
        },
      },
      async (request) => predictions.gameweekPage(request.user.id, entityId(request.params.gameweekId, 'gameweek'), request.query),
    );

    routes.get(
      '/api/v1/matches/:matchId',
      {
        schema: {
          params: z.object({ matchId: z.string() }),
          ...describeRoute({
            summary: 'A match with its predictions (the match centre)',
            tags: 'predictions',
            action: 'viewGameweeks',
            description:
              "Before the match's predictions show (the gameweek closed, or with kick-off locks the match kicked off) only the caller's prediction and no figures. After: everyone's, most points first then by name, each with the points it earned, or while the match is played (`provisional`) the points it is on for at the running score with the group's scoring; the figures, the `distribution` (home win, draw, away win shares in whole percents summing to 100, the five commonest scores) and `withoutPrediction`, the members without one.",
            errors: [403, 404],
            response: { 200: matchDetailSchema },
          }),
        },
      },
      async (request) => predictions.match(request.user.id, entityId(request.params.matchId, 'match')),
    );
  });
}
