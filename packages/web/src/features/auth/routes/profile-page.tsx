import { formatDate } from '@scoreline/shared';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { NotificationsCard } from '../../notifications';
import { useSignOut } from '../api/sign-out';
import { AccountDataCard } from '../components/account-data-card';
import { SignedOutProfile } from '../components/signed-out-profile';
import { UsernameEntry } from '../components/username-entry';

export function ProfilePage() {
  const { user } = useSession();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Page title="Profile" width="narrow">
        <SignedOutProfile />
      </Page>
    );
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
          <UsernameEntry username={user.username} />
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
