import { BONUS_MESSAGES as M, type BonusQuestion, type BonusQuestionList } from '@scoreline/shared';
import { formatDateTime } from '../../../lib/dates';
import { formatList, t } from '../../../lib/i18n';
import { RichText } from '../../../components/ui/rich-text';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteBonus } from '../api/bonus-questions';
import { BonusAnswerForm } from './bonus-answer-form';
import { BonusAnswersList } from './bonus-answers-list';
import { QuestionDialog } from './question-form';
import { SettleDialog } from './settle-dialog';

/** Not prose: the dot between the points and the deadline. */
const SEPARATOR = ' · ';

type Open = 'edit' | 'delete' | 'settle' | null;

/**
 * One question: its points and deadline; the viewer's answer (a form while the server says they may answer);
 * everyone's answers once the deadline has passed; the right answer once settled; the admin's actions.
 */
export function BonusQuestionCard({
  question,
  competitions,
  placeholders,
}: {
  question: BonusQuestion;
  competitions: BonusQuestionList['competitions'];
  /** The admin's: placeholder members they answer for while the question is open. */
  placeholders: BonusQuestionList['placeholders'];
}) {
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteBonus(question.seasonId, question.id);
  const { viewer, myAnswer } = question;
  const everyone = [...(myAnswer ? [myAnswer] : []), ...question.answers].sort((a, b) =>
    a.player.username.localeCompare(b.player.username),
  );
  const closing = question.phase === 'open' ? M.closes : M.closed;

  async function confirmDelete() {
    try {
      await remove.mutateAsync(undefined);
      toast.success(t(M.deleted));
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    setOpen(null);
  }

  return (
    <li className="space-y-3 py-3" data-testid="bonus-question">
      <div>
        <h3 className="break-words font-semibold">{question.question}</h3>
        <p className="text-sm text-muted">
          {t(M.pointsShort, { points: question.points })}
          {SEPARATOR}
          {t(closing, { when: formatDateTime(question.deadline) })}
        </p>
        {question.correctAnswers && (
          <p className="mt-1 text-sm font-medium text-green-700 dark:text-green-300">
            {t(M.rightAnswer, { answer: formatList(question.correctAnswers) || '–' })}
          </p>
        )}
      </div>
      {viewer.canAnswer ? (
        <BonusAnswerForm question={question} />
      ) : (
        question.phase === 'open' && (
          <p className="text-sm">
            <RichText
              id={M.yourAnswerIs}
              values={{ answer: myAnswer?.answer ?? t(M.noAnswer) }}
              parts={[<span key="label" className="font-medium" />]}
            />
          </p>
        )
      )}
      {viewer.canAnswerForPlaceholders &&
        placeholders.map((placeholder) => <BonusAnswerForm key={placeholder.id} question={question} placeholder={placeholder} />)}
      {question.phase === 'open' ? (
        <p className="text-xs text-muted">{t(M.hiddenUntilDeadline)}</p>
      ) : (
        <BonusAnswersList answers={everyone} />
      )}
      {(viewer.canEdit || viewer.canDelete || viewer.canSettle) && (
        <div className="flex flex-wrap gap-2">
          {viewer.canSettle && <Button onClick={() => setOpen('settle')}>{t(question.phase === 'settled' ? M.resettle : M.settle)}</Button>}
          {viewer.canEdit && (
            <Button variant="secondary" onClick={() => setOpen('edit')}>
              {t(M.edit)}
            </Button>
          )}
          {viewer.canDelete && (
            <Button variant="ghost" onClick={() => setOpen('delete')}>
              {t(M.delete)}
            </Button>
          )}
        </div>
      )}
      <QuestionDialog
        open={open === 'edit'}
        onOpenChange={(next) => setOpen(next ? 'edit' : null)}
        seasonId={question.seasonId}
        question={question}
        competitions={competitions}
      />
      <SettleDialog question={question} open={open === 'settle'} onOpenChange={(next) => setOpen(next ? 'settle' : null)} />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={t(M.deleteTitle)}
        description={t(M.deleteBody)}
        confirmLabel={t(M.delete)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </li>
  );
}
