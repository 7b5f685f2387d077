/**
 * This browser's side of Web Push: whether it can, its current subscription, and subscribing with the server's
 * VAPID key. The service worker (public/push-sw.js, imported by the app's worker) shows what arrives.
 */

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker, once registered (production builds register it at start). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

export type SubscribeOutcome = { subscription: PushSubscriptionJSON } | { refused: 'unsupported' | 'denied' };

/** Asks for permission (only from a tap) and subscribes this browser. */
export async function subscribe(vapidPublicKey: string): Promise<SubscribeOutcome> {
  const worker = await registration();
  if (!worker) return { refused: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted') return { refused: 'denied' };
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  return { subscription: subscription.toJSON() };
}

/**
 * On sign-out: this browser stops getting the player's pushes (the next person on it must not see them). The
 * push service then answers the server 410 for it, and the server forgets the device.
 */
export async function stopPushOnThisDevice(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // No worker, no subscription, or the browser refused: nothing to stop.
  }
}
