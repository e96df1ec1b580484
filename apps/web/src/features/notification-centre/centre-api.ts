import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_ALL_PATH, NOTIFICATIONS_READ_ALL_PATH, notificationPath,
  type CentreNotification, type ListResponse, type NotificationPreference,
} from '@harmony/shared';
import { api } from '../../lib/api';

export interface CentreFilter { read: '' | 'true' | 'false'; kind: string; page: number }
export const CENTRE_PER_PAGE = 20;

const centreKey = ['notification-centre'] as const;

/** One page of all of one's notifications, by read state and kind. */
export function useCentrePage(filter: CentreFilter) {
  const query = new URLSearchParams({ page: String(filter.page), per_page: String(CENTRE_PER_PAGE) });
  if (filter.read) query.set('read', filter.read);
  if (filter.kind) query.set('kind', filter.kind);
  return useQuery({
    queryKey: [...centreKey, 'list', query.toString()],
    queryFn: () => api.get<ListResponse<CentreNotification>>(`${NOTIFICATIONS_ALL_PATH}?${query.toString()}`),
    // The page stays while the next filter's loads: no flash of an empty list.
    placeholderData: keepPreviousData,
  });
}

/** A change to one's notifications refreshes the centre and the top bar's list (its query: ['notifications']). */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: centreKey }), client.invalidateQueries({ queryKey: ['notifications'] })]);
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => api.put(notificationPath(id), { read }, { silent: true }),
    onSettled: refresh,
  });
}

export function useReadAll() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => api.post(NOTIFICATIONS_READ_ALL_PATH, {}), onSettled: refresh });
}

export function usePreferences() {
  return useQuery({
    queryKey: [...centreKey, 'preferences'],
    queryFn: () => api.get<{ data: NotificationPreference[] }>(NOTIFICATION_PREFERENCES_PATH),
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: NotificationPreference[]) => api.put<{ data: NotificationPreference[] }>(NOTIFICATION_PREFERENCES_PATH, { data }),
    onSuccess: (saved) => client.setQueryData([...centreKey, 'preferences'], { data: saved.data }),
  });
}
