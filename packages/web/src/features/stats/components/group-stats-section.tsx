import { STATS_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { SectionSpinner } from '../../../components/layout/page-states';
import { t } from '../../../lib/i18n';
import { useGroupStats } from '../api/stats';
import { Podiums } from './podiums';

/** The group page's Stats section: the podiums, with a link to the stats page. */
export function GroupStatsSection({ groupId }: { groupId: string }) {
  const stats = useGroupStats(groupId);
  return (
    <section className="space-y-3 sm:card sm:p-4" aria-labelledby="group-stats-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="group-stats-heading" className="text-lg font-semibold">
          {t('Stats')}
        </h2>
        <Link to={`/group/${groupId}/stats`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
          {t('View Stats →')}
        </Link>
      </div>
      {stats.isPending ? (
        <SectionSpinner label={t('Loading stats')} />
      ) : stats.data ? (
        <Podiums stats={stats.data} />
      ) : (
        <p className="text-muted">{t(STATS_MESSAGES.noData)}</p>
      )}
    </section>
  );
}
