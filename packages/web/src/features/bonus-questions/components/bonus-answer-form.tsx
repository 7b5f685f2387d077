import { BONUS_MESSAGES as M, type BonusQuestion, type Player } from '@scoreline/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAnswerBonus } from '../api/bonus-questions';
import { t } from '../../../lib/i18n';

/**
 * The viewer's answer while the question is open (or an admin's for `placeholder`): a select for a list, a number
 * box, or a text box.
 */
export function BonusAnswerForm({ question, placeholder }: { question: BonusQuestion; placeholder?: Player }) {
  const id = useId();
  const save = useAnswerBonus(question.seasonId, question.id, placeholder?.id);
  const saved = placeholder ? question.answers.find((answer) => answer.player.id === placeholder.id) : question.myAnswer;
  const [answer, setAnswer] = useState(saved?.answer ?? '');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync(answer);
      toast.success(t(M.answered));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const field = {
    id,
    className: inputClass,
    value: answer,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        {placeholder ? t(M.answerFor, { name: placeholder.username }) : t(M.yourAnswer)}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-48">
          {question.kind === 'list' ? (
            <select {...field} onChange={(event) => setAnswer(event.target.value)}>
              <option value="">{t(M.chooseOption)}</option>
              {question.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...field}
              type={question.kind === 'number' ? 'number' : 'text'}
              inputMode={question.kind === 'number' ? 'numeric' : undefined}
              step={question.kind === 'number' ? 1 : undefined}
              maxLength={80}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {t(M.saveAnswer)}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
