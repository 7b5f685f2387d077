import type { ExternalToast } from 'sonner';

/**
 * The app's toasts. The toast library is not part of the first load: it is fetched the first time a toast is
 * shown (or when the page is idle, see components/ui/toaster.tsx), and a toast asked for before the toaster
 * is on screen shows as soon as it is. Same calls as sonner's `toast`, minus the return value.
 */
const sonner = () => import('sonner');

let asked = false;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` when the first toast is asked for (at once if one was): the toaster mounts then at the latest. */
export function onFirstToast(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(kind: 'message' | 'success' | 'error', message: string, options?: ExternalToast): void {
  if (!asked) {
    asked = true;
    for (const listener of [...firstToastListeners]) listener();
    firstToastListeners.clear();
  }
  void sonner().then(({ toast: sonnerToast }) =>
    kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options),
  );
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
});
