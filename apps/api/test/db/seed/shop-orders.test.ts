import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ORDER_CANCELLED_STATUS_SETTING, orderTotals, paymentStatusOf } from '@harmony/shared';
import { orderItems, orders, payments, products, settings, statuses, users } from '../../../src/db/schema.js';
import { seedShopOrders } from '../../../src/db/seed/shop/orders.js';
import { withApp } from '../../helpers/index.js';
import { shopFixtures } from '../../modules/orders/fixtures.js';

/** The demo orders: every state, numbers in order, totals and payment status consistent, no stock below zero. */
const t = withApp();

describe('seedShopOrders', () => {
  it('seeds 150 consistent orders', async () => {
    const f = await shopFixtures(t.db, 'seed');
    for (const p of [f.cheap, f.book, f.backorder]) await t.db.update(products).set({ stock: 200 }).where(eq(products.id, p.id));
    const [admin] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.transaction((tx) => seedShopOrders(tx, {
      customerIds: [f.customer.id], productIds: [f.cheap.id, f.book.id, f.backorder.id], adminUserId: admin!.id,
    }, new Date('2026-03-15T12:00:00Z')));
    const all = await t.db.select().from(orders).orderBy(asc(orders.placedAt));
    expect(all).toHaveLength(150);
    expect(new Set(all.map((o) => o.state))).toEqual(new Set(['draft', 'placed', 'cancelled']));
    const orderStatuses = await t.db.select().from(statuses).where(eq(statuses.appliesTo, 'orders'));
    expect(orderStatuses.map((s) => s.name)).toEqual(expect.arrayContaining(['Nowe', 'Anulowane']));
    // Cancelling moves an order to "Anulowane", as the demo's cancelled orders are.
    const [cancelledSetting] = await t.db.select().from(settings).where(eq(settings.key, ORDER_CANCELLED_STATUS_SETTING));
    expect(cancelledSetting?.value).toBe(String(orderStatuses.find((s) => s.name === 'Anulowane')!.id));
    const numbered = all.filter((o) => o.number);
    expect(numbered[0]!.number).toMatch(/^ZAM\/2025\/000001$/);
    expect(new Set(numbered.map((o) => o.number)).size).toBe(numbered.length);
    for (const o of all) {
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
      const totals = orderTotals({ items: items.map((i) => ({ unit_net: i.unitNet, quantity: i.quantity, discount_percent: i.discountPercent, vat_rate: i.vatRate })), shipping_net: o.shippingNet, shipping_vat_rate: o.shippingVatRate, discount_gross: o.discountGross });
      expect(o.totalGross).toBe(totals.total_gross);
      const rows = await t.db.select().from(payments).where(eq(payments.orderId, o.id));
      const sum = (kind: string) => rows.filter((r) => r.kind === kind && r.status === 'completed').reduce((a, r) => a + r.amount, 0);
      expect([o.paidAmount, o.refundedAmount, o.paymentStatus]).toEqual([sum('payment'), sum('refund'), paymentStatusOf(o.totalGross, sum('payment'), sum('refund'))]);
    }
    expect(new Set(all.map((o) => o.paymentStatus)).size).toBeGreaterThanOrEqual(4);
    for (const p of await t.db.select().from(products)) expect(p.stock).toBeGreaterThanOrEqual(0);
  });
});
