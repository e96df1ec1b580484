import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { OrderDetails } from './order-details-page';

const item = (name: string, unit_net: number, vat_rate: number | null, quantity: number, i: number) => ({
  id: i, product_id: null, name, sku: '', unit_net, vat_rate, quantity, discount_percent: 0, line_net: 0, line_vat: 0, line_gross: 0, position: i,
});

/** A draft as GET /api/orders/{id} gives it: 2 × 12,34 zł @23 %, 99,99 zł @8 %, shipping 15,00 zł @23 %. */
const draft: Order = {
  id: 7, number: null, state: 'draft', status_id: null, status: null, payment_status: 'unpaid', customer_id: null, customer_name: '',
  customer_data: {}, billing_address: {}, shipping_address: {}, shipping_method: '', shipping_net: 1500, shipping_vat_rate: 23,
  discount_gross: 0, total_net: 13967, total_vat: 1713, total_gross: 15680, paid_amount: 0, refunded_amount: 0, locale: 'pl', notes: '',
  placed_at: null, cancelled_at: null, created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00Z',
  items: [item('Kubek', 1234, 23, 2, 0), item('Książka', 9999, 8, 1, 1)], history: [], payments: [],
};

describe('the order details screen', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews the VAT summary and totals live, per rate, as the server computes them', async () => {
    renderScreen(<OrderDetails order={draft} />, { path: '/zamowienia/7/szczegoly' });
    const total = await screen.findByTestId('order-total-row');
    expect(total.textContent).toBe('Razem139,6717,13156,80');
    expect(screen.getByTestId('order-vat-23').textContent).toBe('23%39,689,1348,81');
    fireEvent.change(screen.getByTestId('order-item-0-quantity'), { target: { value: '3' } });
    // 23 %: 37,02 + 15,00 = 52,02 net, 11,96 VAT; 8 % unchanged: 107,99 → 171,97 gross.
    expect(screen.getByTestId('order-vat-23').textContent).toBe('23%52,0211,9663,98');
    expect(screen.getByTestId('order-to-pay').textContent).toBe('Do zapłaty: 171,97 zł');
    expect(screen.queryByTestId('order-paid')).toBeNull();
  });

  it('shows a paid order\'s total, what was paid net of refunds and what is left, its status and its files panel', async () => {
    const placed: Order = {
      ...draft, number: 'ZAM/2026/000007', state: 'placed', status_id: 3, status: { id: 3, name: 'Anulowane', color: '#757575' },
      payment_status: 'partly_refunded', paid_amount: 5000, refunded_amount: 1000,
    };
    renderScreen(<OrderDetails order={placed} />, { path: '/zamowienia/7/szczegoly' });
    expect((await screen.findByTestId('order-total-gross')).textContent).toBe('Wartość zamówienia: 156,80 zł');
    expect(screen.getByTestId('order-paid').textContent).toBe('Zapłacono: 40,00 zł');
    expect(screen.getByTestId('order-to-pay').textContent).toBe('Do zapłaty: 116,80 zł');
    expect(screen.getByTestId('order-status').textContent).toBe('Anulowane');
    expect(screen.getByTestId('files-panel')).toBeTruthy();
    expect(screen.getByTestId('files-panel-attach')).toBeTruthy();
  });
});
