import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { useId, useState } from 'react';
import { PageSpinner } from '../../../components/layout/page-states';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useGroupGameweeks } from '../../gameweeks';
import { ScoreCard, usePredictionSheet } from '../../predictions';
import { profileGameweeks } from './profile-gameweeks';

/** A member's predictions in the group, one gameweek at a time (the current one first). */
export function ProfilePredictions({ groupId, userId }: { groupId: string; userId: string }) {
  const id = useId();
  const gameweeks = useGroupGameweeks(groupId).data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const { shownId, options } = profileGameweeks(gameweeks, picked);
  const sheet = usePredictionSheet(shownId, shownId ? userId : undefined);
  if (gameweeks.length === 0) return <p className="text-muted">{GAMEWEEK_MESSAGES.noGameweeks}</p>;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-gameweek`} className="block text-sm font-medium">
          {t('Gameweek')}
        </label>
        <select id={`${id}-gameweek`} className={inputClass} value={shownId} onChange={(event) => setPicked(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {sheet.isPending ? (
        <PageSpinner label={t('Loading predictions')} />
      ) : sheet.error ? (
        // The server's reason, e.g. another member's predictions before the gameweek locks.
        <p className="rounded-lg border border-subtle p-4 text-center font-medium">{errorMessage(sheet.error)}</p>
      ) : sheet.data && sheet.data.predictions.length === 0 ? (
        <p className="text-muted">{t('No predictions for this gameweek.')}</p>
      ) : sheet.data ? (
        <ScoreCard matches={sheet.data.matches} predictions={sheet.data.predictions} editable={false} />
      ) : null}
    </div>
  );
}
