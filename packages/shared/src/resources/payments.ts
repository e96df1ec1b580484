import { LIST_COUNT_UP_TO } from '../constants.js';
import { z } from 'zod';
import { v } from '../validation/rules.js';
import { isoDate } from './activities.js';
import { optionalDay, refFilter, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATES } from './payment-status.js';
import { PRICE_MAX } from './products.js';

/**
 * Payments and refunds (/pay, /api/payments): one row each, of a placed order. Every write recomputes the
 * order's paid and refunded sums and its payment status (payment-status.ts) in the same transaction; a
 * refund can't pass what is left of the completed payments.
 */
export const paymentInput = z.object({
  order_id: v.id(),
  kind: v.oneOf(PAYMENT_KINDS).default('payment'),
  method: v.oneOf(PAYMENT_METHODS).default('transfer'),
  amount: v.intBetween(1, PRICE_MAX * 10),
  status: v.oneOf(PAYMENT_STATES).default('completed'),
  reference: textOrEmpty(200),
  /** Left out: today (Europe/Warsaw). */
  paid_on: optionalDay(),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const PAYMENT_SORTABLE = ['id', 'paid_on', 'amount', 'created_at'] as const;

export const paymentRead = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string().nullable().optional(),
  customer_id: z.number().int().nullable().optional(),
  customer_name: z.string().optional(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATES),
  reference: z.string(),
  paid_on: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentRead>;

const blankFilter = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' || x === null ? undefined : x), schema.optional());

export const paymentFilters = {
  order_id: refFilter(),
  customer_id: refFilter(),
  kind: blankFilter(v.oneOf(PAYMENT_KINDS)),
  method: blankFilter(v.oneOf(PAYMENT_METHODS)),
  status: blankFilter(v.oneOf(PAYMENT_STATES)),
  paid_from: blankFilter(isoDate()),
  paid_to: blankFilter(isoDate()),
};

export const paymentsContract = defineContract({
  name: 'payments',
  path: '/api/payments',
  ...RESOURCES.payments,
  input: paymentInput,
  read: paymentRead,
  // Newest first: the payment just recorded, or today's bank transfers, lead.
  list: { sort: PAYMENT_SORTABLE, defaultSort: 'paid_on', defaultOrder: 'desc', filters: paymentFilters, search: ['reference', 'order_number'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'payments.fields',
});
export const paymentListQuery = paymentsContract.listQuery;
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
