import { INVITE_MESSAGES, type Invitation } from '@scoreline/shared';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { RichText } from '../../../components/ui/rich-text';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAcceptInvite, useInvitation, usePublicInvitation } from '../api/invites';
import { InvitationCard } from '../components/invitation-card';
import { SignedOutInvitation } from '../components/signed-out-invitation';
import { t } from '../../../lib/i18n';

/**
 * An invite or claim link, opened. Signed out: the group and who invited, with "Create account" and "Sign in"
 * (both lead back here). Signed in: the same, and "Join Group" or what takes over a placeholder's place. A link
 * that is expired, revoked or used up says so; a member is sent to the group.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const session = useSession();
  const signedIn = session.user !== null;
  const invitation = useInvitation(token, session.isResolved && signedIn);
  const preview = usePublicInvitation(token, session.isResolved && !signedIn);
  const query = signedIn ? invitation : preview;

  if (!session.isResolved || query.isPending) return <PageSpinner label={t('Loading invitation')} />;
  if (query.error || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={t('Invitation')} width="narrow">
        {notFound ? (
          <section className="card p-6 text-center">
            <h1 className="text-xl font-semibold">{t('Invitation')}</h1>
            <p className="mt-2">{t(INVITE_MESSAGES.invalid)}</p>
          </section>
        ) : (
          <LoadError message={t('Failed to load the invitation')} detail={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={t('Join {group}', { group: query.data.group.name })} width="narrow">
      {signedIn ? <SignedInInvitation token={token} invitation={invitation.data!} /> : <SignedOutInvitation invitation={preview.data!} />}
    </Page>
  );
}

function SignedInInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite(token);
  const { group, kind, placeholder, viewer } = invitation;

  async function onAccept() {
    try {
      await accept.mutateAsync();
      toast.success(
        kind === 'claim'
          ? t(INVITE_MESSAGES.claimed, { placeholder: placeholder?.username ?? '' })
          : t(INVITE_MESSAGES.joined, { group: group.name }),
      );
      navigate(`/group/${group.id}`);
    } catch {
      // Shown below the button.
    }
  }

  return (
    <InvitationCard invitation={invitation}>
      {kind === 'claim' && placeholder && (
        <p>
          <RichText
            id="You become <0>{username}</0>: their predictions, points and history become yours."
            values={{ username: placeholder.username }}
            parts={[<strong className="break-words" />]}
          />
        </p>
      )}
      {viewer.isMember ? (
        <>
          {kind === 'claim' && <p role="alert">{viewer.refusal}</p>}
          <Button className="w-full" onClick={() => navigate(`/group/${group.id}`)}>
            {t('Go to Group')}
          </Button>
        </>
      ) : viewer.canAccept ? (
        <Button className="w-full" onClick={() => void onAccept()} disabled={accept.isPending}>
          {accept.isPending
            ? t('Joining...')
            : kind === 'claim'
              ? placeholder
                ? t('Become {username}', { username: placeholder.username })
                : t('Become this member')
              : t('Join Group')}
        </Button>
      ) : (
        <p role="alert" className="font-medium">
          {viewer.refusal}
        </p>
      )}
      {accept.error && <ErrorBanner message={errorMessage(accept.error)} />}
    </InvitationCard>
  );
}
