import { GROUP_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteGroup } from '../api/save-group';
import { t } from '../../../lib/i18n';

/** "Delete Group", confirmed first; deleted, the owner lands on their groups. A failure goes to the form's banner. */
export function DeleteGroupButton({ group, onError }: { group: { id: string; name: string }; onError: (message: string) => void }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup(group.id);
  const [confirming, setConfirming] = useState(false);

  async function onDelete() {
    try {
      await deleteGroup.mutateAsync();
      toast.success(t('{group} was deleted.', { group: group.name }));
      navigate('/groups');
    } catch (failure) {
      onError(t('Failed to delete group: {reason}', { reason: errorMessage(failure) }));
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('Delete Group')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(GROUP_MESSAGES.deleteConfirm)}
        description={t('Every season, gameweek, prediction and leaderboard of this group will be deleted. This cannot be undone.')}
        confirmLabel={t('Delete Group')}
        onConfirm={onDelete}
        busy={deleteGroup.isPending}
      />
    </>
  );
}
