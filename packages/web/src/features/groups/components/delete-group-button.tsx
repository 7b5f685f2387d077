import { GROUP_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteGroup } from '../api/save-group';

/** "Delete Group", confirmed first; deleted, the owner lands on their groups. A failure goes to the form's banner. */
export function DeleteGroupButton({ group, onError }: { group: { id: string; name: string }; onError: (message: string) => void }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup(group.id);
  const [confirming, setConfirming] = useState(false);

  async function onDelete() {
    try {
      await deleteGroup.mutateAsync();
      toast.success(`${group.name} was deleted.`);
      navigate('/groups');
    } catch (failure) {
      onError(`Failed to delete group: ${errorMessage(failure)}`);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete Group
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={GROUP_MESSAGES.deleteConfirm}
        description="Every season, gameweek, prediction and leaderboard of this group will be deleted. This cannot be undone."
        confirmLabel="Delete Group"
        onConfirm={onDelete}
        busy={deleteGroup.isPending}
      />
    </>
  );
}
