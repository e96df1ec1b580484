import { describe, expect, it } from 'vitest';
import { outstandingOf, paidNetOf, paymentStatusOf, refundableOf } from './payment-status.js';

describe('paymentStatusOf', () => {
  it('follows the completed payments and refunds', () => {
    expect(paymentStatusOf(10000, 0, 0)).toBe('unpaid');
    expect(paymentStatusOf(10000, 4000, 0)).toBe('partly_paid');
    expect(paymentStatusOf(10000, 10000, 0)).toBe('paid');
    expect(paymentStatusOf(10000, 12000, 0)).toBe('paid');
    expect(paymentStatusOf(10000, 10000, 2500)).toBe('partly_refunded');
    expect(paymentStatusOf(10000, 10000, 10000)).toBe('refunded');
    expect(paymentStatusOf(10000, 4000, 4000)).toBe('refunded');
  });

  it('knows what may be refunded and what is left to pay', () => {
    expect(refundableOf(10000, 2500)).toBe(7500);
    expect(refundableOf(0, 0)).toBe(0);
    expect(outstandingOf(10000, 4000, 0)).toBe(6000);
    expect(outstandingOf(10000, 12000, 0)).toBe(0);
    // A refund counts against what was paid: 100,00 paid, 25,00 back is 75,00 paid and 25,00 to pay.
    expect(paidNetOf(10000, 2500)).toBe(7500);
    expect(outstandingOf(10000, 10000, 2500)).toBe(2500);
    expect(outstandingOf(10000, 14000, 2000)).toBe(0);
  });
});
