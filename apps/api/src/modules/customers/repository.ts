import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, orders } from '../../db/schema.js';
import { partyName } from '../../lib/sql.js';

/*
 * SQL of customers. What a customer's placed orders add up to (orders_count, lifetime_value, last_order_at) is
 * kept on the row by the database (the customer_totals_on_orders triggers on orders, migration 0017).
 */

const c = customers;

/** The company's name, or the person's first and last name (the customers_display_name_idx expression: the list's sort). */
export const CUSTOMER_NAME = partyName(c);

/** A customer with its name, in one select. */
export const customerView = (db: DbOrTx) => db.select({ ...getTableColumns(c), name: CUSTOMER_NAME.as('name') }).from(c).$dynamic();

/** What a relation picker shows of a customer: the name and the e-mail. */
export const CUSTOMER_LABEL = sql<string>`(${CUSTOMER_NAME} || ' <' || ${c.email} || '>')`;

export async function hasOrders(db: DbOrTx, customerId: number): Promise<boolean> {
  return (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, customerId))).limit(1)).length > 0;
}
