import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen';
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
  const { user, isResolved } = useSession();
  const location = useLocation();
  const enteredSignedIn = useRef<boolean | null>(null);
  if (isResolved && enteredSignedIn.current === null) enteredSignedIn.current = user !== null;

  if (!isResolved) return <LoadingScreen />;
  if (!user && !(signedOutView && enteredSignedIn.current)) {
    const state: RedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** /login and /register: a signed-in user goes home (or back where they were heading). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isResolved } = useSession();
  const location = useLocation();
  if (!isResolved) return <LoadingScreen />;
  if (user) {
    const from = (location.state as RedirectState | null)?.from;
    return <Navigate to={from && from.startsWith('/') && !from.startsWith('//') ? from : '/'} replace />;
  }
  return <>{children}</>;
}
