import { PREDICTION_MESSAGES } from '@scoreline/shared';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { OnFor } from '../../../components/football/on-for';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { announceSaved, usePredictionSheet, useSavePredictions } from '../api/predictions';
import { AlsoSaveOffer } from './also-save-offer';
import { ScoreCard } from './score-card';
import { useAlsoSave } from './use-also-save';

/**
 * A player's predictions for one gameweek: the viewer's own by default, or (admins) a placeholder member's.
 * Editable when the server says so; saving shows the spec's toast. On the player's own sheet, "Also save in my
 * other groups" when the server offers it.
 */
export function PredictionSheetPanel({
  gameweekId,
  userId,
  savedMessage,
  showTotal = false,
}: {
  gameweekId: string;
  userId?: string;
  /** The toast of a save (the spec's "Your predictions have been saved!" unless given). */
  savedMessage?: string;
  /** Heads the card with the gameweek number and the player's total points in it. */
  showTotal?: boolean;
}) {
  const { user } = useSession();
  const playerId = userId ?? user?.id ?? '';
  const sheet = usePredictionSheet(gameweekId, playerId);
  const save = useSavePredictions(gameweekId, playerId);
  const alsoSave = useAlsoSave(sheet.data);

  if (sheet.isPending) return <PageSpinner label={t('Loading predictions')} />;
  if (sheet.error)
    return <LoadError message={t('Predictions error: {error}', { error: errorMessage(sheet.error) })} onRetry={() => sheet.refetch()} />;
  const data = sheet.data;
  if (!data) return null;
  if (data.matches.length === 0) return <p className="text-muted">{t('This gameweek has no matches yet.')}</p>;

  const card = (
    <ScoreCard
      matches={data.matches}
      predictions={data.predictions}
      editable={data.canEdit}
      openMatchIds={data.openMatchIds}
      jokers={{ canUse: data.canUseJoker, canMove: data.canMoveJoker }}
      viewAllHref={data.isClosed ? `/gameweek-predictions/${gameweekId}` : null}
      submitExtra={<AlsoSaveOffer groups={alsoSave.offered} checked={alsoSave.checked} onChange={alsoSave.setChecked} />}
      onSubmit={async (rows, joker) => {
        try {
          announceSaved(
            await save.mutateAsync({ predictions: rows, ...alsoSave.flag, ...joker }),
            savedMessage ?? t(PREDICTION_MESSAGES.saved),
            rows,
          );
        } catch (failure) {
          toast.error(errorMessage(failure));
        }
      }}
    />
  );
  if (!showTotal) return card;
  return (
    <div className="space-y-3">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{t('Your Gameweek {number} predictions', { number: data.gameweek.weekNumber })}</span>
        <span className="flex shrink-0 flex-col items-end">
          <span className="text-lg font-bold tabular-nums">{t(PREDICTION_MESSAGES.points, { points: data.totalPoints })}</span>
          {data.livePoints !== null && <OnFor points={data.livePoints} short />}
        </span>
      </p>
      {card}
    </div>
  );
}
