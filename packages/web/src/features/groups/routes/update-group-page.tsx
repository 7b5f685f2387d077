import { GROUP_MESSAGES } from '@scoreline/shared';
import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { NoAccess, PageSpinner } from '../../../components/layout/page-states';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { ApiError } from '../../../lib/api-client';
import { FollowCard } from '../../autopilot';
import { useGroup } from '../api/get-group';
import { UpdateGroupForm } from '../components/update-group-form';
import { t } from '../../../lib/i18n';

export function UpdateGroupPage() {
  const { id = '' } = useParams();
  const { data: group, isPending, error } = useGroup(id);
  return (
    <Page title={t('Update group')}>
      {isPending ? (
        <PageSpinner label={t('Loading group')} />
      ) : error ? (
        error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="group" />
        ) : (
          <ErrorBanner message={t('Error loading group data')} />
        )
      ) : !group.viewer.canUpdate ? (
        <NoAccess message={t(GROUP_MESSAGES.noAccess)} />
      ) : (
        <div className="space-y-6">
          <UpdateGroupForm group={group} />
          {group.viewer.canFollowCompetition && <FollowCard group={group} />}
        </div>
      )}
    </Page>
  );
}
