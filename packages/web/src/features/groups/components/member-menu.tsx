import { GROUP_MESSAGES, type MemberPage } from '@scoreline/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import type { MenuAction } from '../../../components/ui/actions-menu-radix';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateInvite } from '../api/invites';
import { useRemoveMember, useSetAdmin } from '../api/members';
import { t } from '../../../lib/i18n';

export type ListedMember = MemberPage['members'][number];

/**
 * The "⋮" menu of a member for an admin, from the server's flags for that member (`member.viewer`): Make or Remove
 * Admin (disabled where the policy says no: the owner, oneself, a placeholder), Predict while the active gameweek
 * takes this placeholder's predictions, a claim link for a placeholder, and Remove.
 */
export function memberActions(
  member: ListedMember,
  on: { toggleAdmin: () => void; predict: (gameweekId: string) => void; createClaimLink: () => void; remove: () => void },
): MenuAction[] {
  const predictGameweekId = member.viewer.predictGameweekId;
  return [
    { label: member.isAdmin ? t('Remove Admin') : t('Make Admin'), onSelect: on.toggleAdmin, disabled: !member.viewer.canToggleAdmin },
    { label: t('Predict'), hidden: predictGameweekId === null, onSelect: () => on.predict(predictGameweekId!) },
    { label: t('Create claim link'), hidden: !member.viewer.canCreateClaimLink, onSelect: on.createClaimLink },
    { label: t('Remove'), onSelect: on.remove, danger: true },
  ];
}

export function MemberMenu({ groupId, member }: { groupId: string; member: ListedMember }) {
  const navigate = useNavigate();
  const setAdmin = useSetAdmin(groupId);
  const createClaimLink = useCreateInvite(groupId);
  const remove = useRemoveMember(groupId);
  const [confirmRemove, setConfirmRemove] = useState(false);

  async function toggleAdmin() {
    try {
      await setAdmin.mutateAsync({ userId: member.id, isAdmin: !member.isAdmin });
      toast.success(t(GROUP_MESSAGES.adminStatusUpdated));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('{username} was removed from the group.', { username: member.username }));
    } catch (error) {
      toast.error(t('Failed to remove member: {reason}', { reason: errorMessage(error) }));
    } finally {
      setConfirmRemove(false);
    }
  }

  return (
    <>
      <ActionsMenu
        label={t('Options for {username}', { username: member.username })}
        actions={memberActions(member, {
          toggleAdmin,
          predict: (gameweekId) => navigate(`/admin-gameweek-predictions/${gameweekId}/${member.id}`),
          createClaimLink: () => createClaimLink.mutate({ placeholderId: member.id }),
          remove: () => setConfirmRemove(true),
        })}
      />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('Remove {username}?', { username: member.username })}
        description={
          member.isPlaceholder
            ? t('This placeholder member and all their predictions will be deleted.')
            : t('Their predictions and scores in this group will be deleted.')
        }
        confirmLabel={t('Remove')}
        onConfirm={onRemove}
        busy={remove.isPending}
      />
    </>
  );
}
