import { GROUP_MESSAGES } from '@scoreline/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { buttonClass } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useGroupList } from '../api/list-groups';
import { GroupCard } from '../components/group-card';
import { t } from '../../../lib/i18n';

export function GroupsPage() {
  const { data, isPending, error, refetch } = useGroupList();
  return (
    <Page title={t('Groups')}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('Groups')}</h1>
        <Link to="/create-group" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('Create Group')}
        </Link>
      </div>
      {isPending ? (
        <PageSpinner label={t('Loading groups')} />
      ) : error ? (
        <ErrorBanner message={t('Failed to load your groups: {reason}', { reason: errorMessage(error) })}>
          <button type="button" className="mt-1 underline" onClick={() => refetch()}>
            {t('Try again')}
          </button>
        </ErrorBanner>
      ) : (
        <>
          <section aria-labelledby="your-groups">
            <h2 id="your-groups" className="mb-3 text-lg font-semibold">
              {t('Your Groups')}
            </h2>
            {data.yourGroups.length === 0 ? (
              <div className="card flex flex-col items-center gap-3 p-8 text-center">
                <p className="font-medium">{t(GROUP_MESSAGES.noGroups)}</p>
                <Link to="/create-group" className={buttonClass('secondary')}>
                  {t('Create a group')}
                </Link>
              </div>
            ) : (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.yourGroups.map((group) => (
                  <GroupCard key={group.id} group={group} />
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="public-groups" className="mt-8">
            <h2 id="public-groups" className="mb-3 text-lg font-semibold">
              {t('Public Groups')}
            </h2>
            {data.publicGroups.length === 0 ? (
              <p className="text-muted">{t('No public groups to join right now.')}</p>
            ) : (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.publicGroups.map((group) => (
                  <GroupCard key={group.id} group={group} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
