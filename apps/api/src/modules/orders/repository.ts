import { and, desc, eq, getTableColumns, gte, ilike, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { foldDiacritics, orderItemInput, orderTotals, TIMEZONE, type Locale, type OrderListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, orderSearchText, orderStatusHistory, payments, statuses, users } from '../../db/schema.js';
import { snakeKeys } from '../../lib/crud/case.js';
import type { ChildCollection } from '../../lib/crud/children.js';
import { findRow } from '../../lib/crud/repository.js';
import { personName, escapeLike } from '../../lib/sql.js';

type Row = Record<string, unknown>;

/** Orders as every read shows them: own columns, the status (name, colour) and the number of items. */
const orderFields = {
  ...getTableColumns(orders),
  status: { id: orders.statusId, name: sql<string | null>`order_status.name`, color: sql<string | null>`order_status.color` },
  itemsCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
};

/** The join orderFields' status reads (`order_status`): every select of them takes it. */
export const orderStatusJoin = [sql`${statuses} order_status`, sql`order_status.id = ${orders.statusId}`] as const;

export function orderView(db: DbOrTx) {
  return db.select(orderFields).from(orders).leftJoin(...orderStatusJoin).$dynamic();
}

/** A day in Europe/Warsaw as its first instant (plusDays moves it). */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIMEZONE})`;

/** The list's filters (its search is orderSearch, the engine's searchCondition). */
/** The search box's condition: the orders' folded, trigram-indexed search text (db/tables/shop.ts orderSearchText). */
export const orderSearch = (search: string) => ilike(orderSearchText(orders), `%${escapeLike(foldDiacritics(search))}%`);

export function orderFilters(q: Partial<OrderListQuery>): (SQL | undefined)[] {
  return [
    q.status_id === undefined ? undefined : eq(orders.statusId, q.status_id),
    q.state === undefined ? undefined : eq(orders.state, q.state),
    q.payment_status === undefined ? undefined : eq(orders.paymentStatus, q.payment_status),
    q.customer_id === undefined ? undefined : eq(orders.customerId, q.customer_id),
    q.created_from === undefined ? undefined : gte(orders.createdAt, dayStart(q.created_from)),
    q.created_to === undefined ? undefined : lt(orders.createdAt, dayStart(q.created_to, 1)),
  ];
}

/** Grosze as formatMoney words them, in SQL: "1 234,56 zł" (pl), "PLN 1,234.56" (en); `,` and `.` in to_char ignore the server's locale. */
const moneyText = (grosze: SQL | typeof orders.totalGross, locale: Locale) => {
  const amount = sql`to_char(${grosze} / 100.0, 'FM999,999,999,990.00')`;
  return locale === 'pl' ? sql`translate(${amount}, ',.', ' ,') || ' zł'` : sql`'PLN ' || ${amount}`;
};

/**
 * GET /api/orders/options, the payments' order picker: "ZAM/2026/000123 — customer — total", searched by the
 * number and the customer's name, newest first. Drafts are left out: they have no number and take no payments.
 */
/** The customer's name as the order copied it: the person, else the company. */
const CUSTOMER_NAME = sql<string>`coalesce(nullif(${orders.customerData}->>'name', ''), ${orders.customerData}->>'company_name', '')`;

export const orderOptions = {
  label: (locale: Locale) => sql<string>`concat_ws(' — ', ${orders.number}, nullif(${CUSTOMER_NAME}, ''), ${moneyText(orders.totalGross, locale)})`,
  filters: () => [isNotNull(orders.number)],
  order: [desc(orders.year), desc(orders.sequence)],
};

const ref = (value: unknown) => ((value as { id?: unknown } | null)?.id ? value : null);

/** An order for the API (a view row or the table's own). */
export function serializeOrder(row: Row): Row {
  const out = snakeKeys(row);
  const data = (row.customerData ?? {}) as Record<string, string | undefined>;
  return {
    ...out,
    ...('status' in row ? { status: ref(row.status) } : {}),
    customer_name: data.name || data.company_name || '',
  };
}

export const itemsCollection: ChildCollection = {
  name: 'items',
  table: orderItems,
  parentKey: orderItems.orderId,
  position: orderItems.position,
  schema: orderItemInput as unknown as z.ZodType<Row>,
};

/** An instant as the API writes it (Date's toISOString: milliseconds, UTC), in SQL. */
const isoText = (at: SQL | typeof orderStatusHistory.createdAt) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A status as history shows it, or null when it is gone (or has no name). */
const historyStatus = (alias: string) =>
  sql.raw(`case when ${alias}.id is not null and ${alias}.name <> '' then json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'color', coalesce(${alias}.color, '#9e9e9e')) end`);

/** A history entry as historyJson writes it, from what a write knows (the placement's answer). */
export function historyRow(req: FastifyRequest, e: { id: number; event: string | null; note: string; at: Date; from: StatusRef; to: StatusRef }): Row {
  const userId = req.session?.userId ?? null;
  const colored = (s: StatusRef) => (s.id != null && s.name ? { id: s.id, name: s.name, color: s.color ?? '#9e9e9e' } : null);
  return {
    id: e.id, event: e.event, note: e.note, created_at: e.at.toISOString(), from_status: colored(e.from), to_status: colored(e.to),
    user: userId == null ? null : { id: userId, name: req.user?.id === userId ? `${req.user.first_name} ${req.user.last_name}` : '' },
  };
}

type StatusRef = { id: number | null; name: string | null; color: string | null };

/** The items in their order, as the engine's child collection shows them (every column but the order's id). */
const itemsJson = sql<Row[]>`coalesce((select json_agg(to_jsonb(oi) - 'order_id' order by oi.position, oi.id)
  from ${orderItems} oi where oi.order_id = ${orders.id}), '[]'::json)`;

/** Status history, newest first, with who made each change and the statuses' names and colours. */
const historyJson = sql<Row[]>`coalesce((select json_agg(json_build_object(
    'id', h.id, 'event', h.event, 'note', h.note, 'created_at', ${isoText(sql`h.created_at`)},
    'from_status', ${historyStatus('from_status')}, 'to_status', ${historyStatus('to_status')},
    'user', case when h.user_id is not null then json_build_object('id', h.user_id, 'name', coalesce(${personName(users)}, '')) end
  ) order by h.created_at desc, h.id desc)
  from ${orderStatusHistory} h
  left join ${statuses} from_status on from_status.id = h.from_status_id
  left join ${statuses} to_status on to_status.id = h.to_status_id
  left join ${users} on ${users.id} = h.user_id
  where h.order_id = ${orders.id}), '[]'::json)`;

/** Payments and refunds, oldest first. */
const paymentsJson = sql<Row[]>`coalesce((select json_agg(json_build_object(
    'id', p.id, 'kind', p.kind, 'method', p.method, 'amount', p.amount, 'status', p.status, 'reference', p.reference, 'paid_on', p.paid_on
  ) order by p.paid_on, p.id) from ${payments} p where p.order_id = ${orders.id}), '[]'::json)`;

/** What GET shows of an order, as fields of one select: its row, status, items, history and payments. */
export const orderDetailsFields = { ...orderFields, items: itemsJson.as('items'), history: historyJson.as('history'), payments: paymentsJson.as('payments') };

/** One order with everything GET shows, in one statement (four round trips were a fifth of a placement's cost). */
function orderDetailsView(db: DbOrTx) {
  return db.select(orderDetailsFields).from(orders).leftJoin(...orderStatusJoin).$dynamic();
}

/** A row of orderDetailsFields. */
export type OrderDetailsRow = typeof orders.$inferSelect & {
  status: { id: number | null; name: string | null; color: string | null };
  itemsCount: number;
  items: Row[];
  history: Row[];
  payments: Row[];
};

/** The answer of GET /api/orders/{id} (and the actions) from a row of orderDetailsFields: adds the VAT summary. */
export function detailsOf(row: OrderDetailsRow): Row {
  const { items, history, payments: paid, ...order } = row;
  const totals = orderTotals({
    items: items.map((i) => ({ unit_net: i.unit_net as number, quantity: i.quantity as number, discount_percent: i.discount_percent as number, vat_rate: i.vat_rate as number | null })),
    shipping_net: row.shippingNet, shipping_vat_rate: row.shippingVatRate, discount_gross: row.discountGross,
  });
  return { ...serializeOrder(order), items, history, payments: paid, vat_summary: totals.vat_summary };
}

/** GET /api/orders/{id} and the actions' answer: the order with items, history, payments and VAT summary. */
export async function orderDetails(db: DbOrTx, id: number): Promise<Row | undefined> {
  const row = await findRow(db, orders, id, undefined, orderDetailsView);
  return row ? detailsOf(row as OrderDetailsRow) : undefined;
}

/** The order row locked for a write (an action, a payment): concurrent writes to one order queue here. */
export async function lockOrder(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(orders).where(and(eq(orders.id, id))).for('update');
  return row;
}
