import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersContract, paymentsContract, ROUTES } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { payments } from './index';

// Loaded up front: the form loads the relation and money kinds lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('../../components/resource/form/fields/relation-field');
await import('../../components/resource/form/fields/money-field');

const route = ROUTES.find((r) => r.name === 'pay')!;
const ORDERS = [
  { id: 31, label: 'ZAM/2026/000031 — Anna Nowak — 156,80 zł' },
  { id: 32, label: 'ZAM/2026/000032 — Jan Kowalski — 12,30 zł' },
];
const payment = {
  id: 5, order_id: 31, order_number: 'ZAM/2026/000031', customer_id: 4, customer_name: 'Anna Nowak', kind: 'payment', method: 'transfer',
  amount: 1000, status: 'completed', reference: 'Przelew', paid_on: '2026-03-02', created_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z',
};

/** /pay's API: the list, the orders' options (searched like the server), and a create that echoes what it got. */
function paymentsApi() {
  return fakeServer(({ method, path, body }) => {
    const at = new URL(path, 'http://x');
    if (method === 'GET' && at.pathname === paymentsContract.path) return { body: { data: [payment], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } };
    if (method === 'GET' && at.pathname === `${ordersContract.path}/options`) {
      const search = at.searchParams.get('search') ?? '';
      const ids = at.searchParams.get('ids')?.split(',').map(Number);
      const data = ORDERS.filter((o) => (ids ? ids.includes(o.id) : o.label.includes(search)));
      return { body: { data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } } };
    }
    if (method === 'POST' && at.pathname === paymentsContract.path) return { status: 201, body: { id: 6, message: 'Zapisano.', data: { ...payment, ...(body as object), id: 6 } } };
    return undefined;
  });
}

describe('payments (/pay)', { timeout: 20_000 }, () => {
  setUpListScreens();

  it('links a row\'s order number to the order', async () => {
    paymentsApi();
    renderScreen(<ResourceListPage route={route} resource={payments} />, { path: '/pay' });
    const link = await screen.findByRole('link', { name: 'ZAM/2026/000031' });
    expect(link.getAttribute('href')).toBe('/zamowienia/31/szczegoly');
  });

  it('records a payment whose order is picked by typing its number', async () => {
    const { requests } = paymentsApi();
    renderScreen(<ResourceListPage route={route} resource={payments} />, { path: '/pay' });
    fireEvent.click(await screen.findByTestId('payments-record'));
    const dialog = await screen.findByTestId('payment-dialog');
    const order = (await within(dialog).findByTestId('field-order_id')) as HTMLInputElement;
    act(() => order.focus());
    fireEvent.mouseDown(order);
    fireEvent.change(order, { target: { value: '000032' } });
    // The server searches (debounced): only the matching order is offered.
    await waitFor(() => expect(requests.some((r) => r.path.startsWith(`${ordersContract.path}/options?search=000032`))).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([ORDERS[1]!.label]), { timeout: 3000 });
    fireEvent.click(screen.getByRole('option', { name: ORDERS[1]!.label }));
    expect(order.value).toBe(ORDERS[1]!.label);

    fireEvent.change(within(dialog).getByTestId('field-amount'), { target: { value: '12,30' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ order_id: 32, amount: 1230, kind: 'payment', method: 'transfer' });
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
  });
});
