import { LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { GroupPageLoadError } from '../../../components/layout/group-page-load-error';
import { PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useEditLeaderboard, useGroupLeaderboard, useLeaderboardHistory } from '../api/leaderboards';
import { GameweekPicker } from '../components/gameweek-picker';
import { LeaderboardCard } from '../components/leaderboard-card';
import { PositionHistory } from '../components/position-history';
import { useLiveGroup } from '../../../lib/use-live-groups';

/** /group/{id}/leaderboards: the all-time table (admins edit points), a gameweek's table, and the history. */
export function GroupLeaderboardsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const board = useGroupLeaderboard(id);
  // Asked once the table is there: for a missing group or a non-member it would only fail too.
  const history = useLeaderboardHistory(id, board.isSuccess);
  const edit = useEditLeaderboard(id);
  useLiveGroup(board.isSuccess ? id : null);

  async function savePoints(rows: Array<{ userId: string; totalPoints: number }>) {
    try {
      await edit.mutateAsync({ rows });
      toast.success(t(LEADERBOARD_MESSAGES.updated));
    } catch (failure) {
      toast.error(t('Leaderboard error: {reason}', { reason: errorMessage(failure) }));
      throw failure;
    }
  }

  let body: React.ReactNode;
  if (board.isPending) body = <PageSpinner label={t('Loading leaderboard')} />;
  else if (board.error || !board.data)
    body = (
      <GroupPageLoadError
        error={board.error}
        entity="group"
        groupId={id}
        message={t('Error loading group data')}
        detail={errorMessage(board.error)}
        onRetry={() => board.refetch()}
      />
    );
  else
    body = (
      <div className="space-y-4">
        <h1 className="break-words text-2xl font-bold hyphens-auto">{t('{group} leaderboards', { group: board.data.group.name })}</h1>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <LeaderboardCard
            groupId={id}
            title={t('All-time')}
            board={board.data}
            viewerId={user?.id}
            searchable
            currentGameweekId={board.data.currentGameweek?.id}
            onSavePoints={board.data.viewer.canEdit ? savePoints : undefined}
          />
          <GameweekPicker groupId={id} />
        </div>
        <PositionHistory history={history} viewerId={user?.id} />
      </div>
    );

  return (
    <Page title={t('Leaderboards')}>
      <Link
        to={`/group/${id}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-[var(--color-brand)] hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('Back to group')}
      </Link>
      {body}
    </Page>
  );
}
