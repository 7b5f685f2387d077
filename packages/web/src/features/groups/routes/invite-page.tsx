import { INVITE_MESSAGES } from '@scoreline/shared';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { GroupIcon } from '../../../components/ui/group-icon';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptInvite, useInvitation } from '../api/invites';

/**
 * An invite or claim link, opened: the group (icon, name, size) and "Join Group", or what takes over a
 * placeholder's place. A link that is expired, revoked or used up says so; a member is sent to the group.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvite(token);

  if (invitation.isPending) return <PageSpinner label="Loading invitation" />;
  if (invitation.error || !invitation.data) {
    const notFound = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <Page title="Invitation" width="narrow">
        {notFound ? (
          <section className="card p-6 text-center">
            <h1 className="text-xl font-semibold">Invitation</h1>
            <p className="mt-2">{INVITE_MESSAGES.invalid}</p>
          </section>
        ) : (
          <LoadError
            message="Failed to load the invitation"
            detail={errorMessage(invitation.error)}
            onRetry={() => void invitation.refetch()}
          />
        )}
      </Page>
    );
  }
  const { group, kind, placeholder, viewer } = invitation.data;

  async function onAccept() {
    try {
      await accept.mutateAsync();
      toast.success(kind === 'claim' ? INVITE_MESSAGES.claimed(placeholder?.username ?? '') : INVITE_MESSAGES.joined(group.name));
      navigate(`/group/${group.id}`);
    } catch {
      // Shown below the button.
    }
  }

  return (
    <Page title={`Join ${group.name}`} width="narrow">
      <section className="card flex flex-col items-center gap-4 p-6 text-center">
        <GroupIcon url={group.iconUrl} name={group.name} size={72} />
        <div>
          <p className="text-sm text-muted">{kind === 'claim' ? 'You are invited to take over a place in' : 'You are invited to join'}</p>
          <h1 className="text-2xl font-bold break-words">{group.name}</h1>
          <p className="text-sm text-muted">
            {group.memberCount} of {group.maxMembers} members
          </p>
        </div>
        {kind === 'claim' && placeholder && (
          <p>
            You become <strong className="break-words">{placeholder.username}</strong>: their predictions, points and history become yours.
          </p>
        )}
        {viewer.isMember ? (
          <>
            {kind === 'claim' && <p role="alert">{viewer.refusal}</p>}
            <Button className="w-full" onClick={() => navigate(`/group/${group.id}`)}>
              Go to Group
            </Button>
          </>
        ) : viewer.canAccept ? (
          <Button className="w-full" onClick={() => void onAccept()} disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : kind === 'claim' ? `Become ${placeholder?.username ?? 'this member'}` : 'Join Group'}
          </Button>
        ) : (
          <p role="alert" className="font-medium">
            {viewer.refusal}
          </p>
        )}
        {accept.error && <ErrorBanner message={errorMessage(accept.error)} />}
      </section>
    </Page>
  );
}
