import { AUTH_MESSAGES, usernameSchema } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

/** The profile's Username entry (a `<dt>` and `<dd>` pair): the name, and Edit to change it in place. */
export function UsernameEntry({ username }: { username: string }) {
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function startEditing() {
    setDraft(username);
    setError(null);
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.usernameRequired);
    setError(null);
    try {
      await updateProfile.mutateAsync({ username: parsed.data });
      toast.success(AUTH_MESSAGES.profileUpdated);
      setEditing(false);
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  }

  return (
    <div>
      <dt className="text-sm font-medium text-muted">{editing ? <label htmlFor="profile-username">Username</label> : 'Username'}</dt>
      <dd>
        {editing ? (
          <form onSubmit={onSave} className="mt-1 space-y-2" noValidate>
            <input
              id="profile-username"
              className={inputClass}
              value={draft}
              maxLength={40}
              autoComplete="username"
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'profile-username-error' : undefined}
            />
            {error && (
              <p id="profile-username-error" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex gap-2">
              <Button type="submit" disabled={updateProfile.isPending}>
                {updateProfile.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 font-medium">{username}</span>
            <Button variant="secondary" onClick={startEditing}>
              Edit
            </Button>
          </div>
        )}
      </dd>
    </div>
  );
}
