import type { Grosze } from '../money.js';

/** An order's payment status, derived from its completed payments and refunds (never stored by hand). */
export const PAYMENT_STATUSES = ['unpaid', 'partly_paid', 'paid', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export const PAYMENT_METHODS = ['transfer', 'cash', 'card', 'online', 'other'] as const;
export const PAYMENT_STATES = ['pending', 'completed', 'failed'] as const;

/**
 * The rule, once: with any refund the order is `refunded` when everything paid went back, else
 * `partly_refunded`; without refunds it is `unpaid` with nothing paid, `paid` once the payments reach the
 * gross total, `partly_paid` in between. Only completed payments and refunds count (the caller sums them).
 */
export function paymentStatusOf(totalGross: Grosze, paid: Grosze, refunded: Grosze): PaymentStatus {
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partly_refunded';
  if (paid <= 0) return 'unpaid';
  return paid >= totalGross ? 'paid' : 'partly_paid';
}

/** What a refund may still be: the completed payments less the completed refunds. */
export const refundableOf = (paid: Grosze, refunded: Grosze): Grosze => Math.max(0, paid - refunded);

/** What an order counts as paid (its screen, its pro-forma): the completed payments less the completed refunds. */
export const paidNetOf = (paid: Grosze, refunded: Grosze): Grosze => Math.max(0, paid - refunded);

/**
 * What is left to pay, never below zero: the gross total less what was paid net of refunds. The details screen
 * and the pro-forma show it, and mark-paid records it, so the three always agree.
 */
export const outstandingOf = (totalGross: Grosze, paid: Grosze, refunded: Grosze): Grosze => Math.max(0, totalGross - paidNetOf(paid, refunded));
