import { GAMEWEEK_MESSAGES, type GameweekDetail } from '@scoreline/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import type { MenuAction } from '../../../components/ui/actions-menu-radix';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteGameweek, useLockGameweek } from '../api/gameweeks';
import { t } from '../../../lib/i18n';

/** The gameweek's "⋮" menu: the way to its group for all, Lock, Unlock and Delete as the server's flags allow. */
export function gameweekActions(
  viewer: Pick<GameweekDetail['viewer'], 'canLock' | 'canUnlock' | 'canDelete'>,
  on: { goToGroup: () => void; toggleLock: () => void; remove: () => void },
): MenuAction[] {
  return [
    { label: t('Go to group'), onSelect: on.goToGroup },
    { label: t('Lock'), onSelect: on.toggleLock, hidden: !viewer.canLock },
    { label: t('Unlock'), onSelect: on.toggleLock, hidden: !viewer.canUnlock },
    { label: t('Delete'), onSelect: on.remove, danger: true, hidden: !viewer.canDelete },
  ];
}

/** `pageId`: the gameweek's id as the page's URL has it, the key its query is cached under (deleting removes it). */
export function GameweekMenu({ gameweek, pageId }: { gameweek: GameweekDetail; pageId: string }) {
  const navigate = useNavigate();
  const lock = useLockGameweek(pageId);
  const remove = useDeleteGameweek({ id: pageId, groupId: gameweek.groupId });
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function toggleLock() {
    try {
      await lock.mutateAsync(!gameweek.isLocked);
      toast.success(t(GAMEWEEK_MESSAGES.lockChanged));
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync();
      navigate(`/group/${gameweek.groupId}`);
    } catch (failure) {
      toast.error(t('Failed to delete gameweek: {error}', { error: errorMessage(failure) }));
      setConfirmDelete(false);
    }
  }

  return (
    <>
      <ActionsMenu
        label={t('Gameweek menu')}
        actions={gameweekActions(gameweek.viewer, {
          goToGroup: () => navigate(`/group/${gameweek.groupId}`),
          toggleLock,
          remove: () => setConfirmDelete(true),
        })}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('Delete Gameweek {number}?', { number: gameweek.weekNumber })}
        description={t("Its matches and everyone's predictions for them will be deleted.")}
        confirmLabel={t('Delete')}
        onConfirm={onDelete}
        busy={remove.isPending}
      />
    </>
  );
}
