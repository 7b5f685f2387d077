import { useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGroup } from '../api/get-group';
import { GroupHeader } from '../components/group-header';
import { GroupOverview } from '../components/group-overview';
import { JoinPrompt } from '../components/join-prompt';
import { MembersSection } from '../components/members-section';
import { SeasonGameweeks } from '../../gameweeks/components/season-gameweeks';

export function GroupPage() {
  const { id = '' } = useParams();
  const { data: group, isPending, error, refetch } = useGroup(id);

  if (isPending) {
    return (
      <Page title="Group">
        <div className="flex justify-center py-16">
          <Spinner label="Loading group" className="h-10 w-10" />
        </div>
      </Page>
    );
  }
  if (error) {
    return (
      <Page title="Group">
        {error instanceof ApiError && error.status === 404 ? (
          <EntityNotFound entity="group" />
        ) : (
          <ErrorBanner message="Error loading group data">
            <p>{errorMessage(error, 'An error occurred while loading group data')}</p>
            <button type="button" className="mt-1 font-medium underline" onClick={() => refetch()}>
              Try again
            </button>
          </ErrorBanner>
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
            <SeasonGameweeks group={group} />
          </>
        ) : (
          <JoinPrompt group={group} />
        )}
        <MembersSection group={group} />
      </div>
    </Page>
  );
}
