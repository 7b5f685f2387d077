import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button, buttonClass } from '../../../components/ui/button';
import { readAuthSnapshot } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';
import { t } from '../../../lib/i18n';

const NONE = '—';

/** A diagnostics page showing what the app knows about the current session. */
export function AuthTestPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const storedAuth = readAuthSnapshot() !== null;
  const yesNo = (yes: boolean) => (yes ? t('Yes') : t('No'));
  // Each row's test id is its English key, whatever the language.
  const rows: Array<[key: string, label: string, value: string]> = [
    ['is-authenticated', t('Is authenticated'), yesNo(user !== null)],
    ['user-id', t('User ID'), user?.id ?? NONE],
    ['email', t('Email'), user?.email ?? NONE],
    ['username', t('Username'), user?.username ?? NONE],
    ['stored-auth-exists', t('Stored auth exists'), yesNo(storedAuth)],
  ];
  return (
    <Page title={t('Auth test')} width="narrow">
      <section className="card p-6">
        <h1 className="mb-4 text-2xl font-bold">{t('Auth test')}</h1>
        <dl className="divide-y divide-[var(--border)]">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex justify-between gap-4 py-2">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all text-right font-mono text-sm" data-testid={`auth-test-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('Refresh Page')}
          </Button>
          {user ? (
            <Button variant="danger" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {t('Sign Out')}
            </Button>
          ) : (
            <Link to="/login" className={buttonClass('primary')}>
              {t('Sign In')}
            </Link>
          )}
        </div>
      </section>
    </Page>
  );
}
