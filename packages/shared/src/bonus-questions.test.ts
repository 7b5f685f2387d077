import { describe, expect, it } from 'vitest';
import { bonusQuestionInputSchema } from './bonus-questions.js';
import { bonusAnswerError, distinctAnswers, rightAnswerers, settleError, withBonusAhead } from './bonus-rules.js';
import { BONUS_MESSAGES } from './messages.js';

const answers = (pairs: Array<[string, string]>) => pairs.map(([userId, answer]) => ({ userId, answer }));
const list = { kind: 'list' as const, options: ['Arsenal', 'Liverpool', 'Chelsea'] };
const valid = {
  question: 'Who wins the league?',
  kind: 'list',
  options: ['Arsenal', 'Liverpool'],
  points: 5,
  deadline: '2030-01-01T12:00:00Z',
};
const firstError = (input: object) => bonusQuestionInputSchema.safeParse(input).error?.issues[0]?.message;

describe('bonus questions', () => {
  it('a list question is right on its option only', () => {
    expect(
      rightAnswerers(
        list,
        ['Arsenal'],
        answers([
          ['a', 'Arsenal'],
          ['b', 'Liverpool'],
        ]),
      ),
    ).toEqual(new Set(['a']));
  });

  it('a number question: the closest answers win, every one of a tie', () => {
    const given = answers([
      ['a', '20'],
      ['b', '30'],
      ['c', '24'],
      ['d', '28'],
    ]);
    expect(rightAnswerers({ kind: 'number' }, ['26'], given)).toEqual(new Set(['c', 'd']));
    expect(rightAnswerers({ kind: 'number' }, ['30'], given)).toEqual(new Set(['b']));
    expect(rightAnswerers({ kind: 'number' }, ['-5'], given)).toEqual(new Set(['a']));
    expect(rightAnswerers({ kind: 'number' }, ['3'], [])).toEqual(new Set());
  });

  it('free text is matched ignoring case and spaces, and lists each spelling once', () => {
    const given = answers([
      ['a', 'Erling Haaland'],
      ['b', 'erling  haaland'],
      ['c', 'ErlingHaaland'],
      ['d', 'Kane'],
    ]);
    expect(rightAnswerers({ kind: 'text' }, ['ERLING HAALAND'], given)).toEqual(new Set(['a', 'b', 'c']));
    expect(rightAnswerers({ kind: 'text' }, [], given)).toEqual(new Set());
    expect(distinctAnswers(given)).toEqual(['Erling Haaland', 'Kane']);
  });

  it('checks answers and right answers against the kind', () => {
    expect(bonusAnswerError(list, 'Everton')).toBe(BONUS_MESSAGES.answerNotOption);
    expect(bonusAnswerError(list, 'Arsenal')).toBeNull();
    expect(bonusAnswerError({ kind: 'number', options: [] }, '2.5')).toBe(BONUS_MESSAGES.answerNotNumber);
    expect(bonusAnswerError({ kind: 'number', options: [] }, '12')).toBeNull();
    expect(settleError(list, ['Arsenal', 'Chelsea'])).toBe(BONUS_MESSAGES.settleOneOption);
    expect(settleError({ kind: 'number', options: [] }, ['x'])).toBe(BONUS_MESSAGES.settleOneNumber);
    expect(settleError({ kind: 'text', options: [] }, [])).toBeNull();
  });

  it('validates a question with clear messages', () => {
    expect(bonusQuestionInputSchema.safeParse(valid).success).toBe(true);
    expect(firstError({ ...valid, question: '  ' })).toBe(BONUS_MESSAGES.questionRequired);
    expect(firstError({ ...valid, options: ['Arsenal'] })).toBe(BONUS_MESSAGES.optionsRequired);
    expect(firstError({ ...valid, options: ['Arsenal', 'arsenal'] })).toBe(BONUS_MESSAGES.optionsDistinct);
    expect(firstError({ ...valid, kind: 'number' })).toBe(BONUS_MESSAGES.optionsOnlyForList);
    expect(firstError({ ...valid, kind: 'number', options: [], settlesFrom: 2021 })).toBe(BONUS_MESSAGES.settlesFromListOnly);
    expect(firstError({ ...valid, points: 0 })).toBe(BONUS_MESSAGES.pointsRange);
    expect(firstError({ ...valid, points: 1.5 })).toBe(BONUS_MESSAGES.pointsRange);
    expect(firstError({ ...valid, deadline: 'tomorrow' })).toBe(BONUS_MESSAGES.deadlineInvalid);
  });

  it("unsettled questions' points are within everyone's reach", () => {
    const rows = [
      { player: { id: 'a' }, totalPoints: 10 },
      { player: { id: 'b' }, totalPoints: 4 },
    ];
    const matches = new Map([
      ['a', { maxPoints: 13, canWin: true }],
      ['b', { maxPoints: 7, canWin: false }],
    ]);
    expect(withBonusAhead(rows, matches, 0)).toEqual(matches);
    expect(withBonusAhead(rows, matches, 5)).toEqual(
      new Map([
        ['a', { maxPoints: 18, canWin: true }],
        ['b', { maxPoints: 12, canWin: true }],
      ]),
    );
    // No match left: the bonus alone decides.
    expect(withBonusAhead(rows, null, 5)!.get('b')).toEqual({ maxPoints: 9, canWin: false });
  });
});
