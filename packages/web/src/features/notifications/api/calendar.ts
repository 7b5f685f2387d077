import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

type CalendarLink = { url: string | null };

export function useCalendarLink() {
  return useQuery({ queryKey: notificationKeys.calendar, queryFn: () => api<CalendarLink>('/api/v1/me/calendar') });
}

/** Makes the player's calendar link (`create`), or a new one in place of the old, which stops working (`renew`). */
export function useMakeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'create' | 'renew') =>
      api<{ url: string }>(kind === 'renew' ? '/api/v1/me/calendar/renew' : '/api/v1/me/calendar', { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData<CalendarLink>(notificationKeys.calendar, link),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** The same address for calendar apps, which subscribe to webcal:// links (and fetch them over https). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's page that subscribes to a feed (Android has no webcal:// handler of its own). */
export const googleCalendarUrl = (url: string) => `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`;
