import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ORDER_CANCELLED_STATUS_SETTING } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders, products, settings, statuses } from '../../db/schema.js';
import { selectOnce, statementOnce } from '../../db/performance/shapes.js';
import { orderDetailsFields, orderStatusJoin, type OrderDetailsRow } from './repository.js';
import { isOrderStatus, OrderErrors } from './compose.js';

/** What moving stock needs of an order's item. */
export type StockItem = { productId: number | null; quantity: number };

/**
 * Takes the items' stock (or, with `sign` +1, gives it back), inside the caller's transaction, in one statement:
 * the products are updated (so locked) in id order — the ids go sorted, and PostgreSQL walks so few rows by
 * their key one after another — so two orders sharing products queue instead of deadlocking. A product without
 * back-orders can't go below zero: each such item is a 422 `items.N.quantity` naming what is available, and
 * the caller's transaction, rolled back, keeps nothing. With `numberYear` the year's next order number is taken
 * in the same statement, and only when every item's stock was there (none is used up by an order refused for
 * its stock): the answer is its sequence.
 */
export async function moveStock(tx: DbOrTx, req: FastifyRequest, items: StockItem[], sign: -1 | 1, numberYear?: number): Promise<number | undefined> {
  const wanted = new Map<number, number>();
  for (const i of items) if (i.productId != null) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
  if (!wanted.size) return numberYear === undefined ? undefined : Number(first(await tx.execute(sql`select ${nextSequence(numberYear)} as taken`)).taken);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const values: Record<string, unknown> = { year: numberYear };
  ids.forEach((id, i) => Object.assign(values, { [`id${i}`]: id, [`delta${i}`]: sign * wanted.get(id)! }));
  const [{ moved, taken }] = await stockMove(ids.length, numberYear !== undefined)(tx, values) as
    [{ moved: { id: number; stock: number; allow_backorder: boolean }[]; taken: number | string | null }];
  const sequence = taken === null ? undefined : Number(taken);
  if (sign > 0) return sequence;
  const after = new Map(moved.map((p) => [p.id, p]));
  const errors = new OrderErrors(req);
  items.forEach((item, index) => {
    const p = item.productId != null ? after.get(item.productId) : undefined;
    if (p && !p.allow_backorder && p.stock < 0) errors.rule(`items.${index}.quantity`, 'stock', Math.max(p.stock + wanted.get(item.productId!)!, 0));
  });
  errors.throwIfAny();
  return sequence;
}

/**
 * moveStock's statement for `count` products, without and with the order's number, written once (db/performance).
 * The products come as a VALUES list, not arrays: PostgreSQL then knows their number from the text, and plans
 * the statement once per connection (with arrays it guessed ten rows and planned anew every time, 0.2 ms).
 */
function stockMove(count: number, numbered: boolean) {
  const key = `${count}${numbered ? '+' : ''}`;
  let statement = stockMoves.get(key);
  if (!statement) {
    const rows = Array.from({ length: count }, (_, i) => sql`(${sql.placeholder(`id${i}`)}::integer, ${sql.placeholder(`delta${i}`)}::integer)`);
    statement = statementOnce(() => sql`with moved as (
      update ${products} set stock = ${products.stock} + d.delta, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as d(id, delta)
      where ${products.id} = d.id
      returning ${products.id} as id, ${products.stock} as stock, ${products.allowBackorder} as allow_backorder)
    select coalesce(json_agg(moved), '[]'::json) as moved,
      case when not exists (select 1 from moved where stock < 0 and not allow_backorder) then ${numbered ? nextSequence(sql.placeholder('year')) : sql`null`} end as taken
    from moved`);
    stockMoves.set(key, statement);
  }
  return statement;
}
const stockMoves = new Map<string, ReturnType<typeof statementOnce>>();

const first = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0]!;

/**
 * The year's next order number (its sequence: `harmony_order_sequence`, db/functions), made at the year's first
 * placement. Nothing is locked until the commit, so placements don't queue for their numbers.
 */
const nextSequence = (year: unknown) => sql<number>`harmony_order_sequence(${year}::integer)`;

/** The first status of orders as history and the order show it: what a placed order without a status starts in. */
const firstOrderStatus = sql<StatusShown | null>`(select json_build_object('id', s.id, 'name', s.name, 'color', s.color)
  from ${statuses} s where s.applies_to = 'orders' order by s.position, s.id limit 1)`;

/**
 * The order locked for a placement or a cancel, in one statement with everything GET shows of it (a placement
 * answers from it without reading the order again) and the first order status. That statement sees the other
 * tables as they were when it began: if it waited for the lock while an edit of the items committed, it got the
 * order's new row with the old items. The row's version then differs from the one its snapshot sees, and it is
 * read once more: a new statement sees the edit, and with the lock held nothing can change it since.
 */
export async function lockOrderForStock(tx: DbOrTx, id: number) {
  let [row] = await orderLock(tx, { id });
  if (row && !row.current) [row] = await orderLock(tx, { id });
  if (!row) return undefined;
  const { firstStatus, current: _current, status, itemsCount, items, history, payments, ...order } = row;
  return { order, shown: { status, itemsCount, items, history, payments }, firstStatus };
}

const orderLock = selectOnce<OrderDetailsRow & { firstStatus: StatusShown | null; current: boolean }>((db) => db
  .select({
    ...orderDetailsFields, firstStatus: firstOrderStatus.as('first_status'),
    // The locked row is the version this statement's snapshot sees (no other transaction wrote it meanwhile).
    current: sql<boolean>`${orders}.xmin = (select seen.xmin from ${orders} seen where seen.id = ${orders.id})`.as('current'),
  })
  .from(orders).leftJoin(...orderStatusJoin)
  .where(eq(orders.id, sql.placeholder('id'))).for('update', { of: orders }));

type StatusShown = { id: number; name: string; color: string | null };

/** The items as moveStock takes them. */
export const stockItemsOf = (items: Record<string, unknown>[]): StockItem[] =>
  items.map((i) => ({ productId: i.product_id as number | null, quantity: i.quantity as number }));

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
