import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGroup } from '../api/get-group';
import { GroupHeader } from '../components/group-header';
import { GroupOverview } from '../components/group-overview';
import { JoinPrompt } from '../components/join-prompt';
import { MembersSection } from '../components/members-section';
import { SeasonGameweeks } from '../../gameweeks';
import { ActiveGameweekSection } from '../components/active-gameweek-section';
import { GroupBoardPreview } from '../../leaderboards';
import { GroupStatsSection } from '../../stats';
import { useLiveGroup } from '../../../lib/use-live-groups';

export function GroupPage() {
  const { id = '' } = useParams();
  const { data: group, isPending, error, refetch } = useGroup(id);
  useLiveGroup(group?.viewer.canViewLeaderboards ? group.id : null);

  if (isPending) {
    return (
      <Page title="Group">
        <PageSpinner label="Loading group" />
      </Page>
    );
  }
  if (error) {
    return (
      <Page title="Group">
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="group" />
        ) : (
          <LoadError
            message="Error loading group data"
            detail={errorMessage(error, 'An error occurred while loading group data')}
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
          <>
            <GroupOverview group={group} />
            <ActiveGameweekSection group={group} />
            <SeasonGameweeks group={group} />
            <GroupBoardPreview groupId={group.id} />
            <GroupStatsSection groupId={group.id} />
          </>
        ) : (
          <JoinPrompt group={group} />
        )}
        <MembersSection group={group} />
      </div>
    </Page>
  );
}
