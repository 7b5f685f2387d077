import { BONUS_MESSAGES as M } from '@scoreline/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useBonusQuestions } from '../api/bonus-questions';
import { BonusQuestionCard } from './bonus-question-card';
import { QuestionDialog } from './question-form';
import { t } from '../../../lib/i18n';

/** A season's bonus questions; admins (the server's `canAdd`) add them here. */
export function BonusQuestionsSection({ seasonId }: { seasonId: string }) {
  const { data, isPending, error } = useBonusQuestions(seasonId);
  const [adding, setAdding] = useState(false);
  if (isPending) return <Spinner label={t('Loading bonus questions')} />;
  if (error || !data) return <p className="text-sm text-red-600 dark:text-red-400">{errorMessage(error)}</p>;

  return (
    <section className="space-y-2" aria-labelledby={`bonus-${seasonId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`bonus-${seasonId}`} className="text-lg font-semibold">
          {t(M.title)}
        </h2>
        {data.viewer.canAdd && <Button onClick={() => setAdding(true)}>{t(M.add)}</Button>}
      </div>
      {data.questions.length === 0 ? (
        <p className="text-muted">{t(M.none)}</p>
      ) : (
        <ul className="divide-y divide-[var(--border)]">
          {data.questions.map((question) => (
            <BonusQuestionCard key={question.id} question={question} competitions={data.competitions} placeholders={data.placeholders} />
          ))}
        </ul>
      )}
      <QuestionDialog open={adding} onOpenChange={setAdding} seasonId={seasonId} competitions={data.competitions} />
    </section>
  );
}
