import type { GroupDetail } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/ui/badge';
import { useSession } from '../../../lib/session';
import { GameweekBoard, useGameweekLeaderboard, useGroupLeaderboard, WinnerBanner } from '../../leaderboards';
import { PredictionSheetPanel } from '../../predictions';
import { useGroupGameweeks } from '../../gameweeks';

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-subtle p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

/**
 * The group page's active gameweek: the winner and "Gameweek Stats" once finished, the viewer's predictions, and
 * "Current Standings" once locked.
 */
export function ActiveGameweekSection({ group }: { group: GroupDetail }) {
  const { user } = useSession();
  const active = useGroupGameweeks(group.id).data?.find((gameweek) => gameweek.isActive);
  const board = useGameweekLeaderboard(active?.id);
  const allTime = useGroupLeaderboard(group.id);
  if (!active) return null;

  const mine = board.data?.rows.find((row) => row.player.id === user?.id);
  const leader = allTime.data?.rows[0];
  const mostExact = [...(board.data?.rows ?? [])].sort((a, b) => b.correctScores - a.correctScores)[0];

  return (
    <section className="card space-y-4 p-4" aria-labelledby="active-gameweek-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="active-gameweek-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Link to={`/gameweek/${active.id}`} className="hover:underline">
            Gameweek {active.weekNumber}
          </Link>
          {active.isLocked && <Lock aria-label="Locked" className="h-4 w-4 text-muted" />}
          <ActiveBadge />
        </h2>
        <Link to={`/gameweek/${active.id}`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
          View Gameweek →
        </Link>
      </div>
      {active.phase === 'finished' && board.data?.winners && (
        <>
          <WinnerBanner weekNumber={active.weekNumber} winners={board.data.winners} viewerId={user?.id} />
          <div>
            <h3 className="mb-2 font-semibold">Gameweek Stats</h3>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label="Total Points" value={mine?.totalPoints ?? 0} />
              <Stat label="Position" value={mine ? mine.position : '—'} />
              <Stat label="Current Leader" value={leader?.player.username ?? '—'} />
              <Stat
                label="Most Correct Scores"
                value={mostExact && mostExact.correctScores > 0 ? `${mostExact.player.username} (${mostExact.correctScores})` : '—'}
              />
            </dl>
          </div>
        </>
      )}
      <div>
        <h3 className="mb-2 font-semibold">Your Predictions</h3>
        <PredictionSheetPanel gameweekId={active.id} />
      </div>
      {active.phase !== 'open' && <GameweekBoard gameweekId={active.id} title="Current Standings" preview />}
    </section>
  );
}
