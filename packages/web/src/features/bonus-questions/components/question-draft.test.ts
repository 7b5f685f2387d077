import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, inputOf } from './question-draft';

describe('the bonus question form', () => {
  it('sends a list’s options one per line, trimmed and without blank lines, and its table only when asked for', () => {
    const deadline = new Date('2030-01-01T12:00:00Z');
    const draft = { ...emptyDraft(), question: 'Who wins?', options: ' Arsenal \n\nChelsea\n', deadline, competitionId: 2021 };
    expect(inputOf(draft)).toEqual({
      question: 'Who wins?',
      kind: 'list',
      options: ['Arsenal', 'Chelsea'],
      points: 5,
      deadline: '2030-01-01T12:00:00.000Z',
      settlesFrom: null,
    });
    expect(inputOf({ ...draft, settleFromTable: true }).settlesFrom).toBe(2021);
  });

  it('sends no options and no table for a number or a text question', () => {
    const draft = { ...emptyDraft(), kind: 'number' as const, options: 'left over', settleFromTable: true, competitionId: 2021 };
    expect(inputOf(draft)).toMatchObject({ options: [], settlesFrom: null });
  });

  it('opens an edit with the question as saved', () => {
    const draft = draftOf({
      id: 'q',
      seasonId: 's',
      question: 'Who wins?',
      kind: 'list',
      options: ['Arsenal', 'Chelsea'],
      points: 3,
      deadline: '2030-01-01T12:00:00.000Z',
      settlesFrom: 2021,
      phase: 'open',
      correctAnswers: null,
      settledAt: null,
      answerCount: 0,
      myAnswer: null,
      answers: [],
      viewer: { canEdit: true, canDelete: true, canAnswer: true, canAnswerForPlaceholders: true, canSettle: false },
    });
    expect(draft).toMatchObject({ options: 'Arsenal\nChelsea', points: '3', competitionId: 2021, settleFromTable: true });
  });
});
