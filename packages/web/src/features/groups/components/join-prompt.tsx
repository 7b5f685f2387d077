import { GROUP_MESSAGES, type GroupDetail, INVITATION_MESSAGES, PIN_LENGTH } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useJoinGroup } from '../api/membership';
import { PinInput } from './pin-input';
import { t } from '../../../lib/i18n';

/** A non-member's view of a group: join a public group at once, a private one with its PIN. */
export function JoinPrompt({ group }: { group: GroupDetail }) {
  const join = useJoinGroup(group.id);
  const [pinOpen, setPinOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);

  async function joinWith(pinValue?: string) {
    try {
      await join.mutateAsync(pinValue);
      setPinOpen(false);
      toast.success(t(GROUP_MESSAGES.joined));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('Failed to join group: {reason}', { reason: errorMessage(error) });
      if (pinValue !== undefined && error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setPinError(message);
        setPin('');
      } else {
        setPinOpen(false);
        toast.error(message);
      }
    }
  }

  function openPinDialog() {
    // The dialog opens with cleared fields.
    setPin('');
    setPinError(null);
    setPinOpen(true);
  }

  function onSubmitPin(event: FormEvent) {
    event.preventDefault();
    void joinWith(pin.replace(/\s/g, ''));
  }

  return (
    <section className="card flex flex-col items-center gap-4 p-8 text-center">
      <h2 className="text-xl font-semibold">{t(GROUP_MESSAGES.notJoinedView)}</h2>
      <p className="text-muted">
        {t(group.isPublic ? INVITATION_MESSAGES.membersOfMax : INVITATION_MESSAGES.membersOfMaxPrivate, {
          count: group.memberCount,
          max: group.maxMembers,
        })}
      </p>
      <Button onClick={() => (group.isPublic ? joinWith() : openPinDialog())} disabled={join.isPending}>
        {t('Join Group')}
      </Button>
      <Dialog
        open={pinOpen}
        onOpenChange={setPinOpen}
        title={t('Enter the group PIN')}
        description={t("Ask the group's admin for its 4-digit PIN.")}
      >
        <form onSubmit={onSubmitPin} className="space-y-4" noValidate>
          <PinInput value={pin} onChange={setPin} autoFocus />
          {pinError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {pinError}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setPinOpen(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pin.replace(/\s/g, '').length !== PIN_LENGTH || join.isPending}>
              {t('Join')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
