import type { ExternalToast } from 'sonner';

/**
 * The app's toasts. The toast library is not part of the first load: it is fetched the first time a toast is
 * shown (or when the page is idle, see components/ui/toaster.tsx), and a toast asked for before the toaster
 * is on screen shows as soon as it is. Same calls as sonner's `toast`, minus the return value.
 */
const sonner = () => import('sonner');

function show(kind: 'message' | 'success' | 'error', message: string, options?: ExternalToast): void {
  void sonner().then(({ toast: sonnerToast }) =>
    kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options),
  );
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show('message', message, options), {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
});
