import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_ALL_PATH, NOTIFICATIONS_READ_ALL_PATH, notificationPath, PREFERENCE_KINDS, ROUTES, type CentreNotification,
} from '@harmony/shared';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { NotificationCentrePage } from './notification-centre-page';

const route = ROUTES.find((r) => r.name === 'notifications')!;
const item = (id: number, over: Partial<CentreNotification> = {}): CentreNotification => ({
  id, kind: 'budget', title: `Powiadomienie ${id}`, body: 'Treść', link: '/projekty/7/szczegoly', read: false, created_at: '2030-03-01T09:00:00.000Z', ...over,
});

describe('the notification centre', () => {
  setUpListScreens();

  it('lists one’s notifications, filters them, reads one and all, and saves where each kind goes', async () => {
    const rows = [item(2), item(1, { read: true, kind: 'order-new' })];
    let prefs = PREFERENCE_KINDS.map((kind) => ({ kind, in_app: true, email: false, push: false }));
    const { requests } = fakeServer(({ method, path, body }) => {
      const [bare, query = ''] = path.split('?');
      if (method === 'GET' && bare === NOTIFICATIONS_ALL_PATH) {
        const read = new URLSearchParams(query).get('read');
        const data = read ? rows.filter((r) => String(r.read) === read) : rows;
        return { body: { data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } } };
      }
      if (method === 'PUT' && bare === notificationPath(2)) return { body: { message: 'Powiadomienie zaktualizowane.' } };
      if (method === 'POST' && bare === NOTIFICATIONS_READ_ALL_PATH) return { body: { message: 'Wszystkie powiadomienia oznaczono jako przeczytane.' } };
      if (bare === NOTIFICATION_PREFERENCES_PATH) {
        if (method === 'PUT') prefs = (body as { data: typeof prefs }).data;
        return { body: { data: prefs } };
      }
      return undefined;
    });
    renderScreen(<NotificationCentrePage route={route} />, { path: '/powiadomienia' });
    const unread = await screen.findByTestId('centre-item-2');
    expect(unread.getAttribute('data-read')).toBe('false');
    expect(unread.textContent).toContain('nowe');
    expect(screen.getByTestId('centre-item-1').textContent).toContain('Nowe zamówienie');

    fireEvent.click(screen.getByTestId('centre-filter-unread'));
    await waitFor(() => expect(screen.queryByTestId('centre-item-1')).toBeNull());
    expect(requests.some((r) => r.path.includes('read=false'))).toBe(true);

    fireEvent.click(await screen.findByTestId('centre-toggle-2'));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT' && r.path === notificationPath(2))?.body).toEqual({ read: true }));
    fireEvent.click(screen.getByTestId('centre-read-all'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === NOTIFICATIONS_READ_ALL_PATH)).toBe(true));

    fireEvent.click(await screen.findByTestId('pref-budget-email'));
    fireEvent.click(screen.getByTestId('centre-preferences-save'));
    await waitFor(() => expect(prefs.find((p) => p.kind === 'budget')).toEqual({ kind: 'budget', in_app: true, email: true, push: false }));
  });
});
