import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, orders } from '../../db/schema.js';

/*
 * SQL of customers. Their orders are only read here (the orders module writes them): what a customer is
 * worth counts the placed orders — drafts are not orders yet, cancelled ones were never paid for.
 */

const c = customers;

/** The company's name, or the person's first and last name. */
export const CUSTOMER_NAME = sql<string>`(case when ${c.kind} = 'company' then ${c.companyName} else trim(${c.firstName} || ' ' || ${c.lastName}) end)`;

/** The outer row's id inside a subquery over orders (drizzle writes a lone table's columns unqualified). */
const placed = sql`o.customer_id = ${customers}.${sql.identifier('id')} and o.state = 'placed'`;
/** Grosze: the placed orders' gross totals less what was refunded of them. */
export const LIFETIME_VALUE = sql<string>`(select coalesce(sum(o.total_gross - o.refunded_amount), 0)::bigint from ${orders} o where ${placed})`;

/** A customer with its name and what its orders add up to, in one select. */
export const customerView = (db: DbOrTx) =>
  db.select({
    ...getTableColumns(c),
    name: CUSTOMER_NAME.as('name'),
    ordersCount: sql<number>`(select count(*)::int from ${orders} o where ${placed})`.as('orders_count'),
    lifetimeValue: LIFETIME_VALUE.as('lifetime_value'),
    lastOrderAt: sql<Date | string | null>`(select max(coalesce(o.placed_at, o.created_at)) from ${orders} o where ${placed})`.as('last_order_at'),
  }).from(c).$dynamic();

/** What a relation picker shows of a customer: the name and the e-mail. */
export const CUSTOMER_LABEL = sql<string>`(${CUSTOMER_NAME} || ' <' || ${c.email} || '>')`;

export async function hasOrders(db: DbOrTx, customerId: number): Promise<boolean> {
  return (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, customerId))).limit(1)).length > 0;
}
