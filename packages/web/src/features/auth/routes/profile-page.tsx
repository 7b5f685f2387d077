import { AUTH_MESSAGES, formatDate, usernameSchema } from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { Button, buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';
import { useUpdateProfile } from '../api/update-profile';
import { NotificationsCard } from '../../notifications';
import { AccountDataCard } from '../components/account-data-card';

function SignedOutProfile() {
  return (
    <section className="card flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">You are not logged in.</h1>
      <div className="flex gap-3">
        <Link to="/login" className={buttonClass('primary')}>
          Sign In
        </Link>
        <Link to="/register" className={buttonClass('secondary')}>
          Register
        </Link>
      </div>
    </section>
  );
}

export function ProfilePage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <Page title="Profile" width="narrow">
        <SignedOutProfile />
      </Page>
    );
  }

  function startEditing() {
    setUsername(user!.username);
    setError(null);
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(username);
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
    <Page title="Profile" width="narrow">
      <section className="card p-4 sm:p-6">
        <div className="mb-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold text-white"
            style={{ backgroundColor: user.bgColour === '#ccc' ? 'var(--color-brand)' : user.bgColour }}
          >
            {user.username.charAt(0).toUpperCase()}
          </span>
          <h1 className="text-2xl font-bold">Your profile</h1>
        </div>
        <dl className="space-y-4">
          <div>
            <dt className="text-sm font-medium text-muted">Email</dt>
            <dd className="break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">{editing ? <label htmlFor="profile-username">Username</label> : 'Username'}</dt>
            <dd>
              {editing ? (
                <form onSubmit={onSave} className="mt-1 space-y-2" noValidate>
                  <input
                    id="profile-username"
                    className={inputClass}
                    value={username}
                    maxLength={40}
                    autoComplete="username"
                    autoFocus
                    onChange={(event) => setUsername(event.target.value)}
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
                  <span className="min-w-0 font-medium">{user.username}</span>
                  <Button variant="secondary" onClick={startEditing}>
                    Edit
                  </Button>
                </div>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">Account ID</dt>
            <dd className="break-all font-mono text-sm">{user.id}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">Member Since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
        <Button variant="danger" className="mt-8 w-full" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign Out
        </Button>
      </section>
      <div className="mt-4">
        <NotificationsCard />
      </div>
      <div className="mt-4">
        <AccountDataCard />
      </div>
    </Page>
  );
}
