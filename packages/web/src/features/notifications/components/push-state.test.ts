import { NOTIFICATION_MESSAGES, type PushDevice } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { pushState, refusalMessage } from './push-state';

const device = (id: string, endpoint: string): PushDevice => ({
  id,
  label: `Chrome on ${id}`,
  createdAt: '2030-01-01T00:00:00.000Z',
  endpoint,
});
const devices = [device('laptop', 'https://push.example/a'), device('phone', 'https://push.example/b')];

describe('push on this device', () => {
  it("is On, to be turned off, when this browser's subscription is one of the player's devices", () => {
    expect(pushState(true, devices, 'https://push.example/b')).toEqual({ thisDevice: devices[1], status: 'On', action: 'Turn off' });
  });

  it('is Off, to be turned on, without a subscription or with one the server does not know (any more)', () => {
    expect(pushState(true, devices, null)).toEqual({ thisDevice: undefined, status: 'Off', action: 'Turn on' });
    expect(pushState(true, devices, 'https://push.example/forgotten')).toMatchObject({ status: 'Off', action: 'Turn on' });
  });

  it('offers nothing to turn on in a browser without Web Push, and says so', () => {
    expect(pushState(false, devices, null)).toEqual({ thisDevice: undefined, status: NOTIFICATION_MESSAGES.pushUnsupported, action: null });
  });

  it('tells a refused permission apart from a browser that cannot', () => {
    expect(refusalMessage('denied')).toBe(NOTIFICATION_MESSAGES.pushDenied);
    expect(refusalMessage('unsupported')).toBe(NOTIFICATION_MESSAGES.pushUnsupported);
  });
});
