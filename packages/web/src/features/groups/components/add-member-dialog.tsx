import { GROUP_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddPlaceholderMember } from '../api/members';
import { t } from '../../../lib/i18n';

/** An admin adds a placeholder member: a username, then the member is in the group (and counts towards its size). */
export function AddMemberDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addPlaceholderMember = useAddPlaceholderMember(groupId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username.trim() === '') return setError(t(GROUP_MESSAGES.placeholderUsernameRequired));
    try {
      const member = await addPlaceholderMember.mutateAsync(username.trim());
      toast.success(t('{username} was added to the group.', { username: member.username }));
      setUsername('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(t(GROUP_MESSAGES.placeholderCreateFailedReason, { reason: errorMessage(failure) }));
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
      title={t('Add a placeholder member')}
      description={t('A member without an account (say, a friend who is not online). Admins make their predictions.')}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label={t('Username')}
          value={username}
          maxLength={40}
          autoFocus
          onChange={(event) => setUsername(event.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={addPlaceholderMember.isPending}>
            {t('Create user')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
