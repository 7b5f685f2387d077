import { z } from 'zod';
import { BONUS_MESSAGES as M } from './messages.js';
import { bonusQuestionPhase } from './policy/phase.js';
import { playerSchema } from './predictions.js';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';

/**
 * Bonus questions of a season (Kicktipp's "Bonusfragen"): "Who wins the league?" (one of a list), "How many goals
 * will Haaland score?" (a number: the closest answers win) or free text the admin marks. Pure: the schemas, how
 * an answer is checked, and who is right once the admin (or the results sync) gives the right answer.
 */

export const BONUS_KINDS = ['list', 'number', 'text'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_POINTS_MAX = 100;
export const BONUS_OPTIONS_MAX = 100;

const line = (what: string, max: number, tooLong: string, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters(what));

const option = line('An option', 80, M.optionTooLong, M.optionsRequired);
const answerText = line('An answer', 80, M.answerTooLong, M.answerRequired);

/** Create or edit (until the first answer). `settlesFrom`: a competition id whose final table settles a list question. */
export const bonusQuestionInputSchema = z
  .object({
    question: line('The question', 200, M.questionTooLong, M.questionRequired),
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

const INTEGER = /^-?\d{1,9}$/;

/** Free text is matched ignoring case and spaces ("Man Utd" is "man utd" is "ManUtd"). */
export function sameText(text: string): string {
  return text.toLocaleLowerCase('en').replace(/\s+/g, '');
}

/** Why `answer` does not fit the question, or null. */
export function bonusAnswerError(question: { kind: BonusKind; options: readonly string[] }, answer: string): string | null {
  if (question.kind === 'list' && !question.options.includes(answer)) return M.answerNotOption;
  if (question.kind === 'number' && !INTEGER.test(answer)) return M.answerNotNumber;
  return null;
}

/** Why these right answers do not fit the question, or null. Text: any of the submitted answers, or none. */
export function settleError(question: { kind: BonusKind; options: readonly string[] }, answers: readonly string[]): string | null {
  if (question.kind === 'list' && (answers.length !== 1 || !question.options.includes(answers[0]!))) return M.settleOneOption;
  if (question.kind === 'number' && (answers.length !== 1 || !INTEGER.test(answers[0]!))) return M.settleOneNumber;
  return null;
}

/**
 * Who answered right: the option; the closest number (ties all win); a text matching one of the right ones
 * ignoring case and spaces.
 */
export function rightAnswerers(
  question: { kind: BonusKind },
  right: readonly string[],
  answers: ReadonlyArray<{ userId: string; answer: string }>,
): Set<string> {
  if (question.kind === 'number') {
    const target = Number(right[0]);
    const distance = (answer: string) => Math.abs(Number(answer) - target);
    const closest = Math.min(...answers.map((row) => distance(row.answer)));
    return new Set(answers.filter((row) => distance(row.answer) === closest).map((row) => row.userId));
  }
  const accepted = new Set(right.map((text) => (question.kind === 'text' ? sameText(text) : text)));
  return new Set(
    answers.filter((row) => accepted.has(question.kind === 'text' ? sameText(row.answer) : row.answer)).map((row) => row.userId),
  );
}

/** The distinct submitted texts the admin ticks when settling: one per spelling that `sameText` makes equal. */
export function distinctAnswers(answers: ReadonlyArray<{ answer: string }>): string[] {
  const byText = new Map<string, string>();
  for (const { answer } of answers) if (!byText.has(sameText(answer))) byText.set(sameText(answer), answer);
  return [...byText.values()].sort((a, b) => a.localeCompare(b));
}

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

/** The phase of a stored question at `now`. */
export const phaseOfBonus = (question: { deadline: string; settledAt: string | null }, now: Date) =>
  bonusQuestionPhase({ deadline: question.deadline, isSettled: question.settledAt !== null }, now);

/**
 * Who can still win with bonus points ahead: the unsettled questions' points (`ahead`) are within everyone's
 * reach, so each player's most reachable points grow by them, and a player whose best, bonus included, reaches
 * every rival's current points can still win (answers are unknown until the deadline, so a rival may miss them
 * all). With nothing ahead the matches' answer stands.
 */
export function withBonusAhead<C extends { maxPoints: number; canWin: boolean }>(
  rows: ReadonlyArray<{ player: { id: string }; totalPoints: number }>,
  byPlayer: ReadonlyMap<string, C> | null,
  ahead: number,
): Map<string, { maxPoints: number; canWin: boolean }> | null {
  if (ahead === 0) return byPlayer === null ? null : new Map(byPlayer);
  const best = Math.max(...rows.map((row) => row.totalPoints));
  return new Map(
    rows.map((row) => {
      const matches = byPlayer?.get(row.player.id) ?? { maxPoints: row.totalPoints, canWin: row.totalPoints === best };
      const others = Math.max(...rows.filter((rival) => rival !== row).map((rival) => rival.totalPoints), -Infinity);
      const maxPoints = matches.maxPoints + ahead;
      return [row.player.id, { maxPoints, canWin: matches.canWin || maxPoints >= others }];
    }),
  );
}
