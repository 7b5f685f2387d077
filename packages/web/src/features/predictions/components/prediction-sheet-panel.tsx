import { PREDICTION_MESSAGES } from '@scoreline/shared';
import { toast } from '../../../lib/toast';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { announceSaved, usePredictionSheet, useSavePredictions } from '../api/predictions';
import { ScoreCard } from './score-card';

/**
 * A player's predictions for one gameweek: the viewer's own by default, or (admins) a placeholder member's.
 * Editable when the server says so; saving shows the spec's toast.
 */
export function PredictionSheetPanel({
  gameweekId,
  userId,
  savedMessage = PREDICTION_MESSAGES.saved,
  showTotal = false,
}: {
  gameweekId: string;
  userId?: string;
  savedMessage?: string;
  /** Heads the card with the gameweek number and the player's total points in it. */
  showTotal?: boolean;
}) {
  const { user } = useSession();
  const playerId = userId ?? user?.id ?? '';
  const sheet = usePredictionSheet(gameweekId, playerId);
  const save = useSavePredictions(gameweekId, playerId);

  if (sheet.isPending) return <PageSpinner label="Loading predictions" />;
  if (sheet.error) return <LoadError message={`Predictions error: ${errorMessage(sheet.error)}`} onRetry={() => sheet.refetch()} />;
  const data = sheet.data;
  if (!data) return null;
  if (data.matches.length === 0) return <p className="text-muted">This gameweek has no matches yet.</p>;

  const card = (
    <ScoreCard
      matches={data.matches}
      predictions={data.predictions}
      editable={data.canEdit}
      openMatchIds={data.openMatchIds}
      viewAllHref={data.isClosed ? `/gameweek-predictions/${gameweekId}` : null}
      onSubmit={async (rows) => {
        try {
          announceSaved(await save.mutateAsync({ predictions: rows }), savedMessage, rows);
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
        <span className="font-semibold">Your Gameweek {data.gameweek.weekNumber} predictions</span>
        <span className="text-lg font-bold tabular-nums">{data.totalPoints} pts</span>
      </p>
      {card}
    </div>
  );
}
