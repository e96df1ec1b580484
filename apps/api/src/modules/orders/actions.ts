import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  idParamSchema, orderActionRead, orderMarkPaidInput, ordersContract, orderStatusInput, orderNumberOf, outstandingOf, warsawToday, warsawYear,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { boundAs, placeholdersOf, statementOnce } from '../../db/performance/shapes.js';
import { activities, orders, orderStatusHistory, payments } from '../../db/schema.js';
import { ACTIVITY_VALUES, activityEntry, activityValues, logActivity } from '../../lib/activity.js';
import { writeTogether } from '../../lib/sql.js';
import { notFound } from '../../lib/http-errors.js';
import { noticeValues, noticeWrites, pushNotice, type Notice } from '../../lib/notify.js';
import { recomputeOrderPayments } from '../payments/ledger.js';
import { HISTORY_VALUES, historyEntry, historyValues, isOrderStatus, OrderErrors, stateError } from './compose.js';
import { cancelledOrderStatus, lockOrderForStock, moveStock, stockItemsOf } from './place.js';
import { detailsOf, historyRow, lockOrder, orderDetails, serializeOrder } from './repository.js';

/**
 * A placement's writes in one statement written once: the order, its activity entry, its history row (whose id it
 * answers) and the shop's staff's notice of it (lib/notify.ts; those of them who asked for it by push, `pushed`).
 */
const placeWrites = statementOnce<{ id: number | string; pushed: number[] | null }>((db) => sql`with
  placed as (${db.update(orders).set(placeholdersOf('o', ['year', 'sequence', 'number', 'state', 'placedAt', 'statusId', 'updatedAt'])).where(eq(orders.id, sql.placeholder('id'))).getSQL()}),
  logged as (${db.insert(activities).values(placeholdersOf('a', ACTIVITY_VALUES)).getSQL()}),
  history as (${db.insert(orderStatusHistory).values(placeholdersOf('h', HISTORY_VALUES)).returning({ id: orderStatusHistory.id }).getSQL()}),
  ${noticeWrites('n', 'subject')}
  select (select id from history) as id, (select array_agg(id) from n_target where by_push) as pushed`);

/**
 * The order's life cycle and money beside the engine's CRUD, each one transaction with its activity entry:
 * place (number + stock), cancel (stock back, the cancelled orders' status), a status change with a note, and
 * "paid by transfer".
 */
export function registerOrderActions(app: FastifyInstance): void {
  // None of the order's actions writes what a session is made of: the answer needn't wait for the auth cache.
  const action = (verb: 'edycja' | 'dodawanie', body?: z.ZodType) => ({
    config: { permission: ordersContract.permission, verb, labels: ordersContract.labels, authSync: false },
    schema: { params: idParamSchema, ...(body ? { body } : {}), response: { 200: orderActionRead } },
  });

  /** Runs `work` on the order `lock` reads and locks; answers the order as GET reads it. */
  const run = <T>(lock: (tx: DbOrTx, id: number) => Promise<T | undefined>, work: (tx: DbOrTx, req: FastifyRequest, order: T) => Promise<string>) =>
    async (req: FastifyRequest) => {
      const { id } = req.params as { id: number };
      const message = await app.db.transaction(async (tx) => {
        const order = await lock(tx, id);
        if (!order) throw notFound();
        return work(tx, req, order);
      });
      return { message, data: (await orderDetails(app.db, id))! };
    };

  // The shop's busiest write: three statements between BEGIN and COMMIT (the order with all GET shows of it, the
  // stock with the number, the order with its history, activity entry and the staff's notice), and the answer from
  // what they read.
  app.post(`${ordersContract.itemRoute}/place`, action('edycja'), async (req) => {
    const { id } = req.params as { id: number };
    return app.db.transaction(async (tx) => {
      const locked = await lockOrderForStock(tx, id);
      if (!locked) throw notFound();
      const { order, shown, firstStatus } = locked;
      if (order.state !== 'draft') stateError(req);
      if (!shown.items.length) new OrderErrors(req).message('items', 'orders.emptyOrder').throwIfAny();
      const now = new Date();
      const year = warsawYear(now);
      const sequence = (await moveStock(tx, req, stockItemsOf(shown.items), -1, year))!;
      const next = order.statusId ? shown.status : (firstStatus ?? { id: null, name: null, color: null });
      const changes = { year, sequence, number: orderNumberOf(year, sequence), state: 'placed' as const, placedAt: now, statusId: next.id, updatedAt: now };
      // The shop's staff hear of it (the notification centre's `order-new`), whoever placed it aside.
      const notice: Notice = {
        kind: 'order-new', link: `/zamowienia/${order.id}/szczegoly`,
        wording: { title: 'notificationCentre.notices.orderTitle', body: 'notificationCentre.notices.orderBody', vars: { number: changes.number, total: Number(order.totalGross) / 100 } },
      };
      const [entry] = await placeWrites(tx, {
        id: order.id, ...boundAs('o', changes),
        ...boundAs('a', activityValues(req, { action: 'place', subjectType: 'orders', subjectId: order.id, before: serializeOrder(order), after: serializeOrder({ ...order, ...changes }) })),
        ...boundAs('h', historyValues(req, order.id, { from: order.statusId, to: next.id, event: 'placed', at: now })),
        ...noticeValues('n', { subject: 'Sklep__zamowienia', except: req.user!.id }, notice, { appUrl: req.server.config.appUrl }),
      });
      await pushNotice(tx, (entry!.pushed ?? []).map(Number), notice);
      const placed = historyRow(req, { id: Number(entry!.id), event: 'placed', note: '', at: now, from: shown.status, to: next });
      return {
        message: req.t('orders.placed', { number: changes.number }),
        data: detailsOf({ ...order, ...changes, ...shown, status: next, history: [placed, ...shown.history] }),
      };
    });
  });

  app.post(`${ordersContract.itemRoute}/cancel`, action('edycja'), run(lockOrderForStock, async (tx, req, { order, shown }) => {
    if (order.state !== 'placed') stateError(req);
    await moveStock(tx, req, stockItemsOf(shown.items), 1);
    const now = new Date();
    // The configured status of cancelled orders; without that setting the status stays as it was.
    const statusId = (await cancelledOrderStatus(tx)) ?? order.statusId;
    const [after] = await tx.update(orders).set({ state: 'cancelled', cancelledAt: now, statusId, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    await writeTogether(tx, [historyEntry(tx, req, order.id, { from: order.statusId, to: statusId, event: 'cancelled' }),
      activityEntry(tx, req, { action: 'cancel', subjectType: 'orders', subjectId: order.id, before: serializeOrder(order), after: serializeOrder(after!) })]);
    return req.t('orders.cancelled');
  }));

  app.post(`${ordersContract.itemRoute}/status`, action('edycja', orderStatusInput), run(lockOrder, async (tx, req, order) => {
    const body = req.body as z.output<typeof orderStatusInput>;
    if (!(await isOrderStatus(tx, body.status_id))) new OrderErrors(req).message('status_id', 'orders.statusNotForOrders').throwIfAny();
    await tx.update(orders).set({ statusId: body.status_id, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await writeTogether(tx, [historyEntry(tx, req, order.id, { from: order.statusId, to: body.status_id, note: body.note }),
      activityEntry(tx, req, { action: 'status', subjectType: 'orders', subjectId: order.id, before: { status_id: order.statusId }, after: { status_id: body.status_id, note: body.note } })]);
    return req.t('orders.statusChanged');
  }));

  app.post(`${ordersContract.itemRoute}/mark-paid`, action('edycja', orderMarkPaidInput), run(lockOrder, async (tx, req, order) => {
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
