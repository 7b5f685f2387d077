import { STATS_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, NoGroupsYet, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { GroupIcon } from '../../../components/ui/group-icon';
import { useMyStats } from '../api/stats';
import { StatCards } from '../components/stat-cards';

/** /user-stats ("Your Stats"): the viewer's figures in each group. */
export function UserStatsPage() {
  const stats = useMyStats();
  return (
    <Page title={t('Your Stats')}>
      <h1 className="mb-4 text-2xl font-bold">{t('Your Stats')}</h1>
      {stats.isPending ? (
        <PageSpinner label={t('Loading stats')} />
      ) : stats.error ? (
        <LoadError message={t('Error loading your data')} detail={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
      ) : stats.data.groups.length === 0 ? (
        <NoGroupsYet message={t(STATS_MESSAGES.noGroups)} />
      ) : (
        <div className="space-y-4">
          {stats.data.groups.map(({ group, stats: figures }) => (
            <section key={group.id} className="card space-y-3 p-4" aria-label={group.name} data-testid="group-stats">
              <Link to={`/group/${group.id}`} className="flex items-center gap-2 font-semibold hover:underline">
                <GroupIcon url={group.iconUrl} name={group.name} size={32} />
                <span className="min-w-0 break-words">{group.name}</span>
              </Link>
              <StatCards stats={figures} />
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
