import { STATS_MESSAGES, GROUP_MESSAGES } from '@scoreline/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGroupStats } from '../api/stats';
import { Podiums } from '../components/podiums';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { TableHead } from '../../../components/ui/table-head';

/** /group/{id}/stats: the podiums and every member's figures. */
export function GroupStatsPage() {
  const { id = '' } = useParams();
  const stats = useGroupStats(id);
  useLiveGroup(stats.isSuccess ? id : null);
  let body: React.ReactNode;
  if (stats.isPending) body = <PageSpinner label="Loading stats" />;
  else if (stats.error instanceof ApiError && stats.error.status === 403)
    body = <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>;
  else if (stats.error || !stats.data)
    body = <LoadError message={STATS_MESSAGES.loadFailed} detail={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  else
    body = (
      <div className="space-y-4">
        <section className="card p-4">
          <Podiums stats={stats.data} />
        </section>
        <section className="card overflow-x-auto p-4" aria-labelledby="all-stats">
          <h2 id="all-stats" className="mb-3 text-lg font-semibold">
            Everyone
          </h2>
          <table className="w-full text-sm">
            <TableHead
              columns={[
                { label: 'Player' },
                { label: 'Wins', numeric: true },
                { label: 'Avg. / GW', numeric: true },
                { label: 'Exact', numeric: true },
                { label: 'Results', numeric: true },
                { label: 'Accuracy', numeric: true },
              ]}
            />
            <tbody>
              {stats.data.players.map(({ player, stats: figures }) => (
                <tr key={player.id} className="border-t border-subtle">
                  <td className="py-2">
                    <Link to={`/user-group-profile/${id}/${player.id}`} className="flex items-center gap-2 hover:underline">
                      <PlayerBadge player={player} />
                      {player.username}
                    </Link>
                  </td>
                  <td className="py-2 text-right tabular-nums">{figures.gameweekWins}</td>
                  <td className="py-2 text-right tabular-nums">{figures.avgPointsPerGameweek}</td>
                  <td className="py-2 text-right tabular-nums">{figures.correctScores}</td>
                  <td className="py-2 text-right tabular-nums">{figures.correctResults}</td>
                  <td className="py-2 text-right tabular-nums">{figures.scoreAccuracy}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    );
  return (
    <Page title="Group stats">
      <Link
        to={`/group/${id}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-[var(--color-brand)] hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to group
      </Link>
      <h1 className="mb-4 text-2xl font-bold">Group stats</h1>
      {body}
    </Page>
  );
}
