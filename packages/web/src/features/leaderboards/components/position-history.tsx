import { LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { t } from '../../../lib/i18n';
import type { useLeaderboardHistory } from '../api/leaderboards';
import { MyGameweeksTable } from './my-gameweeks-table';
import { PositionChart } from './position-chart';

/** "Position history": everyone's positions per gameweek as a chart, and the viewer's own as a table. */
export function PositionHistory({ history, viewerId }: { history: ReturnType<typeof useLeaderboardHistory>; viewerId?: string }) {
  return (
    <section className="card space-y-3 p-4" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t('Position history')}
      </h2>
      {history.error ? (
        <LoadError message={t(LEADERBOARD_MESSAGES.historyLoadFailed)} onRetry={() => history.refetch()} />
      ) : history.data ? (
        <>
          <PositionChart history={history.data} viewerId={viewerId} />
          {history.data.mine.length > 0 && <MyGameweeksTable rows={history.data.mine} />}
        </>
      ) : (
        <PageSpinner label={t('Loading history')} />
      )}
    </section>
  );
}
