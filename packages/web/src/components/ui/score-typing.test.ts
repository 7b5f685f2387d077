import { describe, expect, it } from 'vitest';
import { typedGoals } from './score-typing';

describe('typedGoals', () => {
  it.each<[string, string, string | null, string | undefined, number | null, { value: number | null; moveOn: boolean }]>([
    ['a digit into an empty box', '2', '2', 'insertText', null, { value: 2, moveOn: true }],
    ['a digit over a selected score', '7', '7', 'insertText', 3, { value: 7, moveOn: true }],
    ['a digit after a score (the caret was not on it)', '21', '1', 'insertText', 2, { value: 1, moveOn: true }],
    ['a digit before a score', '32', '3', 'insertText', 2, { value: 3, moveOn: true }],
    ['a digit after a 10 from the stepper', '104', '4', 'insertText', 10, { value: 4, moveOn: true }],
    ['a key that is no digit', '2-', '-', 'insertText', 2, { value: 2, moveOn: false }],
    ['a pasted 12', '12', null, 'insertFromPaste', null, { value: 12, moveOn: true }],
    ['a pasted score with spaces', ' 1 0 ', null, 'insertFromPaste', null, { value: 10, moveOn: true }],
    ['a paste of more than 99', '123', null, 'insertFromPaste', null, { value: 12, moveOn: true }],
    ['Backspace to empty', '', null, 'deleteContentBackward', 4, { value: null, moveOn: false }],
    ['Backspace on 12', '1', null, 'deleteContentBackward', 12, { value: 1, moveOn: false }],
  ])('%s', (_name, text, inserted, inputType, previous, expected) => {
    expect(typedGoals(text, inserted, inputType, previous)).toEqual(expected);
  });
});
