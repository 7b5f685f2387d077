import { LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGroupLeaderboard, useLeaderboardHistory } from '../api/leaderboards';
import { PositionChart } from './position-chart';
import { LeaderboardCard } from './leaderboard-card';

/** The group page's leaderboard section: the all-time preview, the full-table link and the history chart. */
export function GroupBoardPreview({ groupId }: { groupId: string }) {
  const { user } = useSession();
  const board = useGroupLeaderboard(groupId);
  const history = useLeaderboardHistory(groupId);
  if (board.isPending) return <PageSpinner label={t('Loading leaderboard')} />;
  if (board.error)
    return <LoadError message={t(LEADERBOARD_MESSAGES.loadFailed)} detail={errorMessage(board.error)} onRetry={() => board.refetch()} />;
  if (!board.data) return null;
  return (
    <LeaderboardCard
      groupId={groupId}
      title={t('Leaderboard')}
      board={board.data}
      viewerId={user?.id}
      preview
      className="sm:card sm:p-4"
      footer={
        <>
          <Link to={`/group/${groupId}/leaderboards`} className="block text-right font-semibold text-[var(--color-brand)] hover:underline">
            {t('View Full Leaderboard →')}
          </Link>
          {history.data ? (
            <PositionChart history={history.data} viewerId={user?.id} />
          ) : history.error ? (
            <p className="text-sm text-red-600">{t(LEADERBOARD_MESSAGES.historyLoadFailed)}</p>
          ) : null}
        </>
      }
    />
  );
}
