import { BONUS_MESSAGES as M, type BonusQuestion, type BonusQuestionList } from '@scoreline/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { Dialog } from '../../../components/ui/dialog';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateBonus, useUpdateBonus } from '../api/bonus-questions';
import { KINDS, type QuestionDraft, draftOf, emptyDraft, inputOf } from './question-draft';
import { TeamLoader } from './team-loader';
import { t } from '../../../lib/i18n';

interface FormProps {
  seasonId: string;
  /** The question edited; none: a new one. */
  question?: BonusQuestion;
  competitions: BonusQuestionList['competitions'];
  onDone: () => void;
}

/** "Add bonus question" or "Edit", in a dialog (mounted only while open: each opening starts afresh). */
export function QuestionDialog({
  open,
  onOpenChange,
  ...props
}: Omit<FormProps, 'onDone'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(props.question ? M.edit : M.add)}>
      <QuestionForm {...props} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function QuestionForm({ seasonId, question, competitions, onDone }: FormProps) {
  const ids = useId();
  const create = useCreateBonus(seasonId);
  const update = useUpdateBonus(seasonId, question?.id ?? '');
  const [draft, setDraft] = useState<QuestionDraft>(() => (question ? draftOf(question) : emptyDraft()));
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The one check the form makes itself: the server refuses a past deadline too.
    if (!draft.deadline || draft.deadline.getTime() <= Date.now()) return setError(t(M.deadlinePast));
    try {
      await (question ? update : create).mutateAsync(inputOf(draft));
      toast.success(t(question ? M.updated : M.created));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={onSubmit} className="max-h-[70vh] space-y-3 overflow-y-auto" noValidate>
      <TextField
        label={t(M.question)}
        value={draft.question}
        maxLength={200}
        onChange={(event) => change({ question: event.target.value })}
      />
      <div className="space-y-1">
        <label htmlFor={`${ids}-kind`} className="block text-sm font-medium">
          {t(M.kind)}
        </label>
        <select
          id={`${ids}-kind`}
          className={inputClass}
          value={draft.kind}
          onChange={(event) => change({ kind: event.target.value as QuestionDraft['kind'] })}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(M.kinds[kind])}
            </option>
          ))}
        </select>
      </div>
      {draft.kind === 'list' && (
        <div className="space-y-2">
          <label htmlFor={`${ids}-options`} className="block text-sm font-medium">
            {t(M.options)}
          </label>
          <textarea
            id={`${ids}-options`}
            className={inputClass}
            rows={5}
            value={draft.options}
            onChange={(event) => change({ options: event.target.value })}
          />
          <TeamLoader competitions={competitions} draft={draft} onChange={change} />
        </div>
      )}
      <TextField
        label={t(M.points)}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={draft.points}
        onChange={(event) => change({ points: event.target.value })}
      />
      <DateTimeField label={t(M.deadline)} value={draft.deadline} onChange={(deadline) => change({ deadline })} min={new Date()} />
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t(M.cancel)}
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t(M.save)}
        </Button>
      </div>
    </form>
  );
}
