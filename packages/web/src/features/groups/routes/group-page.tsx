import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { ApiError, errorMessage, isGoneOrRefused } from '../../../lib/api-client';
import { useGroupPage } from '../api/get-group';
import { GroupHeader } from '../components/group-header';
import { GroupTabs } from '../components/group-tabs';
import { JoinPrompt } from '../components/join-prompt';
import { MembersSection } from '../components/members-section';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { useAfterPaint } from '../../../lib/after-paint';
import { t } from '../../../lib/i18n';

export function GroupPage() {
  const { id = '' } = useParams();
  const { data: group, isPending, error, refetch } = useGroupPage(id);
  // The group's name and icon paint first; its tabs (the score card, the standing) render in the next task.
  const headPainted = useAfterPaint(group !== undefined);
  useLiveGroup(group?.viewer.canViewLeaderboards ? group.id : null);

  if (isPending) {
    return (
      <Page title={t('Group')}>
        <PageSpinner label={t('Loading group')} />
      </Page>
    );
  }
  // A failed refetch keeps what was shown (a page restored offline, a blip of the network); a page without its
  // data, or one the server says is gone (a deleted group), says why.
  if (!group || isGoneOrRefused(error)) {
    return (
      <Page title={t('Group')}>
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="group" />
        ) : (
          <LoadError
            message={t('Error loading group data')}
            detail={errorMessage(error, t('An error occurred while loading group data'))}
            onRetry={() => refetch()}
          />
        )}
      </Page>
    );
  }

  return (
    <Page title={group.name}>
      <div className="space-y-4">
        <GroupHeader group={group} />
        {group.viewer.isMember ? (
          headPainted && <GroupTabs group={group} />
        ) : (
          // A non-member: the join prompt, and the members of a public group (the spec hides a private one's).
          <>
            <JoinPrompt group={group} />
            <MembersSection group={group} />
          </>
        )}
      </div>
    </Page>
  );
}
