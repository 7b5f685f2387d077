import { PRODUCT_NAME } from '@scoreline/shared';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { Header, MAIN_NAV_ITEMS } from './header';
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
        Skip to content
      </a>
      <Header items={user ? MAIN_NAV_ITEMS : []} />
      <OfflineBanner />
      {/* At least a screen tall below the header: the footer starts below the fold, so a page whose data
          arrives after the first paint does not push a visible footer down (layout shift). */}
      <div id="content" className="min-h-[calc(100dvh-3.5rem)] flex-1">
        {/* A page's code may still be loading: the header and footer show meanwhile. One boundary per path: with
            Preact, a boundary left while a page's code was loading (Back before it came) stayed suspended and
            showed nothing at all, the page gone back to included. */}
        <PageErrorBoundary resetKey={pathname}>
          <Suspense key={pathname} fallback={<PageSpinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
      <footer className="border-t border-subtle py-4 text-center text-xs text-muted">
        <p>
          {PRODUCT_NAME} · a score-prediction game for friends, not betting ·{' '}
          <Link to="/privacy-policy" className="underline hover:text-[var(--color-brand)]">
            Terms &amp; Privacy
          </Link>
          {user && (
            <>
              {' · '}
              <Link to="/app-info" className="underline hover:text-[var(--color-brand)]">
                How it works
              </Link>
            </>
          )}
        </p>
      </footer>
    </div>
  );
}
