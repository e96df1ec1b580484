import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { foldDiacritics, paymentsContract, refundableOf, warsawToday, type PaymentListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders, orderSearchText, payments } from '../../db/schema.js';
import { escapeLike } from '../../lib/sql.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';
import { formatRuleMessage } from '@harmony/shared';
import { recomputeOrderPayments, refundError } from './ledger.js';

type Row = Record<string, unknown>;

const CUSTOMER_NAME = sql<string>`coalesce(nullif(payment_order.customer_data->>'name', ''), payment_order.customer_data->>'company_name', '')`;

/** Payments as the list shows them: with the order's number and the customer's name it copied. */
function paymentView(db: DbOrTx) {
  return db.select({
    ...getTableColumns(payments),
    orderNumber: sql<string | null>`payment_order.number`,
    customerId: sql<number | null>`payment_order.customer_id`,
    customerName: CUSTOMER_NAME,
  }).from(payments).leftJoin(sql`${orders} payment_order`, sql`payment_order.id = ${payments.orderId}`).$dynamic();
}

function filtersOf(q: Partial<PaymentListQuery>): (SQL | undefined)[] {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  return [
    q.order_id === undefined ? undefined : eq(payments.orderId, q.order_id),
    q.customer_id === undefined ? undefined : sql`${payments.orderId} in (select id from ${orders} where ${orders.customerId} = ${q.customer_id})`,
    q.kind === undefined ? undefined : eq(payments.kind, q.kind),
    q.method === undefined ? undefined : eq(payments.method, q.method),
    q.status === undefined ? undefined : eq(payments.status, q.status),
    q.paid_from === undefined ? undefined : gte(payments.paidOn, q.paid_from),
    q.paid_to === undefined ? undefined : lte(payments.paidOn, q.paid_to),
    // Two indexed lookups (the reference's trigrams, the orders' search text) instead of an OR that read every payment.
    pattern ? sql`${payments.id} in (select p.id from ${payments} p where p.reference ilike ${pattern}
      union all select p.id from ${payments} p where p.order_id in (select id from ${orders} where ${orderSearchText(orders)} ilike ${`%${escapeLike(foldDiacritics(q.search!))}%`}))` : undefined,
  ];
}

/**
 * A payment's checks, with its order locked (payments of one order queue): payments are for placed orders
 * (refunds also for cancelled ones, which may hold money to give back); a completed refund can't pass the
 * completed payments less the other completed refunds.
 */
async function checkPayment(tx: DbOrTx, req: FastifyRequest, input: Row, ownId?: number) {
  const [order] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, input.order_id as number)).for('update');
  const stateMessage = () => {
    const message = formatRuleMessage('order_state', req.locale, fieldLabel(req, 'order_id', 'payments.fields'));
    return new ApiError(422, message, {}, { order_id: [message] });
  };
  if (!order) {
    const message = formatRuleMessage('in', req.locale, fieldLabel(req, 'order_id', 'payments.fields'));
    throw new ApiError(422, message, {}, { order_id: [message] });
  }
  if (order.state === 'draft' || (order.state === 'cancelled' && input.kind !== 'refund')) throw stateMessage();
  input.paid_on ??= warsawToday();
  if (input.kind !== 'refund' || input.status !== 'completed') return;
  const [sums] = await tx.select({
    paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'payment'), 0)`.mapWith(Number),
    refunded: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund'), 0)`.mapWith(Number),
  }).from(payments).where(and(eq(payments.orderId, input.order_id as number), eq(payments.status, 'completed'), ownId ? ne(payments.id, ownId) : undefined));
  if ((input.amount as number) > refundableOf(sums!.paid, sums!.refunded)) throw refundError(req);
}

/**
 * Payments and refunds (/pay): the engine's CRUD with undo; every write recomputes its order's paid and
 * refunded sums and payment status (ledger.ts) in the same transaction.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(paymentsContract),
    table: payments,
    sortColumns: { id: payments.id, paid_on: payments.paidOn, amount: payments.amount, created_at: payments.createdAt },
    filters: (q) => filtersOf(q as Partial<PaymentListQuery>),
    view: paymentView,
    async beforeCreate(tx, input, req) {
      await checkPayment(tx, req, input);
      input.created_by = req.session?.userId ?? null;
    },
    afterCreate: (tx, created, _input, req) => recomputeOrderPayments(tx, req, created.orderId as number),
    beforeUpdate: (tx, before, input, req) => checkPayment(tx, req, input, before.id as number),
    async afterUpdate(tx, before, after, _input, req) {
      await recomputeOrderPayments(tx, req, after.orderId as number);
      if (before.orderId !== after.orderId) await recomputeOrderPayments(tx, req, before.orderId as number);
    },
    afterDelete: (tx, row, req) => recomputeOrderPayments(tx, req, row.orderId as number),
    afterRestore: (tx, row, req) => recomputeOrderPayments(tx, req, row.orderId as number),
  });
}
