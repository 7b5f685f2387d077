import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { RichText } from '../ui/rich-text';
import { Header, mainNavItems } from './header';
import { OfflineBanner } from './offline-banner';
import { PageErrorBoundary } from './page-error-boundary';
import { PageSpinner } from './page-states';
import { ScrollToTop } from './scroll-to-top';

export function AppLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
      >
        {t('Skip to content')}
      </a>
      <Header items={user ? mainNavItems() : []} />
      <OfflineBanner />
      {/* At least a screen tall below the header: the footer starts below the fold, so a page whose data
          arrives after the first paint does not push a visible footer down (layout shift). */}
      <div id="content" className="min-h-[calc(100dvh-3.5rem)] flex-1">
        {/* A page's code may still be loading: the header and footer show meanwhile. One boundary per path: with
            Preact, a boundary left while a page's code was loading (Back before it came) stayed suspended and
            showed nothing at all, the page gone back to included. */}
        <PageErrorBoundary resetKey={pathname}>
          <Suspense key={pathname} fallback={<PageSpinner label={t('Loading page')} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
      <footer className="border-t border-subtle py-4 text-center text-xs text-muted">
        <p className="px-3">
          <RichText
            id={
              user
                ? 'Scoreline · a score-prediction game for friends, not betting · <0>Terms & Privacy</0> · <1>How it works</1>'
                : 'Scoreline · a score-prediction game for friends, not betting · <0>Terms & Privacy</0>'
            }
            parts={[
              <Link to="/privacy-policy" className="underline hover:text-[var(--color-brand)]" />,
              <Link to="/app-info" className="underline hover:text-[var(--color-brand)]" />,
            ]}
          />
        </p>
      </footer>
    </div>
  );
}
