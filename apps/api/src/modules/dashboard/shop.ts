import type { FastifyInstance } from 'fastify';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { can, shopSummaryRead, warsawDay, type ShopSummary } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders, products } from '../../db/schema.js';

/** The start of a Europe/Warsaw day, as PostgreSQL reads a zoned timestamp. */
const warsawStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;

async function orderFigures(db: DbOrTx, today: string): Promise<NonNullable<ShopSummary['orders']>> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [row] = await db.select({
    today: sql<number>`count(*) filter (where ${orders.placedAt} >= ${warsawStart(today)})::int`,
    revenue: sql<number>`coalesce(sum(${orders.totalGross} - ${orders.refundedAmount}) filter (where ${orders.placedAt} >= ${warsawStart(monthStart)}), 0)::int`,
    drafts: sql<number>`count(*) filter (where ${orders.state} = 'draft')::int`,
  }).from(orders).where(sql`${orders.state} = 'draft' or (${orders.state} = 'placed' and ${orders.placedAt} >= ${warsawStart(monthStart)})`);
  return { today: row?.today ?? 0, revenue_month: row?.revenue ?? 0, drafts: row?.drafts ?? 0 };
}

async function lowStock(db: DbOrTx): Promise<NonNullable<ShopSummary['low_stock']>> {
  const low = and(eq(products.active, true), lte(products.stock, products.lowStockThreshold));
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(low);
  const items = await db.select({
    id: products.id, name: products.name, sku: products.sku, stock: products.stock, low_stock_threshold: products.lowStockThreshold,
  }).from(products).where(low).orderBy(asc(sql`${products.stock} - ${products.lowStockThreshold}`), asc(products.name)).limit(5);
  return { count: counted?.n ?? 0, items };
}

/** GET /api/dashboard/shop: orders today, revenue this month, drafts and low stock — each for whoever may list it. */
export default async function shopSummaryRoutes(app: FastifyInstance) {
  app.get('/api/dashboard/shop', {
    config: { permission: 'Sklep__zamowienia|Sklep__produkty' },
    schema: { response: { 200: shopSummaryRead } },
  }, async (req): Promise<ShopSummary> => {
    const permissions = req.user!.permissions;
    const [orderPart, stockPart] = await Promise.all([
      can(permissions, 'listowanie', 'Sklep__zamowienia') ? orderFigures(app.db, warsawDay(new Date())) : null,
      can(permissions, 'listowanie', 'Sklep__produkty') ? lowStock(app.db) : null,
    ]);
    return { orders: orderPart, low_stock: stockPart };
  });
}
