import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  idParamSchema, orderActionRead, orderMarkPaidInput, ordersContract, orderStatusInput, outstandingOf, TIMEZONE,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { notFound } from '../../lib/http-errors.js';
import { recomputeOrderPayments } from '../payments/ledger.js';
import { isOrderStatus, OrderErrors, stateError, writeHistory } from './compose.js';
import { cancelledOrderStatus, firstOrderStatus, itemsOf, moveStock, nextNumber, warsawYear } from './place.js';
import { lockOrder, orderDetails, serializeOrder } from './repository.js';

type Order = typeof orders.$inferSelect;

/** Today in Europe/Warsaw as YYYY-MM-DD. */
const warsawToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());

/**
 * The order's life cycle and money beside the engine's CRUD, each one transaction with its activity entry:
 * place (number + stock), cancel (stock back, the cancelled orders' status), a status change with a note, and
 * "paid by transfer".
 */
export function registerOrderActions(app: FastifyInstance): void {
  const action = (verb: 'edycja' | 'dodawanie', body?: z.ZodType) => ({
    config: { permission: ordersContract.permission, verb, labels: ordersContract.labels },
    schema: { params: idParamSchema, ...(body ? { body } : {}), response: { 200: orderActionRead } },
  });

  /** Runs `work` on the locked order; answers the order as GET reads it. */
  const run = (work: (tx: DbOrTx, req: FastifyRequest, order: Order) => Promise<string>) => async (req: FastifyRequest) => {
    const { id } = req.params as { id: number };
    const message = await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw notFound();
      return work(tx, req, order);
    });
    return { message, data: (await orderDetails(app.db, id))! };
  };

  app.post(`${ordersContract.itemRoute}/place`, action('edycja'), run(async (tx, req, order) => {
    if (order.state !== 'draft') stateError(req);
    const items = await itemsOf(tx, order.id);
    if (!items.length) new OrderErrors(req).message('items', 'orders.emptyOrder').throwIfAny();
    await moveStock(tx, req, items, -1);
    const now = new Date();
    const statusId = order.statusId ?? (await firstOrderStatus(tx));
    await writeHistory(tx, req, order.id, { from: order.statusId, to: statusId, event: 'placed' });
    // The yearly number last: its lock queues every placement until commit, so as little as possible follows it.
    const number = await nextNumber(tx, warsawYear(now));
    const [after] = await tx.update(orders).set({ ...number, state: 'placed', placedAt: now, statusId, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    await logActivity(tx, req, { action: 'place', subjectType: 'orders', subjectId: order.id, before: serializeOrder(order), after: serializeOrder(after!) });
    return req.t('orders.placed', { number: number.number });
  }));

  app.post(`${ordersContract.itemRoute}/cancel`, action('edycja'), run(async (tx, req, order) => {
    if (order.state !== 'placed') stateError(req);
    await moveStock(tx, req, await itemsOf(tx, order.id), 1);
    const now = new Date();
    // The configured status of cancelled orders; without that setting the status stays as it was.
    const statusId = (await cancelledOrderStatus(tx)) ?? order.statusId;
    const [after] = await tx.update(orders).set({ state: 'cancelled', cancelledAt: now, statusId, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    await writeHistory(tx, req, order.id, { from: order.statusId, to: statusId, event: 'cancelled' });
    await logActivity(tx, req, { action: 'cancel', subjectType: 'orders', subjectId: order.id, before: serializeOrder(order), after: serializeOrder(after!) });
    return req.t('orders.cancelled');
  }));

  app.post(`${ordersContract.itemRoute}/status`, action('edycja', orderStatusInput), run(async (tx, req, order) => {
    const body = req.body as z.output<typeof orderStatusInput>;
    if (!(await isOrderStatus(tx, body.status_id))) new OrderErrors(req).message('status_id', 'orders.statusNotForOrders').throwIfAny();
    await tx.update(orders).set({ statusId: body.status_id, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await writeHistory(tx, req, order.id, { from: order.statusId, to: body.status_id, note: body.note });
    await logActivity(tx, req, { action: 'status', subjectType: 'orders', subjectId: order.id, before: { status_id: order.statusId }, after: { status_id: body.status_id, note: body.note } });
    return req.t('orders.statusChanged');
  }));

  app.post(`${ordersContract.itemRoute}/mark-paid`, action('edycja', orderMarkPaidInput), run(async (tx, req, order) => {
    const body = req.body as z.output<typeof orderMarkPaidInput>;
    if (order.state !== 'placed') stateError(req);
    const amount = outstandingOf(order.totalGross, order.paidAmount, order.refundedAmount);
    if (!amount) new OrderErrors(req).message('amount', 'orders.nothingOutstanding').throwIfAny();
    const [payment] = await tx.insert(payments).values({
      orderId: order.id, kind: 'payment', method: 'transfer', amount, status: 'completed', reference: body.reference,
      paidOn: body.paid_on ?? warsawToday(), createdBy: req.session?.userId ?? null,
    }).returning();
    await recomputeOrderPayments(tx, req, order.id);
    await logActivity(tx, req, { action: 'pay', subjectType: 'payments', subjectId: payment!.id, after: { order_id: order.id, amount, reference: body.reference } });
    return req.t('orders.markedPaid');
  }));
}

export { warsawToday };
