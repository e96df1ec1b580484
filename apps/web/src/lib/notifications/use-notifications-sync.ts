import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NotificationItem } from '@harmony/shared';
import { api } from '../api';
import { setNotifications } from './notifications-store';

const POLL_MS = 60_000;

/** Fetches the user's notifications while signed in; a failed fetch is ignored (seed section 8). */
export function useNotificationsSync(loggedIn: boolean): void {
  const query = useQuery({
    queryKey: ['notifications'],
    queryFn: () => api.get<{ data: NotificationItem[] }>('/api/notifications', { silent: true }),
    enabled: loggedIn,
    refetchInterval: POLL_MS,
    retry: false,
  });
  useEffect(() => {
    if (query.data) setNotifications(query.data.data);
  }, [query.data]);
}
