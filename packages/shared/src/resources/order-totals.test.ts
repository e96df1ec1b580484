import { describe, expect, it } from 'vitest';
import { divRound, grossBeforeDiscount, lineTotals, orderTotals } from './order-totals.js';

describe('orderTotals', () => {
  it('sums VAT per rate on the nets of that rate, with shipping as a line of its own rate', () => {
    // 2 × 12,34 @23 % + 1 × 99,99 @8 % + shipping 15,00 @23 %:
    // 23 %: net 24,68 + 15,00 = 39,68, VAT 9,1264 → 9,13, gross 48,81; 8 %: 99,99, VAT 7,9992 → 8,00, gross 107,99.
    const t = orderTotals({
      items: [{ unit_net: 1234, quantity: 2, vat_rate: 23 }, { unit_net: 9999, quantity: 1, vat_rate: 8 }],
      shipping_net: 1500, shipping_vat_rate: 23,
    });
    expect(t.vat_summary).toEqual([
      { rate: 23, net: 3968, vat: 913, gross: 4881 },
      { rate: 8, net: 9999, vat: 800, gross: 10799 },
    ]);
    expect([t.total_net, t.total_vat, t.total_gross]).toEqual([13967, 1713, 15680]);
    expect(t.lines).toEqual([{ line_net: 2468, line_vat: 568, line_gross: 3036 }, { line_net: 9999, line_vat: 800, line_gross: 10799 }]);
  });

  it('rounds the rate once, not each line (three lines of 0,02 zł @23 %: 0 VAT each, 1 grosz together)', () => {
    const t = orderTotals({ items: [1, 2, 3].map(() => ({ unit_net: 2, quantity: 1, vat_rate: 23 })) });
    expect(t.lines.map((l) => l.line_vat)).toEqual([0, 0, 0]);
    expect(t.vat_summary).toEqual([{ rate: 23, net: 6, vat: 1, gross: 7 }]);
  });

  it('applies line discounts, rounds halves away from zero and lists "zw." last without VAT', () => {
    expect(lineTotals({ unit_net: 3333, quantity: 3, discount_percent: 10, vat_rate: 23 }).line_net).toBe(8999); // 8999,1
    expect(lineTotals({ unit_net: 50, quantity: 1, vat_rate: 23 }).line_vat).toBe(12); // 11,5 → 12
    expect(lineTotals({ unit_net: 100, quantity: 5, discount_percent: 100, vat_rate: 8 })).toEqual({ line_net: 0, line_vat: 0, line_gross: 0 });
    const t = orderTotals({ items: [{ unit_net: 1000, quantity: 1, vat_rate: null }, { unit_net: 1000, quantity: 1, vat_rate: 0 }, { unit_net: 1000, quantity: 1, vat_rate: 5 }] });
    expect(t.vat_summary.map((r) => r.rate)).toEqual([5, 0, null]);
    expect(t.vat_summary[2]).toEqual({ rate: null, net: 1000, vat: 0, gross: 1000 });
    expect(t.total_gross).toBe(3050);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(5, 2)).toBe(3);
  });

  it('spreads an order discount over the rates in proportion to their gross and recomputes net and VAT', () => {
    // gross 123,00 @23 % and 100,00 zw.; discount 22,30 → 12,30 and 10,00; 110,70 = 90,00 net + 20,70 VAT.
    const t = orderTotals({
      items: [{ unit_net: 10000, quantity: 1, vat_rate: 23 }, { unit_net: 10000, quantity: 1, vat_rate: null }],
      discount_gross: 2230,
    });
    expect(t.vat_summary).toEqual([{ rate: 23, net: 9000, vat: 2070, gross: 11070 }, { rate: null, net: 9000, vat: 0, gross: 9000 }]);
    expect([t.total_net, t.total_vat, t.total_gross]).toEqual([18000, 2070, 20070]);
  });

  it('gives the odd grosz of a discount by largest remainder, so the parts add up, and never below zero', () => {
    const items = [{ unit_net: 100, quantity: 1, vat_rate: 0 }, { unit_net: 100, quantity: 1, vat_rate: null }];
    const t = orderTotals({ items, discount_gross: 1 });
    expect(t.vat_summary.map((r) => r.gross)).toEqual([99, 100]);
    expect(t.total_gross).toBe(199);
    expect(orderTotals({ items, discount_gross: 5000 }).total_gross).toBe(0);
    expect(grossBeforeDiscount({ items, discount_gross: 50 })).toBe(200);
    expect(orderTotals({ items: [] })).toEqual({ lines: [], vat_summary: [], total_net: 0, total_vat: 0, total_gross: 0 });
  });
});
