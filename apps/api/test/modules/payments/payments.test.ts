import { beforeAll, describe, expect, it } from 'vitest';
import { ordersContract, paymentsContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';
import { shopFixtures } from '../orders/fixtures.js';

/** Payments and refunds (/pay): partial, full, refunds up to what was paid, the order's payment status, mark-paid. */
const t = withApp();
const admin = t.client('Administrator');
let f: Awaited<ReturnType<typeof shopFixtures>>;

beforeAll(async () => {
  f = await shopFixtures(t.db, 'pay');
});

/** A placed order of 2 × 12,34 zł @23 % = 30,36 zł gross. */
async function placedOrder(): Promise<number> {
  const res = await admin.post(ordersContract.path, { customer_id: f.customer.id, items: [{ product_id: f.cheap.id, quantity: 2 }] });
  const id = res.json().id as number;
  expect((await admin.post(`${ordersContract.itemPath(id)}/place`)).statusCode).toBe(200);
  return id;
}

const orderOf = async (id: number) => (await admin.get(ordersContract.itemPath(id))).json();
const pay = (order_id: number, amount: number, kind = 'payment', extra: Record<string, unknown> = {}) =>
  admin.post(paymentsContract.path, { order_id, amount, kind, method: 'transfer', ...extra });

describe('payments', () => {
  it('move the order from unpaid through partly paid and paid to partly refunded and refunded', async () => {
    const id = await placedOrder();
    expect((await orderOf(id)).payment_status).toBe('unpaid');
    const first = await pay(id, 1000, 'payment', { reference: 'Przelew 1', paid_on: '2026-02-01' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ order_number: expect.stringMatching(/^ZAM\//), customer_name: 'Anna Zamawiająca', paid_on: '2026-02-01' });
    expect(await orderOf(id)).toMatchObject({ payment_status: 'partly_paid', paid_amount: 1000 });
    await pay(id, 2036);
    expect(await orderOf(id)).toMatchObject({ payment_status: 'paid', paid_amount: 3036 });

    const over = await pay(id, 3037, 'refund');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amount: ['Pole kwota przekracza kwotę możliwą do zwrotu'] });
    const refund = await pay(id, 1036, 'refund');
    expect(refund.statusCode).toBe(201);
    expect(await orderOf(id)).toMatchObject({ payment_status: 'partly_refunded', refunded_amount: 1036 });
    // A pending refund doesn't count; the rest refunded makes it refunded.
    await pay(id, 2000, 'refund', { status: 'pending' });
    expect((await orderOf(id)).payment_status).toBe('partly_refunded');
    expect((await pay(id, 2001, 'refund')).statusCode).toBe(422);
    await pay(id, 2000, 'refund');
    expect(await orderOf(id)).toMatchObject({ payment_status: 'refunded', refunded_amount: 3036, payments: expect.any(Array) });

    const list = await admin.get(paymentsContract.path, { query: { order_id: String(id), kind: 'refund' } });
    expect(list.json().data).toHaveLength(3);
    expect((await admin.get(paymentsContract.path, { query: { search: 'Przelew 1' } })).json().data.map((p: { amount: number }) => p.amount)).toEqual([1000]);
  });

  it('recompute on update, delete and undo, and refuse a delete that would leave refunds above the payments', async () => {
    const id = await placedOrder();
    const payment = (await pay(id, 3036)).json().id as number;
    expect((await orderOf(id)).payment_status).toBe('paid');
    expect((await admin.put(paymentsContract.itemPath(payment), { amount: 1000 })).statusCode).toBe(200);
    expect((await orderOf(id)).payment_status).toBe('partly_paid');
    expect((await admin.delete(paymentsContract.itemPath(payment))).statusCode).toBe(200);
    expect((await orderOf(id)).payment_status).toBe('unpaid');
    expect((await admin.post(`${paymentsContract.itemPath(payment)}/restore`)).statusCode).toBe(200);
    expect(await orderOf(id)).toMatchObject({ payment_status: 'partly_paid', paid_amount: 1000 });
    await pay(id, 500, 'refund');
    const refused = await admin.delete(paymentsContract.itemPath(payment));
    expect(refused.statusCode).toBe(422);
    expect(await orderOf(id)).toMatchObject({ paid_amount: 1000, refunded_amount: 500 });
  });

  it('are only for placed orders', async () => {
    const draft = (await admin.post(ordersContract.path, { items: [{ name: 'Usługa', unit_net: 1000, vat_rate: 23, quantity: 1 }] })).json().id as number;
    const res = await pay(draft, 100);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_id).toEqual(['Tej operacji nie można wykonać dla zamówienia w tym stanie']);
    expect((await admin.post(`${ordersContract.itemPath(draft)}/mark-paid`, {})).statusCode).toBe(422);
    expect((await pay(999999, 100)).statusCode).toBe(422);
  });

  it('mark-paid records a completed transfer of what is left to pay', async () => {
    const id = await placedOrder();
    await pay(id, 1000);
    const res = await admin.post(`${ordersContract.itemPath(id)}/mark-paid`, { reference: 'FV/1/2026', paid_on: '2026-03-02' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ payment_status: 'paid', paid_amount: 3036 });
    expect(res.json().data.payments.find((p: { reference: string }) => p.reference === 'FV/1/2026')).toMatchObject({ method: 'transfer', amount: 2036, reference: 'FV/1/2026', paid_on: '2026-03-02', status: 'completed' });
    const again = await admin.post(`${ordersContract.itemPath(id)}/mark-paid`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Zamówienie nie ma nic do zapłaty.');
  });
});
