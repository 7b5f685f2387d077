import { NOTIFICATION_MESSAGES, type NotificationSettings, type NotificationsPage, type PushDevice } from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export function useNotificationsPage() {
  return useQuery({ queryKey: notificationKeys.page, queryFn: () => api<NotificationsPage>('/api/v1/me/notifications') });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/v1/me/notifications', { method: 'PUT', body: settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData<NotificationsPage>(notificationKeys.page, (page) => (page ? { ...page, settings } : page));
      toast.success(NOTIFICATION_MESSAGES.settingsSaved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** Stores this browser's push subscription (a new device, or the same one again). */
export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionJSON) =>
      api<PushDevice[]>('/api/v1/me/push-devices', { method: 'POST', body: subscription }),
    onSuccess: (devices) =>
      queryClient.setQueryData<NotificationsPage>(notificationKeys.page, (page) => (page ? { ...page, devices } : page)),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => api<void>(`/api/v1/me/push-devices/${deviceId}`, { method: 'DELETE' }),
    onSuccess: (_nothing, deviceId) =>
      queryClient.setQueryData<NotificationsPage>(notificationKeys.page, (page) =>
        page ? { ...page, devices: page.devices.filter((device) => device.id !== deviceId) } : page,
      ),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
