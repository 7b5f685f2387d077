import { LEADERBOARD_MESSAGES, PREDICTION_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, NoGroupsYet, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { GroupIcon } from '../../../components/ui/group-icon';
import { useMyLeaderboards } from '../api/leaderboards';
import { LeaderboardCard } from '../components/leaderboard-card';
import { useLiveGroups } from '../../../lib/use-live-groups';

/** /leaderboards ("Your Rankings"): a preview of each joined group's table. */
export function LeaderboardsPage() {
  const { user } = useSession();
  const boards = useMyLeaderboards();
  useLiveGroups(boards.data?.groups.map((board) => board.group.id) ?? []);
  return (
    <Page title={t('Your Rankings')}>
      <h1 className="mb-4 text-2xl font-bold">{t('Your Rankings')}</h1>
      {boards.isPending ? (
        <PageSpinner label={t('Loading leaderboards')} />
      ) : boards.error ? (
        <LoadError message={t('Error loading your data')} detail={errorMessage(boards.error)} onRetry={() => boards.refetch()} />
      ) : boards.data.groups.length === 0 ? (
        <NoGroupsYet message={PREDICTION_MESSAGES.noGroups} />
      ) : boards.data.groups.every((board) => board.rows.length === 0) ? (
        <p className="card p-8 text-center text-muted">{t(LEADERBOARD_MESSAGES.empty)}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {boards.data.groups.map((board) => (
            <div key={board.group.id} className="space-y-2">
              <Link to={`/group/${board.group.id}/leaderboards`} className="flex items-center gap-2 font-semibold hover:underline">
                <GroupIcon url={board.group.iconUrl} name={board.group.name} size={32} />
                <span className="min-w-0 break-words">{board.group.name}</span>
              </Link>
              <LeaderboardCard
                groupId={board.group.id}
                title={t('All-time')}
                board={board}
                viewerId={user?.id}
                preview
                currentGameweekId={board.currentGameweek?.id}
              />
            </div>
          ))}
        </div>
      )}
    </Page>
  );
}
