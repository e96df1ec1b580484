import { NOTIFICATION_LIST_MAX, type NotificationItem } from '@harmony/shared';
import { createStore } from '../store';

/** A new notification goes first; the list keeps at most NOTIFICATION_LIST_MAX (the oldest drops). */
export function withNotification(list: readonly NotificationItem[], item: NotificationItem): NotificationItem[] {
  return [item, ...list.filter((n) => n.id !== item.id)].slice(0, NOTIFICATION_LIST_MAX);
}

export function withoutNotification(list: readonly NotificationItem[], id: number): NotificationItem[] {
  return list.filter((n) => n.id !== id);
}

export const notificationsStore = createStore<NotificationItem[]>([]);

export const addNotification = (item: NotificationItem) => notificationsStore.set((list) => withNotification(list, item));

export const removeNotificationLocally = (id: number) => notificationsStore.set((list) => withoutNotification(list, id));

/** Replaces the list with a fetched one (the API sends newest first). */
export const setNotifications = (items: readonly NotificationItem[]) =>
  notificationsStore.set(items.slice(0, NOTIFICATION_LIST_MAX));

export const useNotificationList = (): NotificationItem[] => notificationsStore.use();
