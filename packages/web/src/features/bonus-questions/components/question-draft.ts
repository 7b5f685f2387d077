import { BONUS_KINDS, type BonusKind, type BonusQuestion, type BonusQuestionInput } from '@scoreline/shared';

/** The add/edit form's fields as typed: options one per line, points as text. */
export interface QuestionDraft {
  question: string;
  kind: BonusKind;
  options: string;
  points: string;
  deadline: Date | null;
  /** The competition whose teams filled the options, and whether its final table settles the question. */
  competitionId: number | null;
  settleFromTable: boolean;
}

export const KINDS = BONUS_KINDS;

export const emptyDraft = (): QuestionDraft => ({
  question: '',
  kind: 'list',
  options: '',
  points: '5',
  deadline: null,
  competitionId: null,
  settleFromTable: false,
});

export const draftOf = (question: BonusQuestion): QuestionDraft => ({
  question: question.question,
  kind: question.kind,
  options: question.options.join('\n'),
  points: String(question.points),
  deadline: new Date(question.deadline),
  competitionId: question.settlesFrom,
  settleFromTable: question.settlesFrom !== null,
});

/** What the API takes; the server checks it all (its messages show under the form). */
export function inputOf(draft: QuestionDraft): BonusQuestionInput {
  const list = draft.kind === 'list';
  return {
    question: draft.question,
    kind: draft.kind,
    options: list
      ? draft.options
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    points: Number(draft.points),
    deadline: draft.deadline?.toISOString() ?? '',
    settlesFrom: list && draft.settleFromTable ? draft.competitionId : null,
  };
}
