import { AUTH_MESSAGES, type MessageId, USERNAME_MAX_LENGTH, usernameSchema } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { t } from '../../../lib/i18n';

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
    // The schema's messages are catalogue ids (AUTH_MESSAGES).
    if (!parsed.success) return setError(t((parsed.error.issues[0]?.message ?? AUTH_MESSAGES.usernameRequired) as MessageId));
    setError(null);
    try {
      await updateProfile.mutateAsync({ username: parsed.data });
      toast.success(t(AUTH_MESSAGES.profileUpdated));
      setEditing(false);
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  }

  return (
    <div>
      <dt className="text-sm font-medium text-muted">
        {editing ? <label htmlFor="profile-username">{t('Username')}</label> : t('Username')}
      </dt>
      <dd>
        {editing ? (
          <form onSubmit={onSave} className="mt-1 space-y-2" noValidate>
            <input
              id="profile-username"
              className={inputClass}
              value={draft}
              maxLength={USERNAME_MAX_LENGTH}
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
                {updateProfile.isPending ? t('Saving...') : t('Save')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t('Cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 font-medium">{username}</span>
            <Button variant="secondary" onClick={startEditing}>
              {t('Edit')}
            </Button>
          </div>
        )}
      </dd>
    </div>
  );
}
