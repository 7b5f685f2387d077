import { BONUS_MESSAGES as M, type BonusQuestionList } from '@scoreline/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { competitionTeams } from '../api/bonus-questions';
import type { QuestionDraft } from './question-draft';
import { t } from '../../../lib/i18n';

/**
 * For a group following or holding fixtures of a competition: fill a list question's options with its teams,
 * and let its final table settle the question ("Who wins the league?").
 */
export function TeamLoader({
  competitions,
  draft,
  onChange,
}: {
  competitions: BonusQuestionList['competitions'];
  draft: QuestionDraft;
  onChange: (patch: Partial<QuestionDraft>) => void;
}) {
  const [picked, setPicked] = useState(draft.competitionId ?? competitions[0]?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (competitions.length === 0 || picked === null) return null;

  async function load() {
    setLoading(true);
    setError(null);
    try {
      onChange({ options: (await competitionTeams(picked!)).join('\n'), competitionId: picked });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {competitions.length > 1 && (
          <select
            aria-label={t('Competition')}
            className={`${inputClass} min-w-0 flex-1 basis-40`}
            value={picked}
            onChange={(event) => setPicked(Number(event.target.value))}
          >
            {competitions.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.name}
              </option>
            ))}
          </select>
        )}
        <Button variant="secondary" onClick={load} disabled={loading}>
          {t(M.loadTeams)}
        </Button>
      </div>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
      {draft.competitionId !== null && (
        <CheckboxField
          label={t(M.settlesFromLabel)}
          checked={draft.settleFromTable}
          onChange={(settleFromTable) => onChange({ settleFromTable })}
          className="text-sm"
        />
      )}
    </div>
  );
}
