import { STATS_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, NoGroupsYet, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { GroupIcon } from '../../../components/ui/group-icon';
import { useMyStats } from '../api/stats';
import { StatCards } from '../components/stat-cards';

/** /user-stats ("Your Stats"): the viewer's figures in each group. */
export function UserStatsPage() {
  const stats = useMyStats();
  return (
    <Page title="Your Stats">
      <h1 className="mb-4 text-2xl font-bold">Your Stats</h1>
      {stats.isPending ? (
        <PageSpinner label="Loading stats" />
      ) : stats.error ? (
        <LoadError message="Error loading your data" detail={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : stats.data.groups.length === 0 ? (
        <NoGroupsYet message={STATS_MESSAGES.noGroups} />
      ) : (
        <div className="space-y-4">
          {stats.data.groups.map(({ group, stats: figures }) => (
            <section key={group.id} className="card space-y-3 p-4" aria-label={group.name} data-testid="group-stats">
              <Link to={`/group/${group.id}`} className="flex items-center gap-2 font-semibold hover:underline">
                <GroupIcon url={group.iconUrl} name={group.name} size={32} />
                {group.name}
              </Link>
              <StatCards stats={figures} />
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
