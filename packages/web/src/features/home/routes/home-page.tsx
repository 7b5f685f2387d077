import { HOME_MESSAGES } from '@scoreline/shared';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useHome } from '../api/home';
import { useLiveGroups } from '../../../lib/use-live-groups';
import { HomeSections } from '../components/home-sections';
import { t } from '../../../lib/i18n';

/** Home: your groups, the next matches to predict and your ranking in each group, from one request. */
export function HomePage() {
  const { user } = useSession();
  const home = useHome();
  useLiveGroups(home.data?.groups.map((group) => group.id) ?? []);
  return (
    <Page title={t('Home')}>
      <section className="rounded-2xl bg-gradient-to-br from-[var(--color-brand)] to-[var(--color-brand-strong)] p-5 text-white shadow-md sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t(HOME_MESSAGES.welcome, { username: user?.username ?? '' })}</h1>
        <p className="mt-2 text-white/90">{t(HOME_MESSAGES.tagline)}</p>
        <Link
          to="/app-info"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
        >
          <Info aria-hidden="true" className="h-4 w-4" />
          {t('How does it work?')}
        </Link>
      </section>
      <div className="mt-6">
        {home.isPending ? (
          <PageSpinner label={t('Loading your data')} />
        ) : home.error ? (
          <LoadError message={t(HOME_MESSAGES.loadFailed)} detail={errorMessage(home.error)} onRetry={() => home.refetch()} />
        ) : (
          <HomeSections home={home.data} />
        )}
      </div>
    </Page>
  );
}
