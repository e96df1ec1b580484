import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, paymentStatusOf } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';

/** The completed payments and refunds of an order (optionally leaving one payment out). */
export async function sumsOf(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select({
    paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'payment'), 0)`.mapWith(Number),
    refunded: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.kind} = 'refund'), 0)`.mapWith(Number),
  }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')));
  return row ?? { paid: 0, refunded: 0 };
}

export const refundError = (req: FastifyRequest) => {
  const message = formatRuleMessage('refund', req.locale, fieldLabel(req, 'amount', 'payments.fields'));
  return new ApiError(422, message, {}, { amount: [message] });
};

/**
 * The order's paid and refunded sums and its payment status, from its completed payments, in the caller's
 * transaction (every payment write calls it). Refunds above the payments are a 422 on `amount`.
 */
export async function recomputeOrderPayments(tx: DbOrTx, req: FastifyRequest, orderId: number): Promise<void> {
  const [order] = await tx.select({ totalGross: orders.totalGross }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const { paid, refunded } = await sumsOf(tx, orderId);
  if (refunded > paid) throw refundError(req);
  await tx.update(orders).set({ paidAmount: paid, refundedAmount: refunded, paymentStatus: paymentStatusOf(order.totalGross, paid, refunded) })
    .where(eq(orders.id, orderId));
}
