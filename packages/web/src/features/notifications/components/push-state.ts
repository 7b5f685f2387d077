import { NOTIFICATION_MESSAGES, type PushDevice } from '@scoreline/shared';
import type { SubscribeOutcome } from '../api/browser-push';
import { t } from '../../../lib/i18n';

/**
 * "Push on this device": this browser's subscription (its endpoint, if any) found among the player's devices
 * means On. A browser subscribed but unknown to the server (it forgot a dead device) is Off, so turning it on
 * registers it again. Without Web Push there is nothing to turn on.
 */
export function pushState(supported: boolean, devices: readonly PushDevice[], endpoint: string | null) {
  const thisDevice = devices.find((device) => device.endpoint === endpoint);
  if (!supported) return { thisDevice, status: NOTIFICATION_MESSAGES.pushUnsupported, action: null };
  return thisDevice ? { thisDevice, status: t('On'), action: t('Turn off') } : { thisDevice, status: t('Off'), action: t('Turn on') };
}

/** What the player is told when the browser would not subscribe. */
export const refusalMessage = (refused: Extract<SubscribeOutcome, { refused: unknown }>['refused']) =>
  refused === 'denied' ? NOTIFICATION_MESSAGES.pushDenied : NOTIFICATION_MESSAGES.pushUnsupported;
