import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSupported, subscribe } from './browser-push';

const subscription = { endpoint: 'https://push.example/a', keys: { p256dh: 'k', auth: 'a' } };

/** A browser with Web Push: its worker registration (or none yet), and the answer its permission prompt gives. */
function browserWithPush({ registered = true, permission }: { registered?: boolean; permission: NotificationPermission }) {
  const pushManager = { subscribe: vi.fn(async () => ({ toJSON: () => subscription })), getSubscription: vi.fn(async () => null) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (registered ? { pushManager } : undefined) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  return pushManager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('subscribing this browser to push', () => {
  it('is refused as unsupported without Web Push, or before the app has a service worker, asking no permission', async () => {
    expect(pushSupported()).toBe(false);
    expect(await subscribe('AQID')).toEqual({ refused: 'unsupported' });
    browserWithPush({ registered: false, permission: 'granted' });
    expect(pushSupported()).toBe(true);
    expect(await subscribe('AQID')).toEqual({ refused: 'unsupported' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('is refused as denied when the player blocks (or dismisses) the prompt, and nothing is subscribed', async () => {
    for (const permission of ['denied', 'default'] as const) {
      const pushManager = browserWithPush({ permission });
      expect(await subscribe('AQID')).toEqual({ refused: 'denied' });
      expect(pushManager.subscribe).not.toHaveBeenCalled();
    }
  });

  it("subscribes once allowed, with the server's base64url VAPID key as bytes, for visible notifications only", async () => {
    const pushManager = browserWithPush({ permission: 'granted' });
    expect(await subscribe('AQID_-8')).toEqual({ subscription });
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3, 255, 239]),
    });
  });
});
