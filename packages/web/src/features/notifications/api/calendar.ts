import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

type CalendarLink = { url: string | null };

export function useCalendarLink() {
  return useQuery({ queryKey: notificationKeys.calendar, queryFn: () => api<CalendarLink>('/api/v1/me/calendar') });
}

/** Makes the player's calendar link, or a new one in place of the old (which stops working). */
export function useMakeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/v1/me/calendar', { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData<CalendarLink>(notificationKeys.calendar, link),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** The same address for calendar apps, which subscribe to webcal:// links (and fetch them over https). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
