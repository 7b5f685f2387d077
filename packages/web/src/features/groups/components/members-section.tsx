import { GROUP_MESSAGES, type GroupDetail, type MemberPage } from '@scoreline/shared';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { SectionSpinner } from '../../../components/layout/page-states';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateInvite } from '../api/invites';
import { useAddPlaceholderMember, useMembers, useRemoveMember, useSetAdmin } from '../api/members';

function Badge({ children, tone }: { children: React.ReactNode; tone: 'brand' | 'muted' | 'amber' }) {
  const tones = {
    brand: 'bg-[var(--color-brand-soft)] text-[var(--color-brand-strong)]',
    muted: 'bg-black/5 text-muted dark:bg-white/10',
    amber: 'bg-amber-100 text-amber-900',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

function AddMemberDialog({ groupId, open, onOpenChange }: { groupId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const addPlaceholderMember = useAddPlaceholderMember(groupId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username.trim() === '') return setError(GROUP_MESSAGES.placeholderUsernameRequired);
    try {
      const member = await addPlaceholderMember.mutateAsync(username.trim());
      toast.success(`${member.username} was added to the group.`);
      setUsername('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(`${GROUP_MESSAGES.placeholderCreateFailed}: ${errorMessage(failure)}`);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setUsername('');
          setError(null);
        }
        onOpenChange(next);
      }}
      title="Add a placeholder member"
      description="A member without an account (say, a friend who is not online). Admins make their predictions."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label="Username"
          value={username}
          maxLength={40}
          autoFocus
          onChange={(event) => setUsername(event.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={addPlaceholderMember.isPending}>
            Create user
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type ListedMember = MemberPage['members'][number];

function MemberMenu({ groupId, member }: { groupId: string; member: ListedMember }) {
  const navigate = useNavigate();
  // "Predict": the server names the active gameweek while it is open for this placeholder's predictions.
  const predictGameweekId = member.viewer.predictGameweekId;
  const setAdmin = useSetAdmin(groupId);
  const createClaimLink = useCreateInvite(groupId);
  const remove = useRemoveMember(groupId);
  const [confirmRemove, setConfirmRemove] = useState(false);

  async function toggleAdmin() {
    try {
      await setAdmin.mutateAsync({ userId: member.id, isAdmin: !member.isAdmin });
      toast.success(GROUP_MESSAGES.adminStatusUpdated);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync(member.id);
      toast.success(`${member.username} was removed from the group.`);
    } catch (error) {
      toast.error(`Failed to remove member: ${errorMessage(error)}`);
    } finally {
      setConfirmRemove(false);
    }
  }

  return (
    <>
      <ActionsMenu
        label={`Options for ${member.username}`}
        actions={[
          { label: member.isAdmin ? 'Remove Admin' : 'Make Admin', onSelect: toggleAdmin, disabled: !member.viewer.canToggleAdmin },
          {
            label: 'Predict',
            hidden: predictGameweekId === null,
            onSelect: () => navigate(`/admin-gameweek-predictions/${predictGameweekId}/${member.id}`),
          },
          {
            label: 'Create claim link',
            hidden: !member.viewer.canCreateClaimLink,
            onSelect: () => createClaimLink.mutate({ placeholderId: member.id }),
          },
          { label: 'Remove', onSelect: () => setConfirmRemove(true), danger: true },
        ]}
      />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${member.username}?`}
        description={
          member.isPlaceholder
            ? 'This placeholder member and all their predictions will be deleted.'
            : 'Their predictions and scores in this group will be deleted.'
        }
        confirmLabel="Remove"
        onConfirm={onRemove}
        busy={remove.isPending}
      />
    </>
  );
}

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
          Members ({group.memberCount})
        </h2>
        {group.viewer.canAddPlaceholder ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />+ Add Member
          </Button>
        ) : (
          group.viewer.isAdmin && <span className="text-sm font-medium text-muted">Max Members Reached</span>
        )}
      </div>
      {members.isPending ? (
        <SectionSpinner label="Loading members" />
      ) : members.error ? (
        <ErrorBanner message={`Failed to load group members: ${errorMessage(members.error)}`} />
      ) : list.length === 0 ? (
        <p className="text-muted">No members yet.</p>
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
                  {isYou && <Badge tone="brand">You</Badge>}
                  {member.isOwner ? <Badge tone="amber">Owner</Badge> : member.isAdmin && <Badge tone="muted">Admin</Badge>}
                  {member.isPlaceholder && <Badge tone="muted">Placeholder</Badge>}
                </span>
                {member.viewer.canRemove ? <MemberMenu groupId={group.id} member={member} /> : <span className="w-11" />}
              </li>
            );
          })}
        </ul>
      )}
      {members.hasNextPage && (
        <Button variant="ghost" className="mt-2 w-full" onClick={() => members.fetchNextPage()} disabled={members.isFetchingNextPage}>
          {members.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
      <AddMemberDialog groupId={group.id} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
