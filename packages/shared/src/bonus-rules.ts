import type { MessageId } from './i18n/translate.js';
import { BONUS_MESSAGES as M } from './messages.js';
import { bonusQuestionPhase } from './policy/phase.js';

/**
 * Bonus questions' rules, free of zod (the web's pages use them; see packages/web/src/shared-zod-free.test.ts): the
 * kinds, how an answer is checked, who is right once the admin (or the results sync) gives the right answer, and
 * what unsettled questions leave within reach. The API's schemas are `bonus-questions.ts`.
 */

export const BONUS_KINDS = ['list', 'number', 'text'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_POINTS_MAX = 100;
export const BONUS_OPTIONS_MAX = 100;

const INTEGER = /^-?\d{1,9}$/;

/** Free text is matched ignoring case and spaces ("Man Utd" is "man utd" is "ManUtd"). */
export function sameText(text: string): string {
  return text.toLocaleLowerCase('en').replace(/\s+/g, '');
}

/** Why `answer` does not fit the question, or null. */
export function bonusAnswerError(question: { kind: BonusKind; options: readonly string[] }, answer: string): MessageId | null {
  if (question.kind === 'list' && !question.options.includes(answer)) return M.answerNotOption;
  if (question.kind === 'number' && !INTEGER.test(answer)) return M.answerNotNumber;
  return null;
}

/** Why these right answers do not fit the question, or null. Text: any of the submitted answers, or none. */
export function settleError(question: { kind: BonusKind; options: readonly string[] }, answers: readonly string[]): MessageId | null {
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
