import type { Grosze, VatRate } from '../money.js';

/**
 * An order's totals the way a Polish invoice computes them (one pure function: the web's live preview and
 * the server's stored totals are the same numbers).
 *
 * - A line's net: round(unit_net × quantity × (100 − discount_percent) / 100).
 * - VAT per rate on the SUM of the nets of that rate (not per line, which could differ by a grosz per line);
 *   shipping is a line of its own rate.
 * - The order's `discount_gross` is taken off the gross, spread over the rates in proportion to their gross
 *   (largest remainder, so the parts add up to the discount exactly); each rate's net and VAT are then taken
 *   back out of its reduced gross (net = round(gross × 100 / (100 + rate))). It can't exceed the gross.
 * - Totals are the sums of the summary. Integer grosze throughout, rounding half away from zero.
 */
export interface TotalsLine {
  unit_net: Grosze;
  quantity: number;
  discount_percent?: number;
  vat_rate: VatRate;
}

export interface TotalsInput {
  items: readonly TotalsLine[];
  shipping_net?: Grosze;
  shipping_vat_rate?: VatRate;
  discount_gross?: Grosze;
}

export interface VatSummaryRow {
  rate: VatRate;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

export interface LineTotals {
  line_net: Grosze;
  /** The line's own VAT (shown on the line; the order's VAT is the summary's, per rate). */
  line_vat: Grosze;
  line_gross: Grosze;
}

export interface OrderTotals {
  lines: LineTotals[];
  vat_summary: VatSummaryRow[];
  total_net: Grosze;
  total_vat: Grosze;
  total_gross: Grosze;
}

/** a / b for integers, rounded half away from zero (exact: no floating-point halves). */
export function divRound(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b) < 0 ? -1 : 1;
  const [x, y] = [Math.abs(a), Math.abs(b)];
  const q = Math.floor(x / y);
  const r = x - q * y;
  return sign * (2 * r >= y ? q + 1 : q);
}

const vatOfNet = (net: Grosze, rate: VatRate) => (rate ? divRound(net * rate, 100) : 0);

export function lineTotals(line: TotalsLine): LineTotals {
  const net = divRound(line.unit_net * line.quantity * (100 - (line.discount_percent ?? 0)), 100);
  const vat = vatOfNet(net, line.vat_rate);
  return { line_net: net, line_vat: vat, line_gross: net + vat };
}

/** Rates from the highest down, "zw." last (as invoices list them). */
const rateOrder = (a: VatRate, b: VatRate) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

/** `total` spread over `weights` in proportion, by largest remainder: the parts sum to `total` exactly. */
function spread(total: number, weights: number[]): number[] {
  // BigInt: a discount times a gross can pass 2^53.
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (!sum) return weights.map(() => 0);
  const products = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = products.map((p) => Number(p / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = products.map((p, i) => ({ i, r: p % sum })).sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export function orderTotals(input: TotalsInput): OrderTotals {
  const lines = input.items.map(lineTotals);
  const nets = new Map<VatRate, Grosze>();
  input.items.forEach((item, i) => nets.set(item.vat_rate, (nets.get(item.vat_rate) ?? 0) + lines[i]!.line_net));
  if (input.shipping_net) {
    const rate = input.shipping_vat_rate === undefined ? 23 : input.shipping_vat_rate;
    nets.set(rate, (nets.get(rate) ?? 0) + input.shipping_net);
  }
  let summary: VatSummaryRow[] = [...nets.entries()].sort(([a], [b]) => rateOrder(a, b)).map(([rate, net]) => {
    const vat = vatOfNet(net, rate);
    return { rate, net, vat, gross: net + vat };
  });
  const grossBefore = summary.reduce((a, r) => a + r.gross, 0);
  const discount = Math.min(Math.max(input.discount_gross ?? 0, 0), grossBefore);
  if (discount > 0) {
    const parts = spread(discount, summary.map((r) => r.gross));
    summary = summary.map((r, i) => {
      const gross = r.gross - parts[i]!;
      const net = r.rate ? divRound(gross * 100, 100 + r.rate) : gross;
      return { rate: r.rate, net, vat: gross - net, gross };
    });
  }
  const sum = (key: 'net' | 'vat' | 'gross') => summary.reduce((a, r) => a + r[key], 0);
  return { lines, vat_summary: summary, total_net: sum('net'), total_vat: sum('vat'), total_gross: sum('gross') };
}

/** The gross of an order before its discount: the most `discount_gross` may be. */
export const grossBeforeDiscount = (input: TotalsInput): Grosze => orderTotals({ ...input, discount_gross: 0 }).total_gross;
