import { api } from '../api';
import { removeNotificationLocally } from './notifications-store';

/** Removes it from the list at once; the API marks it read (its answer shows the usual alert). */
export async function removeNotification(id: number): Promise<void> {
  removeNotificationLocally(id);
  await api.delete(`/api/notifications/${id}`).catch(() => undefined);
}
