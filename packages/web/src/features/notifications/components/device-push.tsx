import { NOTIFICATION_MESSAGES, type NotificationsPage } from '@scoreline/shared';
import { formatDate } from '../../../lib/dates';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddDevice, useRemoveDevice } from '../api/notifications';
import { currentSubscription, pushSupported, subscribe } from '../api/browser-push';
import { pushState, refusalMessage } from './push-state';
import { t } from '../../../lib/i18n';

/**
 * Push on this device (on or off, asked from a tap so the browser shows its permission prompt), and the list of
 * the player's devices that get push, each removable.
 */
export function DevicePush({ page }: { page: NotificationsPage }) {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const addDevice = useAddDevice();
  const removeDevice = useRemoveDevice();
  useEffect(() => {
    void currentSubscription().then((subscription) => setEndpoint(subscription?.endpoint ?? null));
  }, []);
  const { thisDevice, status, action } = pushState(pushSupported(), page.devices, endpoint);

  async function turnOn() {
    setBusy(true);
    try {
      const outcome = await subscribe(page.vapidPublicKey);
      if ('refused' in outcome) return toast.error(refusalMessage(outcome.refused));
      await addDevice.mutateAsync(outcome.subscription);
      setEndpoint(outcome.subscription.endpoint ?? null);
      toast.success(NOTIFICATION_MESSAGES.deviceOn);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (!thisDevice) return;
    setBusy(true);
    try {
      await removeDevice.mutateAsync(thisDevice.id);
      await (await currentSubscription())?.unsubscribe();
      setEndpoint(null);
      toast.success(NOTIFICATION_MESSAGES.deviceRemoved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 border-t border-subtle pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0">
          <span className="block font-medium">{t('Push on this device')}</span>
          <span className="block text-sm text-muted">{status}</span>
        </p>
        {action && (
          <Button variant="secondary" disabled={busy} onClick={() => void (thisDevice ? turnOff() : turnOn())}>
            {action}
          </Button>
        )}
      </div>
      {page.devices.length > 0 && (
        <ul className="divide-y divide-[var(--border)]" aria-label={t('Devices that get push notifications')}>
          {page.devices.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words text-sm">
                {device.label}
                {device.id === thisDevice?.id && (
                  <>
                    {' '}
                    <span className="text-muted">{t('(this device)')}</span>
                  </>
                )}
                <span className="block text-xs text-muted">{t('Since {date}', { date: formatDate(device.createdAt) })}</span>
              </span>
              <Button variant="secondary" disabled={removeDevice.isPending} onClick={() => removeDevice.mutate(device.id)}>
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
