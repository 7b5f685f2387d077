import { LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSeasonLeaderboard } from '../api/leaderboards';
import { LeaderboardCard } from './leaderboard-card';

/** A season's table: every member's points from its gameweeks and its settled bonus questions (a Bonus column). */
export function SeasonBoard({ seasonId }: { seasonId: string }) {
  const { user } = useSession();
  const board = useSeasonLeaderboard(seasonId);
  if (board.isPending) return <PageSpinner label={t('Loading leaderboard')} />;
  if (board.error)
    return <LoadError message={t(LEADERBOARD_MESSAGES.loadFailed)} detail={errorMessage(board.error)} onRetry={() => board.refetch()} />;
  if (!board.data) return null;
  return (
    <LeaderboardCard
      groupId={board.data.season.groupId}
      title={t('Season table: {season}', { season: board.data.season.name })}
      board={board.data}
      viewerId={user?.id}
      searchable
      // Inside the season's tabs, which frame it on wider screens: no card in a card.
      className=""
    />
  );
}
