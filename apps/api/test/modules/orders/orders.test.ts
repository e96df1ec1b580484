import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orderNumberOf, orderTotals, ordersContract, outstandingOf, paymentsContract, warsawYear } from '@harmony/shared';
import { activities, orderItems, orders, products } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';
import { pdfText } from '../../helpers/pdf.js';
import { shopFixtures } from './fixtures.js';

/** Orders: drafts with copied data and server totals, placing (numbers, stock), cancelling, statuses, the PDF. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let f: Awaited<ReturnType<typeof shopFixtures>>;
const year = warsawYear(new Date());

beforeAll(async () => {
  f = await shopFixtures(t.db, 'ord');
});

const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function draft(body: Record<string, unknown> = {}) {
  const res = await admin.post(ordersContract.path, {
    customer_id: f.customer.id, shipping_net: 1500, shipping_vat_rate: 23,
    items: [{ product_id: f.cheap.id, quantity: 2 }, { product_id: f.book.id, quantity: 1 }], ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('drafts', () => {
  it('copy the product and the customer at order time and store the totals the shared function computes', async () => {
    const id = await draft();
    const order = (await admin.get(ordersContract.itemPath(id))).json();
    expect(order).toMatchObject({
      state: 'draft', number: null, payment_status: 'unpaid',
      customer_data: { name: 'Anna Zamawiająca', company_name: 'Sklep Testowy sp. z o.o.', nip: '5261040828', email: 'anna.ord@example.com' },
      billing_address: { street: 'ul. Długa 1', city: 'Warszawa' },
      shipping_address: { street: 'ul. Krótka 2', city: 'Kraków' },
    });
    expect(order.items.map((i: Record<string, unknown>) => [i.name, i.sku, i.unit_net, i.vat_rate, i.quantity, i.line_net])).toEqual([
      ['Produkt A', 'ord-A', 1234, 23, 2, 2468], ['Produkt B', 'ord-B', 9999, 8, 1, 9999],
    ]);
    // 2 × 12,34 @23 % + 99,99 @8 % + shipping 15,00 @23 % (order-totals.test.ts does it by hand).
    expect([order.total_net, order.total_vat, order.total_gross]).toEqual([13967, 1713, 15680]);
    expect(order.vat_summary).toEqual(orderTotals({
      items: [{ unit_net: 1234, quantity: 2, vat_rate: 23 }, { unit_net: 9999, quantity: 1, vat_rate: 8 }], shipping_net: 1500, shipping_vat_rate: 23,
    }).vat_summary);

    // A later price change does not touch the order; an item sent in full keeps what it was sent.
    await t.db.update(products).set({ priceNet: 1 }).where(eq(products.id, f.cheap.id));
    const res = await admin.put(ordersContract.itemPath(id), { items: [{ product_id: f.cheap.id, name: 'Własna nazwa', unit_net: 1000, vat_rate: null, quantity: 3, discount_percent: 10 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total_net: 4200, total_vat: 345, total_gross: 4545 }); // 27,00 zw. + 15,00 @23 %
    await t.db.update(products).set({ priceNet: 1234 }).where(eq(products.id, f.cheap.id));
  });

  it('refuse bad items with row paths and a discount above the gross, in Polish and English', async () => {
    const bad = await admin.post(ordersContract.path, { items: [{ quantity: 0 }, { product_id: 999999, quantity: 1 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['items.0.name', 'items.0.quantity', 'items.0.unit_net']);
    expect(bad.json().errors['items.0.quantity'][0]).toContain('ilość w wierszu 1');
    const missing = await adminEn.post(ordersContract.path, { items: [{ product_id: 999999, quantity: 1 }] });
    expect(missing.json().errors).toEqual({ 'items.0.product_id': [expect.stringContaining('product in row 1')] });
    const discount = await admin.post(ordersContract.path, { items: [{ name: 'X', unit_net: 100, vat_rate: 0, quantity: 1 }], discount_gross: 101 });
    expect(Object.keys(discount.json().errors)).toEqual(['discount_gross']);
  });

  it('list with filters and search by the customer, and delete only as drafts', async () => {
    const id = await draft();
    const list = await admin.get(ordersContract.path, { query: { state: 'draft', search: 'zamawiająca', sort: 'total_gross', order: 'desc' } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(id);
    expect(list.json().data[0]).toMatchObject({ customer_name: 'Anna Zamawiająca', items_count: 2 });
    expect((await admin.get(ordersContract.path, { query: { state: 'cancelled' } })).json().data).toEqual([]);
    const csv = await admin.get(`${ordersContract.path}/export.csv`, { query: { state: 'draft' } });
    expect(csv.statusCode).toBe(200);
    const note = await admin.post(`${ordersContract.itemPath(id)}/notes`, { body: 'Klient prosi o fakturę' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await admin.delete(ordersContract.itemPath(id))).statusCode).toBe(200);
  });
});

describe('placing and cancelling', () => {
  it('numbers yearly, takes stock, freezes all but notes and status; cancel returns the stock', async () => {
    const before = [await stockOf(f.cheap.id), await stockOf(f.book.id)];
    const id = await draft({ status_id: null });
    const placed = await admin.post(`${ordersContract.itemPath(id)}/place`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ state: 'placed', number: `ZAM/${year}/${placed.json().data.number.slice(-6)}`, status_id: f.statusNew });
    expect([await stockOf(f.cheap.id), await stockOf(f.book.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect(placed.json().data.history[0]).toMatchObject({ event: 'placed', to_status: { id: f.statusNew }, user: { name: expect.any(String) } });
    const [logged] = await t.db.select().from(activities).where(and(eq(activities.subjectType, 'orders'), eq(activities.subjectId, String(id)), eq(activities.action, 'place')));
    expect(logged).toMatchObject({ before: { state: 'draft', number: null }, after: { state: 'placed', number: placed.json().data.number } });

    const frozen = await admin.put(ordersContract.itemPath(id), { shipping_net: 0 });
    expect(frozen.statusCode).toBe(422);
    expect(frozen.json().errors.state).toBeDefined();
    expect((await admin.put(ordersContract.itemPath(id), { items: [] })).statusCode).toBe(422);
    expect((await admin.put(ordersContract.itemPath(id), { notes: 'Zadzwonić przed dostawą' })).json().data.notes).toBe('Zadzwonić przed dostawą');
    expect((await admin.post(`${ordersContract.itemPath(id)}/place`)).statusCode).toBe(422);
    expect((await admin.delete(ordersContract.itemPath(id))).statusCode).toBe(422);

    const cancelled = await admin.post(`${ordersContract.itemPath(id)}/cancel`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled' });
    expect([await stockOf(f.cheap.id), await stockOf(f.book.id)]).toEqual(before);
    expect((await admin.post(`${ordersContract.itemPath(id)}/cancel`)).statusCode).toBe(422);
  });

  it('answers a placement with the order exactly as GET then reads it, with or without a status before', async () => {
    for (const statusId of [null, f.statusSent]) {
      const id = await draft({ status_id: statusId });
      // A draft's earlier history (its first status, one set by hand) stays under the placement's entry.
      if (statusId) expect((await admin.post(`${ordersContract.itemPath(id)}/status`, { status_id: f.statusNew, note: 'Szkic' })).statusCode).toBe(200);
      const placed = await admin.post(`${ordersContract.itemPath(id)}/place`);
      expect(placed.statusCode, placed.body).toBe(200);
      const read = await admin.get(ordersContract.itemPath(id));
      expect(placed.json().data).toEqual(read.json());
      expect(read.json().history.map((h: { event: string | null }) => h.event)).toEqual(statusId ? ['placed', null, null] : ['placed']);
      await admin.post(`${ordersContract.itemPath(id)}/cancel`);
    }
  });

  it("answers the order's actions without waiting for the auth cache (they write no sign-in data); other writes wait", async () => {
    const sync = vi.spyOn(t.app.authCache, 'sync');
    try {
      const id = await draft();
      expect(sync).toHaveBeenCalledTimes(1);
      expect((await admin.post(`${ordersContract.itemPath(id)}/place`)).statusCode).toBe(200);
      expect((await admin.post(`${ordersContract.itemPath(id)}/cancel`)).statusCode).toBe(200);
      expect(sync).toHaveBeenCalledTimes(1);
    } finally {
      sync.mockRestore();
    }
  });

  it('gives two placements at once distinct consecutive numbers', async () => {
    const ids = [await draft(), await draft()];
    const answers = await Promise.all(ids.map((id) => admin.post(`${ordersContract.itemPath(id)}/place`)));
    const numbers = answers.map((a) => a.json().data.number as string);
    expect(new Set(numbers).size).toBe(2);
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seqs[1]! - seqs[0]!).toBe(1);
    for (const id of ids) await admin.post(`${ordersContract.itemPath(id)}/cancel`);
  });

  it('takes the stock of the items as an edit it waited for left them, not as its statement first saw them', async () => {
    const id = await draft({ items: [{ product_id: f.cheap.id, quantity: 1 }] });
    const stock = await stockOf(f.cheap.id);
    let placing: ReturnType<typeof admin.post> | undefined;
    await t.db.transaction(async (tx) => {
      // An edit of the items holds the order's row; the placement starts and waits for it (on PostgreSQL: until
      // its statement is seen waiting for the lock; PGlite runs one transaction at a time).
      await tx.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, id));
      await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, id));
      placing = admin.post(`${ordersContract.itemPath(id)}/place`);
      if (t.database.kind === 'postgres') await vi.waitFor(async () => {
        const waiting = await t.db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        expect((waiting as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      }, { timeout: 5000, interval: 20 });
    });
    const placed = await placing!;
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    expect(await stockOf(f.cheap.id)).toBe(stock - 3);
    await admin.post(`${ordersContract.itemPath(id)}/cancel`);
  });

  it('numbers past numbers written around the sequence (a seed, a restore) and writes long ones whole', async () => {
    const [stray] = await t.db.insert(orders).values({ customerData: {}, state: 'cancelled', year, sequence: 999_999, number: orderNumberOf(year, 999_999) }).returning();
    const id = await draft();
    const placed = await admin.post(`${ordersContract.itemPath(id)}/place`);
    expect(placed.json().data.number).toBe(orderNumberOf(year, 1_000_000));
    await admin.post(`${ordersContract.itemPath(id)}/cancel`);
    await t.db.delete(orders).where(eq(orders.id, stray!.id));
  });

  it('refuses stock below zero with the available amount and writes nothing; back-orders may go below', async () => {
    const stock = await stockOf(f.book.id);
    const id = await draft({ items: [{ product_id: f.cheap.id, quantity: 1 }, { product_id: f.book.id, quantity: stock + 1 }] });
    const res = await admin.post(`${ordersContract.itemPath(id)}/place`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.quantity': [`Pole ilość w wierszu 2 przekracza stan magazynowy (dostępne: ${stock})`] });
    expect(await stockOf(f.book.id)).toBe(stock);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect([row!.state, row!.number]).toEqual(['draft', null]);

    const back = await draft({ items: [{ product_id: f.backorder.id, quantity: 4 }] });
    expect((await admin.post(`${ordersContract.itemPath(back)}/place`)).statusCode).toBe(200);
    expect(await stockOf(f.backorder.id)).toBe(-4);
  });

  it('changes the status with a note into the history; a status of projects is refused', async () => {
    const id = await draft();
    const res = await admin.post(`${ordersContract.itemPath(id)}/status`, { status_id: f.statusSent, note: 'Kurier DPD' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.history[0]).toMatchObject({ from_status: null, to_status: { id: f.statusSent, color: '#336699' }, note: 'Kurier DPD', user: { id: expect.any(Number) } });
    const wrong = await admin.post(`${ordersContract.itemPath(id)}/status`, { status_id: f.projectStatus });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.status_id).toEqual(['Ten status nie dotyczy zamówień']);
    expect((await admin.put(ordersContract.itemPath(id), { status_id: f.projectStatus })).statusCode).toBe(422);
  });
});

describe('pro-forma PDF', () => {
  it('answers a PDF showing the number and the totals the screen shows, in Polish and English', async () => {
    const id = await draft();
    const order = (await admin.post(`${ordersContract.itemPath(id)}/place`)).json().data;
    const pl = await admin.get(`${ordersContract.itemPath(id)}/proforma.pdf`, { query: { locale: 'pl' } });
    expect(pl.statusCode).toBe(200);
    expect(pl.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pl.rawPayload);
    expect(text).toContain(order.number);
    expect(text).toContain('Faktura pro forma');
    expect(text).toContain('Do zapłaty: 156,80 zł');
    expect(text).toContain('139,67'); // total net
    const en = pdfText((await admin.get(`${ordersContract.itemPath(id)}/proforma.pdf`, { query: { locale: 'en' } })).rawPayload);
    expect(en).toContain('To pay: PLN 156.80');
    expect(text).not.toContain('Zapłacono');
  });

  it('shows, once anything was paid, the total, what was paid net of refunds and what is left, as the screen does', async () => {
    const id = await draft();
    await admin.post(`${ordersContract.itemPath(id)}/place`);
    const record = (amount: number, kind: string) => admin.post(paymentsContract.path, { order_id: id, amount, kind });
    expect((await record(5000, 'payment')).statusCode).toBe(201);
    expect((await record(1000, 'refund')).statusCode).toBe(201);
    const pdf = async (locale: string) => pdfText((await admin.get(`${ordersContract.itemPath(id)}/proforma.pdf`, { query: { locale } })).rawPayload);
    // 156,80 zł; 50,00 paid less 10,00 refunded is 40,00 paid, 116,80 left.
    const pl = await pdf('pl');
    expect(pl).toContain('Wartość zamówienia: 156,80 zł');
    expect(pl).toContain('Zapłacono: 40,00 zł');
    expect(pl).toContain('Do zapłaty: 116,80 zł');
    const en = await pdf('en');
    expect(en).toContain('Order total: PLN 156.80');
    expect(en).toContain('Paid: PLN 40.00');
    expect(en).toContain('To pay: PLN 116.80');
    // The same figure the screen's mark-paid settles; then nothing is left to pay.
    const order = (await admin.get(ordersContract.itemPath(id))).json();
    expect(outstandingOf(order.total_gross, order.paid_amount, order.refunded_amount)).toBe(11680);
    expect((await admin.post(`${ordersContract.itemPath(id)}/mark-paid`, {})).json().data.payments.at(-1)).toMatchObject({ kind: 'payment', amount: 11680 });
    expect(await pdf('pl')).toContain('Do zapłaty: 0,00 zł');
  });
});
