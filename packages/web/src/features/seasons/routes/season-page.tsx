import { useState } from 'react';
import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, NotMemberView, PageSpinner, groupOfRefusal } from '../../../components/layout/page-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { t } from '../../../lib/i18n';
import { useSeason } from '../api/seasons';
import { SeasonHeader } from '../components/season-header';
import { SeasonSections } from '../components/season-sections';
import { SetEndDateDialog } from '../components/set-end-date-dialog';

export function SeasonPage() {
  const { id = '' } = useParams();
  const { data: season, isPending, error, refetch } = useSeason(id);
  useLiveGroup(season?.groupId);
  const [endDateOpen, setEndDateOpen] = useState(false);

  if (isPending) return <PageSpinner label={t('Loading season')} />;
  if (error || !season) {
    return (
      <Page title={t('Season')}>
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="season" />
        ) : error instanceof ApiError && error.status === 403 ? (
          <NotMemberView groupId={groupOfRefusal(error)} />
        ) : (
          <LoadError
            message={t('Error loading season data')}
            detail={errorMessage(error, t('An error occurred while loading season data'))}
            onRetry={() => refetch()}
          />
        )}
      </Page>
    );
  }

  return (
    <Page title={season.name}>
      <div className="space-y-4">
        <SeasonHeader season={season} onSetEndDate={() => setEndDateOpen(true)} />
        <SeasonSections season={season} />
      </div>
      {/* The id of the URL, as the season's query has it: a save puts the new season there. */}
      <SetEndDateDialog seasonId={id} open={endDateOpen} onOpenChange={setEndDateOpen} />
    </Page>
  );
}
