import { INVITATION_MESSAGES, type InviteStatus } from '@scoreline/shared';
import { Lock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { GroupIcon } from '../../../components/ui/group-icon';
import { t } from '../../../lib/i18n';

/** What an invitation shows whoever opens it, signed in or not. */
export interface InvitationFace {
  status: InviteStatus;
  kind: 'join' | 'claim';
  group: { name: string; iconUrl: string | null; memberCount: number; isPublic: boolean; maxMembers?: number };
  invitedBy: string | null;
}

/** Who invited, and to do what, above the group's name. */
function invitedByLine(username: string | null, kind: 'join' | 'claim'): string {
  const claim = kind === 'claim';
  if (username === null) return t(claim ? INVITATION_MESSAGES.invitedToClaimAnonymous : INVITATION_MESSAGES.invitedToJoinAnonymous);
  return t(claim ? INVITATION_MESSAGES.invitedToClaim : INVITATION_MESSAGES.invitedToJoin, { username });
}

/**
 * An opened invite link: the group (icon, name, size, privacy) under who invited, then what the viewer can do
 * (`children`: sign in or create an account, or join). The same head signed out and signed in, so a visitor who
 * signs in comes back to the invitation they left.
 */
export function InvitationCard({ invitation, children }: { invitation: InvitationFace; children: ReactNode }) {
  const { group, kind, invitedBy } = invitation;
  const size =
    group.maxMembers === undefined
      ? t(INVITATION_MESSAGES.members, { count: group.memberCount })
      : t(INVITATION_MESSAGES.membersOfMax, { count: group.memberCount, max: group.maxMembers });
  return (
    <section className="card flex flex-col items-center gap-4 p-6 text-center" data-testid="invitation">
      <GroupIcon url={group.iconUrl} name={group.name} size={72} />
      <div className="min-w-0 max-w-full">
        <p className="text-sm break-words text-muted">{invitedByLine(invitedBy, kind)}</p>
        <h1 className="text-2xl font-bold break-words">{group.name}</h1>
        <p className="mt-1 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="h-4 w-4" />
            {size}
          </span>
          <span className="inline-flex items-center gap-1">
            {!group.isPublic && <Lock aria-hidden="true" className="h-4 w-4" />}
            {t(group.isPublic ? INVITATION_MESSAGES.publicGroup : INVITATION_MESSAGES.privateGroup)}
          </span>
        </p>
      </div>
      {children}
    </section>
  );
}
