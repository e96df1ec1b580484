import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ORDER_CANCELLED_STATUS_SETTING, orderNumberOf, TIMEZONE } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, products, settings, statuses } from '../../db/schema.js';
import { isOrderStatus, OrderErrors } from './compose.js';

type Item = typeof orderItems.$inferSelect;

/** The year of a moment in Europe/Warsaw (an order placed at 00:30 on 1 January is the new year's). */
export const warsawYear = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, year: 'numeric' }).format(at));

/**
 * Takes the items' stock (or, with `sign` +1, gives it back), inside the caller's transaction. The products
 * are locked in id order (no deadlock between two orders sharing products); a product without back-orders
 * can't go below zero: each such item is a 422 `items.N.quantity` naming what is available, and nothing is
 * written.
 */
export async function moveStock(tx: DbOrTx, req: FastifyRequest, items: Item[], sign: -1 | 1): Promise<void> {
  const wanted = new Map<number, number>();
  for (const i of items) if (i.productId != null) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
  if (!wanted.size) return;
  const locked = await tx.select({ id: products.id, stock: products.stock, allowBackorder: products.allowBackorder })
    .from(products).where(inArray(products.id, [...wanted.keys()])).orderBy(asc(products.id)).for('update');
  if (sign < 0) {
    const errors = new OrderErrors(req);
    const byId = new Map(locked.map((p) => [p.id, p]));
    items.forEach((item, index) => {
      const p = item.productId != null ? byId.get(item.productId) : undefined;
      if (p && !p.allowBackorder && p.stock < wanted.get(p.id)!) errors.rule(`items.${index}.quantity`, 'stock', Math.max(p.stock, 0));
    });
    errors.throwIfAny();
  }
  if (!locked.length) return;
  // One statement for all the items' products (already locked above, in id order).
  const ids = locked.map((p) => p.id);
  const deltas = ids.map((id) => sign * wanted.get(id)!);
  await tx.execute(sql`update ${products} set stock = ${products.stock} + d.delta, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::integer[], ${`{${deltas.join(',')}}`}::integer[]) as d(id, delta)
    where ${products.id} = d.id`);
}

/**
 * The next yearly number: max(sequence) + 1 of the year under a transaction-scoped advisory lock, so two
 * placements at once queue instead of reading the same max (the unique index on (year, sequence) stays as the
 * last guard).
 */
export async function nextNumber(tx: DbOrTx, year: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(25, ${year})`);
  const [row] = await tx.select({ n: max(orders.sequence) }).from(orders).where(eq(orders.year, year));
  const sequence = (row?.n ?? 0) + 1;
  return { year, sequence, number: orderNumberOf(year, sequence) };
}

/** The first status of orders (by position): what a placed order without a status starts in. */
export async function firstOrderStatus(tx: DbOrTx): Promise<number | null> {
  const [row] = await tx.select({ id: statuses.id }).from(statuses).where(eq(statuses.appliesTo, 'orders')).orderBy(asc(statuses.position), asc(statuses.id)).limit(1);
  return row?.id ?? null;
}

/**
 * The status a cancelled order moves to: the setting orderCancelledStatusId (/administrator/ustawienia, "Sklep").
 * Without it — unset, emptied, or naming a status since deleted or no longer for orders — null: the order
 * keeps the status it had.
 */
export async function cancelledOrderStatus(tx: DbOrTx): Promise<number | null> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, ORDER_CANCELLED_STATUS_SETTING));
  const id = row && /^[1-9]\d{0,9}$/.test(row.value) ? Number(row.value) : null;
  return id !== null && id <= 2_147_483_647 && (await isOrderStatus(tx, id)) ? id : null;
}

export const itemsOf = (tx: DbOrTx, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position), asc(orderItems.id));
