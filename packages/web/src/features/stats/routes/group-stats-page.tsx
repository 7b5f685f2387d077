import { STATS_MESSAGES, GROUP_MESSAGES } from '@scoreline/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useGroupStats } from '../api/stats';
import { EveryoneFigures } from '../components/everyone-figures';
import { Podiums } from '../components/podiums';
import { useLiveGroup } from '../../../lib/use-live-groups';

/** /group/{id}/stats: the podiums and every member's figures. */
export function GroupStatsPage() {
  const { id = '' } = useParams();
  const stats = useGroupStats(id);
  useLiveGroup(stats.isSuccess ? id : null);
  let body: React.ReactNode;
  if (stats.isPending) body = <PageSpinner label={t('Loading stats')} />;
  else if (stats.error instanceof ApiError && stats.error.status === 403)
    body = <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>;
  else if (stats.error || !stats.data)
    body = <LoadError message={t(STATS_MESSAGES.loadFailed)} detail={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  else
    body = (
      <div className="space-y-4">
        <section className="card p-3 sm:p-4" aria-label={t('Podiums')}>
          <Podiums stats={stats.data} />
        </section>
        <section className="card p-3 sm:p-4" aria-labelledby="all-stats">
          <h2 id="all-stats" className="mb-1 text-lg font-semibold sm:mb-3">
            {t('Everyone')}
          </h2>
          <EveryoneFigures groupId={id} players={stats.data.players} />
        </section>
      </div>
    );
  return (
    <Page title={t('Group stats')}>
      <Link
        to={`/group/${id}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-[var(--color-brand)] hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('Back to group')}
      </Link>
      <h1 className="mb-4 text-2xl font-bold">{t('Group stats')}</h1>
      {body}
    </Page>
  );
}
