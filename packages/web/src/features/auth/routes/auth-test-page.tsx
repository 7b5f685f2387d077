import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button, buttonClass } from '../../../components/ui/button';
import { readAuthSnapshot } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';

/** A diagnostics page showing what the app knows about the current session. */
export function AuthTestPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const storedAuth = readAuthSnapshot() !== null;
  const rows: Array<[string, string]> = [
    ['Is authenticated', user ? 'Yes' : 'No'],
    ['User ID', user?.id ?? '—'],
    ['Email', user?.email ?? '—'],
    ['Username', user?.username ?? '—'],
    ['Stored auth exists', storedAuth ? 'Yes' : 'No'],
  ];
  return (
    <Page title="Auth test" width="narrow">
      <section className="card p-6">
        <h1 className="mb-4 text-2xl font-bold">Auth test</h1>
        <dl className="divide-y divide-[var(--border)]">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all text-right font-mono text-sm" data-testid={`auth-test-${label.toLowerCase().replaceAll(' ', '-')}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          {user ? (
            <Button variant="danger" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign Out
            </Button>
          ) : (
            <Link to="/login" className={buttonClass('primary')}>
              Sign In
            </Link>
          )}
        </div>
      </section>
    </Page>
  );
}
