import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server. The browser's own flag only knows "no network at all"; a request that
 * got no answer (wifi without internet, server gone) counts too, until the next answer or the 'online' event.
 */
let requestFailed = false;
const listeners = new Set<() => void>();

function setRequestFailed(failed: boolean): void {
  if (requestFailed === failed) return;
  requestFailed = failed;
  listeners.forEach((listener) => listener());
}

/** Called by the API client after each request: `reached` is false when fetch got no answer at all. */
export function reportServerReached(reached: boolean): void {
  setRequestFailed(!reached);
}

/** fetch's own failure (no answer), as opposed to an abort or an error answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && !navigator.onLine) || requestFailed;
}

function subscribe(listener: () => void): () => void {
  const onOnline = () => {
    setRequestFailed(false);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** True while the app is offline (see above); re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
