import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { OfflineNotice } from '../../../components/layout/page-states';
import { rememberReturnPath, takeReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';

export interface RedirectState {
  from?: string;
}

/**
 * A protected route: the anonymous visitor goes to /login (and comes back after signing in).
 * `signedOutView` lets a page that the user signs out *from* (profile, auth test) show its own
 * signed-out view instead of jumping away; opening it signed out still redirects.
 */
export function RequireAuth({ children, signedOutView = false }: { children: ReactNode; signedOutView?: boolean }) {
  const { user, isResolved, isUnreachable, refetch } = useSession();
  const location = useLocation();
  const enteredSignedIn = useRef<boolean | null>(null);
  if (isResolved && !isUnreachable && enteredSignedIn.current === null) enteredSignedIn.current = user !== null;

  if (isUnreachable) return <OfflineSession onRetry={() => void refetch()} />;
  if (!isResolved) return <LoadingScreen />;
  if (!user && !(signedOutView && enteredSignedIn.current)) {
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    rememberReturnPath(state.from!);
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** /login and /register: a signed-in user goes home (or back where they were heading). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isResolved, isUnreachable, refetch } = useSession();
  const location = useLocation();
  if (isUnreachable) return <OfflineSession onRetry={() => void refetch()} />;
  if (!isResolved) return <LoadingScreen />;
  if (user) {
    // Back where they were heading: this tab's redirect, or an invitation opened before registering.
    const remembered = takeReturnPath();
    const from = (location.state as RedirectState | null)?.from ?? remembered;
    return <Navigate to={from && from.startsWith('/') && !from.startsWith('//') ? from : '/'} replace />;
  }
  return <>{children}</>;
}

/** Offline before the session is known: neither signed in nor out yet, so the page waits for the network. */
function OfflineSession({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6">
      <OfflineNotice onRetry={onRetry} />
    </main>
  );
}
