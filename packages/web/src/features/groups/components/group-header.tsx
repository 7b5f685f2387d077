import { IconButton } from '../../../components/ui/icon-button';
import { GROUP_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { useGroupGameweeks } from '../../gameweeks';
import { useLeaveGroup } from '../api/membership';
import { GroupIcon } from '../../../components/ui/group-icon';

export function GroupHeader({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveGroup(group.id);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { isMember, canUpdate, canLeave } = group.viewer;
  const activeGameweek = useGroupGameweeks(group.id, isMember).data?.find((gameweek) => gameweek.isActive);

  async function onLeave() {
    try {
      await leave.mutateAsync();
      toast.success(GROUP_MESSAGES.left);
      navigate('/groups');
    } catch (error) {
      toast.error(`Failed to leave group: ${errorMessage(error)}`);
    } finally {
      setConfirmLeave(false);
    }
  }

  return (
    <header className="card flex items-start gap-4 p-4 sm:p-6">
      <GroupIcon url={group.iconUrl} name={group.name} size={72} />
      <div className="min-w-0 flex-1">
        <h1 className="break-words text-2xl font-bold">{group.name}</h1>
        <p className="mt-1 text-muted">{group.description || GROUP_MESSAGES.descriptionFallback}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton aria-label="Copy group link" onClick={() => copyCurrentLink(GROUP_MESSAGES.linkCopied)}>
          <Link2 aria-hidden="true" className="h-5 w-5" />
        </IconButton>
        {isMember && (
          <ActionsMenu
            label="Group menu"
            actions={[
              {
                label: `Gameweek ${activeGameweek?.weekNumber}`,
                onSelect: () => navigate(`/gameweek/${activeGameweek?.id}`),
                hidden: !activeGameweek,
              },
              { label: 'Edit', onSelect: () => navigate(`/group/${group.id}/update-group`), hidden: !canUpdate },
              { label: 'Leave group', onSelect: () => setConfirmLeave(true), danger: true, hidden: !canLeave },
            ]}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title="Leave this group?"
        description="Your predictions, scores and place on the leaderboards in this group will be deleted."
        confirmLabel="Leave group"
        onConfirm={onLeave}
        busy={leave.isPending}
      />
    </header>
  );
}
