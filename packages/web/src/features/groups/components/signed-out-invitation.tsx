import { INVITATION_MESSAGES, type PublicInvitation, inviteStatusMessage } from '@scoreline/shared';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { rememberReturnPath } from '../../../lib/return-path';
import { InvitationCard } from './invitation-card';
import { t } from '../../../lib/i18n';

/**
 * A link opened signed out: the group and who invited, with "Create account" and "Sign in". Either comes back
 * here afterwards: the path travels with the navigation and is kept for a day (registration confirms its email
 * in a new tab), as `RequireAuth` keeps it.
 */
export function SignedOutInvitation({ invitation }: { invitation: PublicInvitation }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const remember = () => rememberReturnPath(from);
  return (
    <InvitationCard invitation={invitation}>
      {invitation.status === 'valid' ? (
        <>
          <p>{t(INVITATION_MESSAGES.signedOut)}</p>
          <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-2">
            <Link to="/register" state={{ from }} onClick={remember} className={buttonClass('primary', 'w-full')}>
              {t(INVITATION_MESSAGES.createAccount)}
            </Link>
            <Link to="/login" state={{ from }} onClick={remember} className={buttonClass('secondary', 'w-full')}>
              {t(INVITATION_MESSAGES.signIn)}
            </Link>
          </div>
        </>
      ) : (
        <p role="alert" className="font-medium">
          {t(inviteStatusMessage(invitation.status, invitation.kind))}
        </p>
      )}
    </InvitationCard>
  );
}
