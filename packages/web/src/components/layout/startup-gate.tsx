import { AUTH_MESSAGES, STARTUP_CONTENT_DELAY_MS } from '@scoreline/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { LoadingScreen } from './loading-screen';

/**
 * At start the loading screen shows until the auth state is known, then the content appears after a short
 * delay. A failed start is logged and the app still mounts (signed out); offline, it mounts too and the pages
 * say the app is offline (see RequireAuth).
 */
export function StartupGate({
  children,
  onKnown,
}: {
  children: ReactNode;
  /** Once the session is known (signed in or not), as the pause before the content starts. */
  onKnown?: (signedIn: boolean) => void;
}) {
  const { user, isResolved, isUnreachable, error } = useSession();
  const known = isResolved || isUnreachable;
  const [ready, setReady] = useState(false);
  const told = useRef(false);

  useEffect(() => {
    if (error) console.error(AUTH_MESSAGES.initFailed, error);
  }, [error]);

  useEffect(() => {
    if (!known || told.current) return;
    told.current = true;
    onKnown?.(user != null);
  }, [known, user, onKnown]);

  useEffect(() => {
    if (!known || ready) return;
    const timer = window.setTimeout(() => setReady(true), STARTUP_CONTENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [known, ready]);

  return ready ? <>{children}</> : <LoadingScreen />;
}
