import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@harmony/shared';
import {
  addNotification,
  notificationsStore,
  removeNotificationLocally,
  setNotifications,
  withNotification,
  withoutNotification,
} from './notifications-store';

const note = (id: number): NotificationItem => ({ id, title: `t${id}`, body: 'b', link: null, created_at: '2026-01-01T00:00:00Z' });

describe('notifications store', () => {
  beforeEach(() => notificationsStore.set([]));

  it('puts a new notification first', () => {
    expect(withNotification([note(1), note(2)], note(3)).map((n) => n.id)).toEqual([3, 1, 2]);
  });

  it('keeps at most 5: the sixth (oldest) is dropped', () => {
    for (let id = 1; id <= 6; id++) addNotification(note(id));
    expect(notificationsStore.get().map((n) => n.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('removes one by id and leaves the rest in order', () => {
    [1, 2, 3].forEach((id) => addNotification(note(id)));
    removeNotificationLocally(2);
    expect(notificationsStore.get().map((n) => n.id)).toEqual([3, 1]);
    expect(withoutNotification([note(1)], 99).map((n) => n.id)).toEqual([1]);
  });

  it('does not duplicate a notification that arrives twice', () => {
    expect(withNotification([note(1), note(2)], note(1)).map((n) => n.id)).toEqual([1, 2]);
  });

  it('caps a fetched list too', () => {
    setNotifications([1, 2, 3, 4, 5, 6, 7].map(note));
    expect(notificationsStore.get()).toHaveLength(5);
  });
});
