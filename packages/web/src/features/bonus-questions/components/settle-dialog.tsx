import { BONUS_MESSAGES as M, type BonusQuestion, distinctAnswers } from '@scoreline/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSettleBonus } from '../api/bonus-questions';
import { t } from '../../../lib/i18n';

/** "Settle": the right option, the real number, or which of the submitted texts are right. */
export function SettleDialog({
  question,
  open,
  onOpenChange,
}: {
  question: BonusQuestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(M.settle)} description={question.question}>
      <SettleForm question={question} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function SettleForm({ question, onDone }: { question: BonusQuestion; onDone: () => void }) {
  const id = useId();
  const settle = useSettleBonus(question.seasonId, question.id);
  const [picked, setPicked] = useState<string[]>(question.correctAnswers ?? []);
  const [error, setError] = useState<string | null>(null);
  const texts = distinctAnswers([...(question.myAnswer ? [question.myAnswer] : []), ...question.answers]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await settle.mutateAsync(picked.filter(Boolean));
      toast.success(t(M.settled));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const one = { id, className: inputClass, value: picked[0] ?? '', onChange: (value: string) => setPicked([value]) };
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {question.kind === 'text' ? (
        <fieldset className="max-h-[50vh] overflow-y-auto">
          <legend className="text-sm font-medium">{t(M.tickRight)}</legend>
          {texts.length === 0 && <p className="text-sm text-muted">{t(M.noAnswers)}</p>}
          {texts.map((text) => (
            <CheckboxField
              key={text}
              label={text}
              checked={picked.includes(text)}
              onChange={(checked) => setPicked((current) => (checked ? [...current, text] : current.filter((other) => other !== text)))}
            />
          ))}
        </fieldset>
      ) : (
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-medium">
            {t(question.kind === 'list' ? M.chooseOption : M.realNumber)}
          </label>
          {question.kind === 'list' ? (
            <select {...one} onChange={(event) => one.onChange(event.target.value)}>
              <option value="">{t(M.chooseOption)}</option>
              {question.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          ) : (
            <input {...one} type="number" inputMode="numeric" step={1} onChange={(event) => one.onChange(event.target.value)} />
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t(M.cancel)}
        </Button>
        <Button type="submit" disabled={settle.isPending}>
          {t(M.settle)}
        </Button>
      </div>
    </form>
  );
}
