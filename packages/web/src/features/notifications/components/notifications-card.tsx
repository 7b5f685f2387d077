import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { useNotificationsPage } from '../api/notifications';
import { DevicePush } from './device-push';
import { NotificationSettingsForm } from './notification-settings-form';

/** The Profile's notifications: reminders, results and wins by email and push, and this device's push. */
export function NotificationsCard() {
  const { data, error, refetch } = useNotificationsPage();
  return (
    <section aria-labelledby="notifications-heading" className="card space-y-4 p-4 sm:p-6">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        Notifications
      </h2>
      {error ? (
        <LoadError message="Failed to load notification settings" onRetry={() => void refetch()} />
      ) : !data ? (
        <PageSpinner label="Loading notification settings" />
      ) : (
        <>
          <NotificationSettingsForm saved={data.settings} />
          <DevicePush page={data} />
        </>
      )}
    </section>
  );
}
