import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { CustomerOrders } from './customer-orders';

const customer = { id: 5, name: 'Anna Nowak', lifetime_value: 1_234_550, orders_count: 2 };
const ORDERS = 'GET /api/orders?customer_id=5&per_page=10&sort=created_at&order=desc';

afterEach(() => vi.unstubAllGlobals());

describe("a customer's orders under the form", () => {
  it('shows the lifetime value and the orders, each linking to its details', async () => {
    fakeApi(null, {
      'GET /api/customers/5': () => json(200, customer),
      [ORDERS]: () => json(200, { data: [{ id: 31, number: 'ZAM/2026/000031', state: 'placed', total_gross: 1_000_000, placed_at: '2026-03-01T10:00:00Z', created_at: '2026-03-01T09:00:00Z' }] }),
    });
    renderScreen(<CustomerOrders id={5} />, { path: '/klienci/5/edycja' });
    expect((await screen.findByTestId('customer-lifetime-value')).textContent).toMatch(/12\s?345,50/);
    const link = await screen.findByRole('link', { name: 'ZAM/2026/000031' });
    expect(link.getAttribute('href')).toBe('/zamowienia/31/szczegoly');
  });

  it('leaves the table out when the orders cannot be read (no orders module, or no right to them)', async () => {
    fakeApi(null, { 'GET /api/customers/5': () => json(200, customer) });
    renderScreen(<CustomerOrders id={5} />, { path: '/klienci/5/edycja' });
    await screen.findByTestId('customer-lifetime-value');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Klient nie ma jeszcze zamówień.')).toBeNull();
  });
});
