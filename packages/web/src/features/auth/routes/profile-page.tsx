import { formatDate } from '../../../lib/dates';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { CalendarCard, NotificationsCard } from '../../notifications';
import { useSignOut } from '../api/sign-out';
import { AccountDataCard } from '../components/account-data-card';
import { SignedOutProfile } from '../components/signed-out-profile';
import { UsernameEntry } from '../components/username-entry';
import { t } from '../../../lib/i18n';
import { LanguageAndZoneCard } from '../components/language-and-zone-card';

export function ProfilePage() {
  const { user } = useSession();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Page title={t('Profile')} width="narrow">
        <SignedOutProfile />
      </Page>
    );
  }

  return (
    <Page title={t('Profile')} width="narrow">
      <section className="card p-4 sm:p-6">
        <div className="mb-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold text-white"
            style={{ backgroundColor: user.bgColour === '#ccc' ? 'var(--color-brand)' : user.bgColour }}
          >
            {user.username.charAt(0).toUpperCase()}
          </span>
          <h1 className="text-2xl font-bold">{t('Your profile')}</h1>
        </div>
        <dl className="space-y-4">
          <ProfileEntry label={t('Email')} className="break-all">
            {user.email}
          </ProfileEntry>
          <UsernameEntry username={user.username} />
          <ProfileEntry label={t('Account ID')} className="break-all font-mono text-sm">
            {user.id}
          </ProfileEntry>
          <ProfileEntry label={t('Member Since')}>{formatDate(user.createdAt)}</ProfileEntry>
        </dl>
        <Button variant="danger" className="mt-8 w-full" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('Sign Out')}
        </Button>
      </section>
      <div className="mt-4">
        <LanguageAndZoneCard profile={user} />
      </div>
      <div className="mt-4">
        <NotificationsCard />
      </div>
      <div className="mt-4">
        <CalendarCard />
      </div>
      <div className="mt-4">
        <AccountDataCard />
      </div>
    </Page>
  );
}

/** One line of the profile: its label above its value. */
function ProfileEntry({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
