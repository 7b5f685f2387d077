import { APP_MESSAGES } from '@scoreline/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the tab checks again, but not more than once a minute. */
const MIN_CHECK_GAP_MS = 60 * 1000;
const UPDATE_TOAST_ID = 'app-update';

/**
 * A tab left open for days still learns of a new build: the service worker script is fetched again every hour
 * and whenever the tab comes back into view (the server answers it with no-cache, so a new build is seen).
 */
export function watchForUpdates(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine || registration.installing || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined); // offline or server away: the next check tries again
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/**
 * Registers the service worker (production builds only) and, when a new build has been installed and waits,
 * offers "Reload": the new worker takes over and the page reloads on the new version.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registration) => watchForUpdates(registration) });

  useEffect(() => {
    if (!needRefresh) return;
    toast(APP_MESSAGES.updateAvailable, {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      // It stays until answered: at the bottom, it never covers the header and its menu.
      position: 'bottom-center',
      action: { label: APP_MESSAGES.updateAction, onClick: () => void updateServiceWorker(true) },
      onDismiss: () => setNeedRefresh(false),
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
