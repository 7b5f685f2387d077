import { z } from 'zod';
import { BONUS_MESSAGES as M } from './messages.js';
import { playerSchema } from './predictions.js';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { BONUS_KINDS, BONUS_OPTIONS_MAX, BONUS_POINTS_MAX, sameText } from './bonus-rules.js';

/**
 * Bonus questions of a season (Kicktipp's "Bonusfragen"): "Who wins the league?" (one of a list), "How many goals
 * will Haaland score?" (a number: the closest answers win) or free text the admin marks: the API's schemas. The
 * rules (how an answer is checked, who is right) are `bonus-rules.ts`, without zod for the web's pages.
 */

const line = (controlCharacters: string, max: number, tooLong: string, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).regex(SINGLE_LINE, controlCharacters);

const option = line(TEXT_MESSAGES.controlCharacters.option, 80, M.optionTooLong, M.optionsRequired);
const answerText = line(TEXT_MESSAGES.controlCharacters.answer, 80, M.answerTooLong, M.answerRequired);

/** Create or edit (until the first answer). `settlesFrom`: a competition id whose final table settles a list question. */
export const bonusQuestionInputSchema = z
  .object({
    question: line(TEXT_MESSAGES.controlCharacters.question, 200, M.questionTooLong, M.questionRequired),
    kind: z.enum(BONUS_KINDS, { error: M.questionRequired }),
    options: z.array(option).max(BONUS_OPTIONS_MAX, M.optionsTooMany).default([]),
    points: z.number({ error: M.pointsRange }).int(M.pointsRange).min(1, M.pointsRange).max(BONUS_POINTS_MAX, M.pointsRange),
    deadline: z.iso.datetime({ offset: true, error: M.deadlineInvalid }),
    settlesFrom: z.number().int().positive().nullable().default(null),
  })
  .superRefine((value, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message, path: ['options'] });
    if (value.kind === 'list' && value.options.length < 2) issue(M.optionsRequired);
    if (value.kind !== 'list' && value.options.length > 0) issue(M.optionsOnlyForList);
    if (new Set(value.options.map(sameText)).size !== value.options.length) issue(M.optionsDistinct);
    if (value.settlesFrom !== null && value.kind !== 'list') issue(M.settlesFromListOnly);
  });
export type BonusQuestionInput = z.input<typeof bonusQuestionInputSchema>;

/** An answer; `userId`: a placeholder member an admin answers for (the caller's own otherwise). */
export const bonusAnswerInputSchema = z.object({ answer: answerText, userId: z.uuid().optional() });
export type BonusAnswerInput = z.infer<typeof bonusAnswerInputSchema>;

/** The right answers: the one option, the real number, or the submitted texts that count as right (maybe none). */
export const settleBonusQuestionSchema = z.object({ answers: z.array(answerText).max(BONUS_OPTIONS_MAX) });
export type SettleBonusQuestionInput = z.infer<typeof settleBonusQuestionSchema>;

export const bonusAnswerSchema = z.object({
  player: playerSchema,
  answer: z.string(),
  /** Null until the question is settled. */
  points: z.number().nullable(),
});
export type BonusAnswer = z.infer<typeof bonusAnswerSchema>;

export const bonusQuestionSchema = z.object({
  id: z.string(),
  seasonId: z.string(),
  question: z.string(),
  kind: z.enum(BONUS_KINDS),
  options: z.array(z.string()),
  points: z.number(),
  deadline: z.string(),
  settlesFrom: z.number().nullable(),
  phase: z.enum(['open', 'closed', 'settled']),
  /** Once settled. */
  correctAnswers: z.array(z.string()).nullable(),
  settledAt: z.string().nullable(),
  answerCount: z.number(),
  /** The viewer's own answer. */
  myAnswer: bonusAnswerSchema.nullable(),
  /**
   * The answers the viewer may see besides their own: everyone's once the deadline has passed; before it none
   * (an admin: the placeholders', to answer for them).
   */
  answers: z.array(bonusAnswerSchema),
  viewer: z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canAnswer: z.boolean(),
    canAnswerForPlaceholders: z.boolean(),
    canSettle: z.boolean(),
  }),
});
export type BonusQuestion = z.infer<typeof bonusQuestionSchema>;

export const bonusQuestionListSchema = z.object({
  questions: z.array(bonusQuestionSchema),
  /** The competitions the group follows or holds fixtures of: their teams can fill a list question. */
  competitions: z.array(z.object({ id: z.number(), name: z.string() })),
  /** For admins: the group's placeholder members, whom they answer for. */
  placeholders: z.array(playerSchema),
  viewer: z.object({ canAdd: z.boolean() }),
});
export type BonusQuestionList = z.infer<typeof bonusQuestionListSchema>;
