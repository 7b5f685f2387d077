import { LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { OnFor } from '../../../components/football/on-for';
import { useSession } from '../../../lib/session';
import { useGroupLeaderboard } from '../../leaderboards';
import { t } from '../../../lib/i18n';

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The viewer's own place in the group's all-time table: position "n of m", points (and while a match is in play
 * what the viewer is on for) and exact scores; "No results yet" until a match of the group has a final score (the
 * server's `hasResults`), when everyone would be 1.
 */
export function MyStanding({ groupId }: { groupId: string }) {
  const { user } = useSession();
  const board = useGroupLeaderboard(groupId);
  const rows = board.data?.rows ?? [];
  const mine = rows.find((row) => row.player.id === user?.id);
  if (!mine) return null;
  return (
    <section className="card p-4" aria-labelledby="my-standing-heading" data-testid="my-standing">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="my-standing-heading" className="font-semibold">
          {t('Your standing')}
        </h2>
        <Link to="?tab=table" className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
          {t('Table →')}
        </Link>
      </div>
      {board.data?.hasResults ? (
        <dl className="grid grid-cols-3 gap-2 sm:flex sm:gap-12">
          <Figure label={t('Position')} value={t('{count} of {max}', { count: mine.position, max: rows.length })} />
          <Figure
            label={t('Points')}
            value={
              <span className="flex flex-wrap items-baseline gap-x-2">
                {mine.totalPoints}
                {board.data.live && <OnFor points={mine.livePoints} short />}
              </span>
            }
          />
          <Figure label={t('Exact scores')} value={mine.correctScores} />
        </dl>
      ) : (
        <div>
          <p className="text-xl font-bold">{LEADERBOARD_MESSAGES.noResults}</p>
          <p className="text-sm text-muted">{LEADERBOARD_MESSAGES.noResultsDetail}</p>
        </div>
      )}
    </section>
  );
}
