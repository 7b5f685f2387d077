import type { GroupDetail } from '@scoreline/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { SectionSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useMembers } from '../api/members';
import { AddMemberDialog } from './add-member-dialog';
import { MemberMenu } from './member-menu';
import { t } from '../../../lib/i18n';

/** Members with their badges, 10 at a time; admins add placeholder members and manage roles. */
export function MembersSection({ group }: { group: GroupDetail }) {
  const { user } = useSession();
  const canSee = group.viewer.canViewMembers;
  const members = useMembers(group.id, canSee);
  const [adding, setAdding] = useState(false);
  if (!canSee) return null;
  const list = members.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <section className="sm:card sm:p-4" aria-labelledby="members-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="members-heading" className="text-lg font-semibold">
          {t('Members ({count})', { count: group.memberCount })}
        </h2>
        {group.viewer.canAddPlaceholder ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('+ Add Member')}
          </Button>
        ) : (
          group.viewer.isAdmin && <span className="text-sm font-medium text-muted">{t('Max Members Reached')}</span>
        )}
      </div>
      {members.isPending ? (
        <SectionSpinner label={t('Loading members')} />
      ) : members.error ? (
        <ErrorBanner message={t('Failed to load group members: {reason}', { reason: errorMessage(members.error) })} />
      ) : list.length === 0 ? (
        <p className="text-muted">{t('No members yet.')}</p>
      ) : (
        <ul className="divide-y divide-[var(--border)]">
          {list.map((member) => {
            const isYou = member.id === user?.id;
            return (
              <li key={member.id} className="flex min-h-14 items-center gap-3 py-2">
                <PlayerBadge player={member} />
                {group.viewer.canViewLeaderboards ? (
                  <Link to={`/user-group-profile/${group.id}/${member.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
                    {member.username}
                  </Link>
                ) : (
                  <span className="min-w-0 flex-1 truncate font-medium">{member.username}</span>
                )}
                <span className="flex flex-wrap gap-1">
                  {isYou && <Badge tone="brand">{t('You')}</Badge>}
                  {member.isOwner ? <Badge tone="amber">{t('Owner')}</Badge> : member.isAdmin && <Badge tone="muted">{t('Admin')}</Badge>}
                  {member.isPlaceholder && <Badge tone="muted">{t('Placeholder')}</Badge>}
                </span>
                {member.viewer.canRemove ? <MemberMenu groupId={group.id} member={member} /> : <span className="w-11" />}
              </li>
            );
          })}
        </ul>
      )}
      {members.hasNextPage && (
        <Button variant="ghost" className="mt-2 w-full" onClick={() => members.fetchNextPage()} disabled={members.isFetchingNextPage}>
          {members.isFetchingNextPage ? t('Loading...') : t('Show more')}
        </Button>
      )}
      <AddMemberDialog groupId={group.id} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
