import { useSession } from '../../../lib/session';
import { useGameweekLeaderboard } from '../api/leaderboards';
import { WinnerBanner } from './winner-banner';

/** The winner banner of a finished gameweek; nothing before that. */
export function GameweekWinner({ gameweekId }: { gameweekId: string }) {
  const { user } = useSession();
  const board = useGameweekLeaderboard(gameweekId);
  const winners = board.data?.winners;
  if (!winners || winners.length === 0) return null;
  return <WinnerBanner weekNumber={board.data!.gameweek.weekNumber} winners={winners} viewerId={user?.id} />;
}
