import { type GroupDetail, INVITE_FRIENDS_MESSAGES, INVITE_MESSAGES } from '@scoreline/shared';
import { Copy, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { toast } from '../../../lib/toast';
import { useShareableInvite } from '../api/invites';
import { t } from '../../../lib/i18n';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * What a group with only its owner opens on: the link to send friends, Copy, and Share (the Web Share API, where
 * the browser has it). The link is an invite link, public group or private: it shows a visitor the group and who
 * invited them before they sign in, and joins a private group without the PIN. Only for admins who may make links
 * (the server's `canManageInvites`).
 */
export function InviteFriendsCard({ group }: { group: GroupDetail }) {
  const shown = group.viewer.canManageInvites && group.memberCount === 1;
  const invite = useShareableInvite(group.id, shown);
  if (!shown) return null;

  async function share(url: string) {
    try {
      await navigator.share({ title: group.name, text: t(INVITE_FRIENDS_MESSAGES.shareText, { group: group.name }), url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t(INVITE_FRIENDS_MESSAGES.shareFailed));
    }
  }

  return (
    <section className="card space-y-3 p-4" aria-labelledby="invite-friends-heading" data-testid="invite-friends">
      <h2 id="invite-friends-heading" className="text-lg font-semibold">
        {t(INVITE_FRIENDS_MESSAGES.title)}
      </h2>
      <p className="text-sm text-muted">{t(group.isPublic ? INVITE_FRIENDS_MESSAGES.leadPublic : INVITE_FRIENDS_MESSAGES.leadPrivate)}</p>
      {invite.error ? (
        <ErrorBanner message={t(INVITE_FRIENDS_MESSAGES.loadFailedReason, { reason: errorMessage(invite.error) })} />
      ) : !invite.url ? (
        <Spinner label={t('Getting an invite link')} />
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <input
            readOnly
            aria-label={t(INVITE_FRIENDS_MESSAGES.linkLabel)}
            value={invite.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} col-span-2 min-w-0 font-mono text-sm sm:flex-1`}
          />
          <Button
            variant="secondary"
            className={canShare() ? '' : 'col-span-2'}
            onClick={() => void copyCurrentLink(t(INVITE_MESSAGES.copied), invite.url!)}
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t(INVITE_FRIENDS_MESSAGES.copy)}
          </Button>
          {canShare() && (
            <Button onClick={() => void share(invite.url!)}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {t(INVITE_FRIENDS_MESSAGES.share)}
            </Button>
          )}
        </div>
      )}
      {invite.error && (
        <Button variant="secondary" onClick={invite.retry}>
          {t('Try again')}
        </Button>
      )}
    </section>
  );
}
