import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushContract, ROUTES, type PushNotification, type PushNotificationDetail } from '@harmony/shared';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { alertStore } from '../../lib/alerts/alerts-store';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { pushNotifications } from '.';

const { path: LIST, itemPath } = pushContract;
const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;
const meta = (total: number) => ({ total, page: 1, per_page: 25, last_page: 1 });

const push = (id: number, over: Partial<PushNotification> = {}): PushNotification => ({
  id, title: `Powiadomienie ${id}`, body: 'Treść', link: '/projekty', kind: 'manual', audience: 'everyone', group: null, user_ids: [],
  scheduled_at: '2030-03-02T09:00:00.000Z', status: 'sent', targeted: 5, accepted: 4, failed: 1, failures: { gone: 1 }, shown: 3, clicked: 1,
  sent_at: '2030-03-02T09:00:05.000Z', created_by: { id: 2, name: 'Anna Admin' }, created_at: '2030-03-01T09:00:00.000Z', updated_at: '2030-03-01T09:00:00.000Z', ...over,
});

describe('the push screens', () => {
  setUpListScreens();

  it('lists each notification’s counts, cancels only one not sent yet, and shows the failures by reason', async () => {
    let rows = [push(1), push(2, { status: 'queued', targeted: 0, accepted: 0, failed: 0, failures: {}, shown: 0, clicked: 0, audience: 'group', group: { id: 4, name: 'Kontraktor' } })];
    const detail: PushNotificationDetail = {
      ...rows[0]!, users: [], deliveries: { queued: 0, sending: 0, accepted: 4, failed: 1 },
      failure_details: [{ reason: 'gone', count: 1, last_error: '410 Received unexpected response code' }],
    };
    const { requests } = fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === LIST) return { body: { data: rows, meta: meta(rows.length) } };
      if (method === 'GET' && bare === itemPath(1)) return { body: detail };
      if (method === 'DELETE' && bare === itemPath(2)) {
        rows = rows.filter((r) => r.id !== 2);
        return { body: { message: 'Wysyłka powiadomienia została anulowana.' } };
      }
      return undefined;
    });
    renderScreen(<ResourceListPage route={routeOf('pushList')} resource={pushNotifications} />, { path: '/push/list' });
    await screen.findByTestId('push-row-1');
    expect(['targeted', 'accepted', 'failed', 'shown', 'clicked'].map((f) => screen.getByTestId(`push-${f}-1`).textContent)).toEqual(['5', '4', '1', '3', '1']);
    expect(screen.getByTestId('push-status-2').textContent).toBe('Zaplanowane');
    expect(screen.getByText('Grupa: Kontraktor')).toBeTruthy();
    expect(screen.queryByTestId('push-cancel-1')).toBeNull();
    expect(screen.getByTestId('resource-create').getAttribute('href')).toBe('/push/new');

    fireEvent.click(screen.getByTestId('push-details-1'));
    const details = await screen.findByTestId('push-details');
    const failure = await within(details).findByTestId('push-failure-gone');
    expect(failure.textContent).toContain('Subskrypcja wygasła');
    expect(failure.textContent).toContain('410 Received unexpected response code');
    fireEvent.keyDown(details, { key: 'Escape' });

    fireEvent.click(await screen.findByTestId('push-cancel-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować wysyłkę?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj wysyłkę' })));
    await waitFor(() => expect(screen.queryByTestId('push-row-2')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([itemPath(2)]);
    expect(alertStore.get()).toMatchObject({ message: 'Wysyłka powiadomienia została anulowana.', color: 'success' });
  });

  it('composes one for everyone now, with the API’s 422 under its field', async () => {
    let refuse = true;
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'POST' && path === LIST) {
        if (refuse) return { status: 422, body: { message: 'Dane są nieprawidłowe.', errors: { link: ['Pole link ma nieprawidłową wartość (serwer)'] } } };
        return { status: 201, body: { id: 9, message: 'Powiadomienie czeka w kolejce do wysłania.', data: push(9) } };
      }
      return undefined;
    });
    const router = renderScreen(<ResourceFormPage route={routeOf('pushCreate')} resource={pushNotifications} />, { path: '/push/new', others: ['/push/list'] });
    fireEvent.change(await screen.findByTestId('field-title'), { target: { value: 'Przerwa techniczna' } });
    fireEvent.change(screen.getByTestId('field-body'), { target: { value: 'W sobotę wieczorem' } });
    fireEvent.change(screen.getByTestId('field-link'), { target: { value: '/panel' } });
    expect(screen.queryByTestId('field-group_id')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    expect(await screen.findByText('Pole link ma nieprawidłową wartość (serwer)')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      title: 'Przerwa techniczna', body: 'W sobotę wieczorem', link: '/panel', audience: 'everyone', group_id: null, user_ids: [], scheduled_at: null,
    });
    refuse = false;
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/push/list'));
    expect(alertStore.get()).toMatchObject({ message: 'Powiadomienie czeka w kolejce do wysłania.' });
  }, 20_000);
});
