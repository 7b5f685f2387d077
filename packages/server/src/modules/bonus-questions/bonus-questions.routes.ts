import {
  bonusAnswerInputSchema,
  bonusQuestionInputSchema,
  bonusQuestionListSchema,
  bonusQuestionSchema,
  settleBonusQuestionSchema,
} from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute, noContent } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { BonusQuestionsService } from './bonus-questions.service.js';

export async function registerBonusQuestionsRoutes(
  app: FastifyInstance,
  { bonusQuestions: bonus }: { bonusQuestions: BonusQuestionsService },
) {
  await signedInRoutes(app, (routes) => {
    const seasonParams = z.object({ seasonId: z.string() });
    const questionParams = z.object({ questionId: z.string() });
    const seasonPath = '/api/v1/seasons/:seasonId/bonus-questions';
    const questionPath = '/api/v1/bonus-questions/:questionId';
    const questionId = (params: { questionId: string }) => entityId(params.questionId, 'bonusQuestion');

    routes.get(
      seasonPath,
      {
        schema: {
          params: seasonParams,
          ...describeRoute({
            summary: "A season's bonus questions",
            tags: 'bonus',
            action: 'viewGameweeks',
            description:
              "Each question with the caller's own answer and, once its deadline has passed, everyone's answers (an admin sees the placeholders' before). For admins, the competitions whose teams can fill a list.",
            errors: [403, 404],
            response: { 200: bonusQuestionListSchema },
          }),
        },
      },
      async (request) => bonus.list(request.user.id, entityId(request.params.seasonId, 'season')),
    );

    routes.post(
      seasonPath,
      {
        schema: {
          params: seasonParams,
          body: bonusQuestionInputSchema,
          ...describeRoute({
            summary: 'Add a bonus question',
            tags: 'bonus',
            action: 'manageBonusQuestions',
            description:
              'A list (two options or more; `settlesFrom` a competition whose final table settles it), a number or free text; points 1 to 100; a deadline in the future.',
            errors: [400, 403, 404],
            response: { 201: bonusQuestionSchema },
          }),
        },
      },
      async (request, reply) => {
        reply.status(201);
        return bonus.create(request.user.id, entityId(request.params.seasonId, 'season'), request.body);
      },
    );

    routes.put(
      questionPath,
      {
        schema: {
          params: questionParams,
          body: bonusQuestionInputSchema,
          ...describeRoute({
            summary: 'Edit a bonus question',
            tags: 'bonus',
            action: 'editBonusQuestion',
            description: '409 once someone has answered it.',
            errors: [400, 403, 404, 409],
            response: { 200: bonusQuestionSchema },
          }),
        },
      },
      async (request) => bonus.update(request.user.id, questionId(request.params), request.body),
    );

    routes.delete(
      questionPath,
      {
        schema: {
          params: questionParams,
          ...describeRoute({
            summary: 'Delete a bonus question',
            tags: 'bonus',
            action: 'manageBonusQuestions',
            description: 'Its answers go with it, and any points it gave leave the tables.',
            errors: [403, 404],
            response: { 204: noContent },
          }),
        },
      },
      async (request, reply) => {
        await bonus.remove(request.user.id, questionId(request.params));
        return reply.status(204).send();
      },
    );

    routes.put(
      `${questionPath}/answer`,
      {
        schema: {
          params: questionParams,
          body: bonusAnswerInputSchema,
          ...describeRoute({
            summary: 'Answer a bonus question',
            tags: 'bonus',
            action: 'answerBonusQuestion',
            description:
              'Strictly before the deadline. A list: one of its options; a number: a whole number. `userId`: a placeholder member an admin answers for.',
            errors: [400, 403, 404],
            response: { 200: bonusQuestionSchema },
          }),
        },
      },
      async (request) => bonus.answer(request.user.id, questionId(request.params), request.body),
    );

    routes.post(
      `${questionPath}/settle`,
      {
        schema: {
          params: questionParams,
          body: settleBonusQuestionSchema,
          ...describeRoute({
            summary: 'Settle a bonus question',
            tags: 'bonus',
            action: 'settleBonusQuestion',
            description:
              'After the deadline. `answers`: the right option, the real number (the closest answers win, ties all), or the submitted texts that are right (matched ignoring case and spaces). Again to correct a mistake.',
            errors: [400, 403, 404],
            response: { 200: bonusQuestionSchema },
          }),
        },
      },
      async (request) => bonus.settle(request.user.id, questionId(request.params), request.body),
    );
  });
}
