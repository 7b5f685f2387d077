import { PREDICTION_MESSAGES } from '@scoreline/shared';
import { Link, useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { usePredictionSheet } from '../api/predictions';
import { OnFor } from '../../../components/football/on-for';
import { ScoreCard } from '../components/score-card';

/** /user-gameweek-predictions/{gameweek}/{user}: one player's predictions, once the gameweek is locked. */
export function UserGameweekPredictionsPage() {
  const { gameweekId = '', userId = '' } = useParams();
  const sheet = usePredictionSheet(gameweekId, userId);

  let body: React.ReactNode;
  if (sheet.isPending) body = <PageSpinner label={t('Loading predictions')} />;
  else if (sheet.error instanceof ApiError && sheet.error.status === 404) body = <EntityNotFound entity="player" />;
  else if (sheet.error instanceof ApiError && sheet.error.status === 403)
    body = <p className="card p-8 text-center text-lg font-semibold">{sheet.error.message}</p>;
  else if (sheet.error || !sheet.data)
    body = <LoadError message={t('Predictions error')} detail={errorMessage(sheet.error)} onRetry={() => sheet.refetch()} />;
  else if (!sheet.data.isClosed) body = <p className="card p-8 text-center text-lg font-semibold">{t(PREDICTION_MESSAGES.notLockedYet)}</p>;
  else {
    const { player, gameweek, predictions, matches, totalPoints, livePoints } = sheet.data;
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="min-w-0 text-2xl font-bold">
            {t("{username}'s Gameweek {number} Predictions", { username: player.username, number: gameweek.weekNumber })}
          </h1>
          <p className="flex flex-col items-end">
            <span className="text-lg font-semibold">{t(PREDICTION_MESSAGES.points, { points: totalPoints })}</span>
            {livePoints !== null && <OnFor points={livePoints} short />}
          </p>
        </div>
        <p className="text-sm text-muted">
          <Link to={`/gameweek/${gameweek.id}`} className="hover:underline">
            {t('{group} · Gameweek {number}', { group: gameweek.groupName, number: gameweek.weekNumber })}
          </Link>
        </p>
        {predictions.length === 0 ? (
          <p className="card p-6 text-center text-muted">
            {t(PREDICTION_MESSAGES.userHasNoPredictions, { username: player.username, weekNumber: gameweek.weekNumber })}
          </p>
        ) : (
          <ScoreCard matches={matches} predictions={predictions} editable={false} />
        )}
      </div>
    );
  }
  return (
    <Page title={t('Gameweek predictions')} width="medium">
      {body}
    </Page>
  );
}
