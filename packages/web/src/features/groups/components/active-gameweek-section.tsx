import type { GameweekSummary as Gameweek } from '@scoreline/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { GameweekBoard, useGameweekLeaderboard, useGroupLeaderboard, WinnerBanner } from '../../leaderboards';
import { PredictionSheetPanel, usePredictionSheet } from '../../predictions';
import { GameweekSummary } from './gameweek-summary';
import { t } from '../../../lib/i18n';

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-subtle p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

/**
 * The group page's active gameweek: its summary (countdown, "Predict"), the winner and "Gameweek Stats" once
 * finished, the viewer's predictions, and "Current Standings" once locked. A card only from `sm:` up, so on a
 * phone the score card inside gets the whole width. It shows once what its head depends on has loaded (the
 * viewer's sheet, and a finished gameweek's table), so nothing moves the score card after it appeared.
 */
export function ActiveGameweekSection({ groupId, gameweek }: { groupId: string; gameweek: Gameweek }) {
  const { user } = useSession();
  const board = useGameweekLeaderboard(gameweek.id);
  const allTime = useGroupLeaderboard(groupId);
  const sheet = usePredictionSheet(gameweek.id, user?.id);
  const loading = sheet.isPending || (gameweek.phase === 'finished' && board.isPending);

  const mine = board.data?.rows.find((row) => row.player.id === user?.id);
  const leader = allTime.data?.rows[0];
  const mostExact = [...(board.data?.rows ?? [])].sort((a, b) => b.correctScores - a.correctScores)[0];

  return (
    <section className="space-y-4 sm:card sm:p-4" aria-labelledby="active-gameweek-heading">
      <GameweekSummary gameweek={gameweek} />
      {loading && <Spinner label={t('Loading your predictions')} />}
      {gameweek.phase === 'finished' && board.data?.winners && (
        <>
          <WinnerBanner weekNumber={gameweek.weekNumber} winners={board.data.winners} viewerId={user?.id} />
          <div>
            <h3 className="mb-2 font-semibold">{t('Gameweek Stats')}</h3>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label={t('Total Points')} value={mine?.totalPoints ?? 0} />
              <Stat label={t('Position')} value={mine ? mine.position : '—'} />
              <Stat label={t('Current Leader')} value={leader?.player.username ?? '—'} />
              <Stat
                label={t('Most Correct Scores')}
                value={mostExact && mostExact.correctScores > 0 ? `${mostExact.player.username} (${mostExact.correctScores})` : '—'}
              />
            </dl>
          </div>
        </>
      )}
      <div hidden={loading}>
        <h3 className="mb-2 font-semibold">{t('Your Predictions')}</h3>
        <PredictionSheetPanel gameweekId={gameweek.id} />
      </div>
      {gameweek.phase !== 'open' && <GameweekBoard gameweekId={gameweek.id} title={t('Current Standings')} preview />}
    </section>
  );
}
