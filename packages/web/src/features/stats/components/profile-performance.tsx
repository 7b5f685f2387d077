import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGroupGameweeks } from '../../gameweeks';
import { GameweekBoard, LeaderboardCard, PositionChart, useGroupLeaderboard, useLeaderboardHistory } from '../../leaderboards';

/** A member's place in the group: the all-time table around them, the active gameweek's table, their positions over time. */
export function ProfilePerformance({ groupId, userId }: { groupId: string; userId: string }) {
  const { user } = useSession();
  const board = useGroupLeaderboard(groupId);
  const history = useLeaderboardHistory(groupId);
  const active = useGroupGameweeks(groupId).data?.find((gameweek) => gameweek.isActive);
  return (
    <div className="space-y-4">
      {board.data && (
        <LeaderboardCard groupId={groupId} title={t('All-time')} board={board.data} viewerId={user?.id} focusId={userId} preview />
      )}
      {active && <GameweekBoard gameweekId={active.id} preview />}
      {history.data && <PositionChart history={history.data} viewerId={userId} />}
    </div>
  );
}
