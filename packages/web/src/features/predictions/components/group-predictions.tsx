import { PREDICTION_MESSAGES, type MyPredictions } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { CloseCountdown } from '../../gameweeks';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { GroupIcon } from '../../../components/ui/group-icon';
import { announceSaved, useSavePredictions } from '../api/predictions';
import { AlsoSaveOffer } from './also-save-offer';
import { ScoreCard } from './score-card';
import { useAlsoSave } from './use-also-save';

/** /predictions by group: one group's active gameweek, to predict (or read once locked). */
export function GroupPredictions({ entry }: { entry: MyPredictions['groups'][number] }) {
  const { user } = useSession();
  const sheet = entry.sheet;
  const save = useSavePredictions(sheet?.gameweek.id ?? '', user?.id ?? '');
  const alsoSave = useAlsoSave(sheet ?? undefined);
  return (
    // A card from sm up; on a phone the score card has the screen's whole width.
    <section className="space-y-4 sm:card sm:p-4" aria-label={entry.group.name}>
      <div className="flex items-center gap-3">
        <Link to={`/group/${entry.group.id}`} aria-label={t('Open {group}', { group: entry.group.name })}>
          <GroupIcon url={entry.group.iconUrl} name={entry.group.name} size={44} />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{entry.group.name}</h2>
          {sheet ? (
            <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
              <span className="flex items-center gap-1 text-muted">
                {t('Gameweek {number}', { number: sheet.gameweek.weekNumber })}
                {sheet.gameweek.isLocked && <Lock aria-label={t('Locked')} className="h-3.5 w-3.5" />}
              </span>
              <Link to={`/gameweek/${sheet.gameweek.id}`} className="font-semibold text-[var(--color-brand)] hover:underline">
                {t('View Gameweek →')}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-muted">{t('No active gameweek.')}</p>
          )}
          {sheet && <CloseCountdown gameweek={{ ...sheet.gameweek, nextClose: sheet.nextClose }} />}
        </div>
      </div>
      {sheet &&
        (sheet.matches.length === 0 ? (
          <p className="text-muted">{t('This gameweek has no matches yet.')}</p>
        ) : (
          <ScoreCard
            matches={sheet.matches}
            predictions={sheet.predictions}
            editable={sheet.canEdit}
            openMatchIds={sheet.openMatchIds}
            jokers={{ canUse: sheet.canUseJoker, canMove: sheet.canMoveJoker }}
            viewAllHref={sheet.isClosed ? `/gameweek-predictions/${sheet.gameweek.id}` : null}
            submitExtra={<AlsoSaveOffer groups={alsoSave.offered} checked={alsoSave.checked} onChange={alsoSave.setChecked} />}
            onSubmit={async (rows, joker) => {
              try {
                const saved = await save.mutateAsync({ predictions: rows, ...alsoSave.flag, ...joker });
                announceSaved(saved, t(PREDICTION_MESSAGES.savedFromPredictionsPage), rows);
              } catch (failure) {
                toast.error(errorMessage(failure));
              }
            }}
          />
        ))}
    </section>
  );
}
