import { PREDICTION_MESSAGES } from '@scoreline/shared';
import { toast } from 'sonner';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../auth/api/session';
import { usePredictionSheet, useSavePredictions } from '../api/predictions';
import { ScoreCard } from './score-card';

/**
 * A player's predictions for one gameweek: the viewer's own by default, or (admins) a placeholder member's.
 * Editable when the server says so; saving shows the spec's toast.
 */
export function PredictionSheetPanel({
  gameweekId,
  userId,
  savedMessage = PREDICTION_MESSAGES.saved,
}: {
  gameweekId: string;
  userId?: string;
  savedMessage?: string;
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

  return (
    <ScoreCard
      matches={data.matches}
      predictions={data.predictions}
      editable={data.canEdit}
      viewAllHref={data.isClosed ? `/gameweek-predictions/${gameweekId}` : null}
      onSubmit={async (rows) => {
        try {
          await save.mutateAsync({ predictions: rows });
          toast.success(savedMessage);
        } catch (failure) {
          toast.error(errorMessage(failure));
        }
      }}
    />
  );
}
