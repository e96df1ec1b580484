import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/** The shop card (GET /api/dashboard/shop): orders today, this month's revenue less refunds, drafts, low stock. */
const t = withApp();
const admin = t.client('Administrator');
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');

const DAY_MS = 86_400_000;
const now = Date.now();
const warsawDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);
/** 00:00 UTC of the 1st is inside this Warsaw month (which starts an hour or two earlier). */
const monthStart = new Date(`${warsawDay(new Date(now)).slice(0, 7)}-01T00:00:00Z`);
/** Placed earlier this month: an hour into it, or two minutes ago on its very first hour. */
const earlier = new Date(Math.min(monthStart.getTime() + 3_600_000, now - 120_000));

beforeAll(async () => {
  const product = (name: string, stock: number, threshold: number, active = true) =>
    ({ name, slug: name.toLowerCase(), sku: name, stock, lowStockThreshold: threshold, active, priceNet: 1000, priceGross: 1230, vatRate: 23 });
  await t.db.insert(products).values([
    product('Pusty', 0, 0), product('Niski', 2, 5), product('Na-progu', 5, 5), product('Dosc', 9, 5), product('Wylaczony', 0, 5, false),
  ]);
  const placed = (placedAt: Date, totalGross: number, refundedAmount = 0, state = 'placed') =>
    ({ state, placedAt, totalGross, paidAmount: refundedAmount, refundedAmount });
  await t.db.insert(orders).values([
    placed(new Date(now), 10_000),
    placed(new Date(now), 5_000, 1_000),
    placed(earlier, 2_500),
    placed(new Date(monthStart.getTime() - 40 * DAY_MS), 99_999),
    placed(new Date(now), 7_000, 0, 'cancelled'),
    { state: 'draft', totalGross: 123 },
  ]);
});

describe('GET /api/dashboard/shop', () => {
  it('gives an administrator the orders of today and the month (refunds taken off) and the products at or under their threshold', async () => {
    const res = await admin.get('/api/dashboard/shop');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.orders.today).toBe(warsawDay(earlier) === warsawDay(new Date(now)) ? 3 : 2);
    expect(body.orders.revenue_month).toBe(10_000 + 4_000 + 2_500);
    expect(body.orders.drafts).toBe(1);
    // Active only, furthest under its threshold first, then by name.
    expect(body.low_stock.count).toBe(3);
    expect(body.low_stock.items.map((p: { sku: string }) => p.sku)).toEqual(['Niski', 'Na-progu', 'Pusty']);
  });

  it('is refused to those without a shop subject', async () => {
    expect((await lider.get('/api/dashboard/shop')).statusCode).toBe(403);
    expect((await kontraktor.get('/api/dashboard/shop')).statusCode).toBe(403);
  });
});
