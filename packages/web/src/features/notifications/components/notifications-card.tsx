import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { useNotificationsPage } from '../api/notifications';
import { DevicePush } from './device-push';
import { NotificationSettingsForm } from './notification-settings-form';
import { t } from '../../../lib/i18n';

/** The Profile's notifications: reminders, results and wins by email and push, and this device's push. */
export function NotificationsCard() {
  const { data, error, refetch } = useNotificationsPage();
  return (
    <section aria-labelledby="notifications-heading" className="card space-y-4 p-4 sm:p-6">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        {t('Notifications')}
      </h2>
      {error ? (
        <LoadError message={t('Failed to load notification settings')} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageSpinner label={t('Loading notification settings')} />
      ) : (
        <>
          <NotificationSettingsForm saved={data.settings} />
          <DevicePush page={data} />
        </>
      )}
    </section>
  );
}
