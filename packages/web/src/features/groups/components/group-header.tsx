import { IconButton } from '../../../components/ui/icon-button';
import { GROUP_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { EllipsisVertical, Link2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { useGroupGameweeks } from '../../gameweeks/api/gameweeks';
import { useLeaveGroup } from '../api/membership';
import { GroupIcon } from './group-icon';

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-black/5 dark:data-[highlighted]:bg-white/10';

export const menuContentClass = 'card z-50 min-w-44 p-1 shadow-lg';
export const menuItemClass = itemClass;

export function GroupHeader({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveGroup(group.id);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { isMember, isAdmin, isOwner } = group.viewer;
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
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <IconButton aria-label="Group menu">
                <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
              </IconButton>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
                {activeGameweek && (
                  <DropdownMenu.Item className={itemClass} onSelect={() => navigate(`/gameweek/${activeGameweek.id}`)}>
                    Gameweek {activeGameweek.weekNumber}
                  </DropdownMenu.Item>
                )}
                {isAdmin && (
                  <DropdownMenu.Item className={itemClass} onSelect={() => navigate(`/group/${group.id}/update-group`)}>
                    Edit
                  </DropdownMenu.Item>
                )}
                {!isOwner && (
                  <DropdownMenu.Item className={`${itemClass} text-red-600`} onSelect={() => setConfirmLeave(true)}>
                    Leave group
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
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
