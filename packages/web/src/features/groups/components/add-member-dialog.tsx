import { GROUP_MESSAGES } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddPlaceholderMember } from '../api/members';

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
