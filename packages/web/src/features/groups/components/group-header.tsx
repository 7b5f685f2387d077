import { Button } from '../../../components/ui/button';
import { GROUP_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { useGroupGameweeks } from '../../gameweeks';
import { useLeaveGroup } from '../api/membership';
import { GroupIcon } from '../../../components/ui/group-icon';
import { t } from '../../../lib/i18n';

export function GroupHeader({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveGroup(group.id);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { isMember, canUpdate, canLeave } = group.viewer;
  const activeGameweek = useGroupGameweeks(group.id, isMember).data?.find((gameweek) => gameweek.isActive);

  async function onLeave() {
    try {
      await leave.mutateAsync();
      toast.success(t(GROUP_MESSAGES.left));
      navigate('/groups');
    } catch (error) {
      toast.error(t('Failed to leave group: {reason}', { reason: errorMessage(error) }));
    } finally {
      setConfirmLeave(false);
    }
  }

  return (
    // On a phone the name and description get the card's whole width under the icon and buttons.
    <header className="card grid grid-cols-[auto_1fr_auto] items-start gap-3 p-4 sm:gap-4 sm:p-6">
      <GroupIcon url={group.iconUrl} name={group.name} size={56} />
      <div className="col-span-3 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        <h1 className="break-words text-xl font-bold sm:text-2xl">{group.name}</h1>
        {/* Two lines on a phone keep the tabs near the top; the About tab has the whole description. */}
        <p className={`mt-1 text-muted ${isMember ? 'line-clamp-2 sm:line-clamp-none' : ''}`}>
          {group.description || t(GROUP_MESSAGES.descriptionFallback)}
        </p>
      </div>
      <div className="col-start-3 row-start-1 flex items-center gap-1">
        {/* The group's own address, whichever tab is open, labelled: an icon alone was not found by new players. */}
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => copyCurrentLink(t(GROUP_MESSAGES.linkCopied), `${window.location.origin}/group/${group.id}`)}
        >
          <Link2 aria-hidden="true" className="h-4 w-4" />
          {t(GROUP_MESSAGES.copyLink)}
        </Button>
        {isMember && (
          <ActionsMenu
            label={t('Group menu')}
            actions={[
              {
                label: t('Gameweek {number}', { number: activeGameweek?.weekNumber }),
                onSelect: () => navigate(`/gameweek/${activeGameweek?.id}`),
                hidden: !activeGameweek,
              },
              { label: t('Edit'), onSelect: () => navigate(`/group/${group.id}/update-group`), hidden: !canUpdate },
              { label: t('Leave group'), onSelect: () => setConfirmLeave(true), danger: true, hidden: !canLeave },
            ]}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('Leave this group?')}
        description={t('Your predictions, scores and place on the leaderboards in this group will be deleted.')}
        confirmLabel={t('Leave group')}
        onConfirm={onLeave}
        busy={leave.isPending}
      />
    </header>
  );
}
