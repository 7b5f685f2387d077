import { APP_MESSAGES } from '@scoreline/shared';
import { useEffect } from 'react';
import { t } from '../lib/i18n';
import { toast } from '../lib/toast';
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
 * "Reload": the waiting worker takes over, then the page reloads on the new version. The reload is ours, not
 * the plugin's, which skips it in the tab that installed the first worker; if another tab already let the new
 * worker take over, there is nothing waiting and the page just reloads.
 */
export async function switchToNewVersion(
  activateWaitingWorker: () => Promise<void>,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const container = navigator.serviceWorker;
  const waiting = (await container?.getRegistration())?.waiting;
  if (!container || !waiting) return reload();
  container.addEventListener('controllerchange', () => reload(), { once: true });
  await activateWaitingWorker();
}

/**
 * Registers the service worker (production builds only) and, when a new build has been installed and waits,
 * offers "Reload" (see switchToNewVersion). A worker activated by another tab reloads nothing here by itself.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => watchForUpdates(registration),
    onNeedReload: () => undefined,
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast(t(APP_MESSAGES.updateAvailable), {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      // It stays until answered: at the bottom, it never covers the header and its menu.
      position: 'bottom-center',
      action: { label: t(APP_MESSAGES.updateAction), onClick: () => void switchToNewVersion(() => updateServiceWorker(true)) },
      onDismiss: () => setNeedRefresh(false),
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
