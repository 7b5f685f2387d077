import { LEADERBOARD_MESSAGES, LIVE_MATCH_MESSAGES } from '@scoreline/shared';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGameweekLeaderboard } from '../api/leaderboards';
import { LeaderboardCard } from './leaderboard-card';
import { gameweekTable } from './leaderboard-rows';

/** One gameweek's table: every member's points and exact scores in it; a live table while a match is in play. */
export function GameweekBoard({ gameweekId, title, preview = false }: { gameweekId: string; title?: string; preview?: boolean }) {
  const { user } = useSession();
  const board = useGameweekLeaderboard(gameweekId);
  if (board.isPending) return <PageSpinner label={t('Loading leaderboard')} />;
  if (board.error)
    return (
      <LoadError message={t(LEADERBOARD_MESSAGES.gameweekLoadFailed)} detail={errorMessage(board.error)} onRetry={() => board.refetch()} />
    );
  if (!board.data) return null;
  return (
    <LeaderboardCard
      groupId={board.data.gameweek.groupId}
      title={title ?? t('Gameweek {number}', { number: board.data.gameweek.weekNumber })}
      // Not while predictions are open: nothing has been marked yet.
      board={gameweekTable({ ...board.data, lastUpdated: board.data.gameweek.phase !== 'open' ? board.data.lastUpdated : null })}
      liveNote={LIVE_MATCH_MESSAGES.liveTableNote}
      viewerId={user?.id}
      preview={preview}
    />
  );
}
