import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { ORDER_CANCELLED_STATUS_SETTING, orderNumberOf, orderTotals, paymentStatusOf, warsawDay, warsawYear, type OrderAddress } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { customerAddresses, customers, orderItems, orders, orderStatusHistory, payments, products, settings, statuses } from '../../schema.js';
import { Random } from '../demo-random.js';

/*
 * The demo shop's orders: the order statuses (added when missing; "Anulowane" the one cancelling sets), then 150 orders over the last six months in
 * every state and status, 1–5 items copied from the products, totals by order-totals.ts, yearly numbers,
 * status history and payments consistent with each order's payment status. Deterministic for a given `now`;
 * the demo stock never goes below zero (an item the stock can't cover is left out of a placed order).
 */

const ORDER_STATUSES = [
  { name: 'Nowe', color: '#1e88e5' },
  { name: 'W realizacji', color: '#fb8c00' },
  { name: 'Wysłane', color: '#8e24aa' },
  { name: 'Zrealizowane', color: '#43a047' },
  { name: 'Anulowane', color: '#757575' },
] as const;

const DAY = 86_400_000;

/** The order statuses, inserted where missing; their ids by name. */
export async function orderStatuses(tx: DbOrTx): Promise<Record<string, number>> {
  const existing = await tx.select().from(statuses).where(eq(statuses.appliesTo, 'orders'));
  const ids: Record<string, number> = Object.fromEntries(existing.map((s) => [s.name, s.id]));
  for (const [position, s] of ORDER_STATUSES.entries()) {
    if (ids[s.name]) continue;
    const [row] = await tx.insert(statuses).values({ name: s.name, color: s.color, position: position + 1, appliesTo: 'orders' }).returning({ id: statuses.id });
    ids[s.name] = row!.id;
  }
  return ids;
}

/** The status cancelling sets (the setting orderCancelledStatusId): "Anulowane", unless one is set already. */
async function defaultCancelledStatus(tx: DbOrTx, statusId: number): Promise<void> {
  await tx.insert(settings).values({ key: ORDER_CANCELLED_STATUS_SETTING, value: String(statusId) }).onConflictDoNothing();
}

async function customerCopies(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const people = await tx.select().from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id));
  const addresses = await tx.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)).orderBy(asc(customerAddresses.position));
  const address = (id: number, kind: string): OrderAddress => {
    const a = addresses.find((x) => x.customerId === id && x.kind === kind && x.isDefault) ?? addresses.find((x) => x.customerId === id && x.kind === kind);
    return a ? { name: a.name, street: a.street, postcode: a.postcode, city: a.city, country: a.country } : { name: '', street: '', postcode: '', city: '', country: '' };
  };
  return people.map((c) => ({
    id: c.id,
    data: { name: `${c.firstName} ${c.lastName}`.trim() || c.companyName, company_name: c.companyName, nip: c.nip, email: c.email, phone: c.phone },
    billing: address(c.id, 'billing'),
    shipping: address(c.id, 'shipping'),
  }));
}

type Plan = 'draft' | 'cancelled' | 'Nowe' | 'W realizacji' | 'Wysłane' | 'Zrealizowane';
const PLANS: (readonly [Plan, number])[] = [['draft', 10], ['cancelled', 14], ['Nowe', 20], ['W realizacji', 18], ['Wysłane', 18], ['Zrealizowane', 40]];
const FLOW = ['Nowe', 'W realizacji', 'Wysłane', 'Zrealizowane'] as const;

export async function seedShopOrders(
  tx: DbOrTx,
  ctx: { customerIds: number[]; productIds: number[]; adminUserId: number },
  now = new Date(),
): Promise<void> {
  const rnd = new Random(25_150);
  const status = await orderStatuses(tx);
  await defaultCancelledStatus(tx, status.Anulowane!);
  const buyers = await customerCopies(tx, ctx.customerIds);
  const catalogue = ctx.productIds.length
    ? await tx.select().from(products).where(inArray(products.id, ctx.productIds)).orderBy(asc(products.id))
    : [];
  if (!catalogue.length) return;
  const stock = new Map(catalogue.map((p) => [p.id, p.stock]));
  const sequences = new Map<number, number>();
  const nextNumber = async (year: number) => {
    if (!sequences.has(year)) {
      const [row] = await tx.select({ n: max(orders.sequence) }).from(orders).where(eq(orders.year, year));
      sequences.set(year, row?.n ?? 0);
    }
    const sequence = sequences.get(year)! + 1;
    sequences.set(year, sequence);
    return { year, sequence, number: orderNumberOf(year, sequence) };
  };

  // Oldest first, so the yearly numbers follow the dates.
  const created = Array.from({ length: 150 }, () => new Date(now.getTime() - rnd.int(0, 182) * DAY - rnd.int(0, 86_399) * 1000)).sort((a, b) => a.getTime() - b.getTime());
  for (const createdAt of created) {
    let plan = rnd.weighted(PLANS);
    const buyer = buyers.length ? rnd.pick(buyers) : undefined;
    const lines = [];
    const used = new Set<number>();
    for (let i = rnd.int(1, 5); i > 0; i--) {
      const p = rnd.pick(catalogue);
      if (used.has(p.id)) continue;
      const quantity = rnd.int(1, 3);
      // A placed order that is not cancelled takes stock; one the stock can't cover leaves the item out.
      if (plan !== 'draft' && plan !== 'cancelled') {
        if ((stock.get(p.id) ?? 0) < quantity) continue;
        stock.set(p.id, stock.get(p.id)! - quantity);
      }
      used.add(p.id);
      lines.push({ productId: p.id, name: p.name, sku: p.sku, unitNet: p.priceNet, vatRate: p.vatRate, quantity, discountPercent: rnd.chance(0.15) ? rnd.pick([5, 10, 15]) : 0 });
    }
    if (!lines.length) {
      // Nothing in stock for it: a draft (drafts take no stock).
      plan = 'draft';
      const p = rnd.pick(catalogue);
      lines.push({ productId: p.id, name: p.name, sku: p.sku, unitNet: p.priceNet, vatRate: p.vatRate, quantity: 1, discountPercent: 0 });
    }
    const placedOrCancelled = plan !== 'draft';
    const shippingNet = rnd.pick([0, 1299, 1599, 2199]);
    const discountGross = rnd.chance(0.1) ? rnd.pick([500, 1000, 2000]) : 0;
    const totals = orderTotals({
      items: lines.map((l) => ({ unit_net: l.unitNet, quantity: l.quantity, discount_percent: l.discountPercent, vat_rate: l.vatRate })),
      shipping_net: shippingNet, shipping_vat_rate: 23, discount_gross: discountGross,
    });
    const placedAt = placedOrCancelled ? new Date(Math.min(createdAt.getTime() + rnd.int(600, 7200) * 1000, now.getTime())) : null;
    const number = placedAt ? await nextNumber(warsawYear(placedAt)) : { year: null, sequence: null, number: null };
    const finalStatus = plan === 'draft' ? null : plan === 'cancelled' ? status.Anulowane! : status[plan]!;
    const cancelledAt = plan === 'cancelled' ? new Date(Math.min(placedAt!.getTime() + rnd.int(1, 5) * DAY, now.getTime())) : null;

    const [order] = await tx.insert(orders).values({
      ...number, state: plan === 'draft' ? 'draft' : plan === 'cancelled' ? 'cancelled' : 'placed', statusId: finalStatus,
      customerId: buyer?.id ?? null, customerData: buyer?.data ?? {}, billingAddress: buyer?.billing ?? {}, shippingAddress: buyer?.shipping ?? {},
      shippingMethod: shippingNet ? rnd.pick(['Kurier DPD', 'InPost Paczkomat', 'Poczta Polska']) : 'Odbiór osobisty',
      shippingNet, shippingVatRate: 23, discountGross, totalNet: totals.total_net, totalVat: totals.total_vat, totalGross: totals.total_gross,
      placedAt, cancelledAt, createdBy: ctx.adminUserId, createdAt, updatedAt: cancelledAt ?? placedAt ?? createdAt,
    }).returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values(lines.map((l, position) => ({ ...l, orderId, position, lineNet: totals.lines[position]!.line_net, lineVat: totals.lines[position]!.line_vat, lineGross: totals.lines[position]!.line_gross })));
    if (!placedAt) continue;

    // History: placed as Nowe, then along the flow to its status (or cancelled).
    const history: (typeof orderStatusHistory.$inferInsert)[] = [{ orderId, fromStatusId: null, toStatusId: status.Nowe!, event: 'placed', userId: ctx.adminUserId, createdAt: placedAt }];
    let at = placedAt.getTime();
    const steps = plan === 'cancelled' ? [] : FLOW.slice(1, FLOW.indexOf(plan as (typeof FLOW)[number]) + 1);
    let from: number = status.Nowe!;
    for (const step of steps) {
      at = Math.min(at + rnd.int(1, 4) * DAY, now.getTime());
      history.push({ orderId, fromStatusId: from, toStatusId: status[step]!, note: step === 'Wysłane' ? `List przewozowy ${rnd.int(100000, 999999)}` : '', userId: ctx.adminUserId, createdAt: new Date(at) });
      from = status[step]!;
    }
    if (cancelledAt) history.push({ orderId, fromStatusId: from, toStatusId: status.Anulowane!, event: 'cancelled', note: 'Rezygnacja klienta', userId: ctx.adminUserId, createdAt: cancelledAt });
    await tx.insert(orderStatusHistory).values(history);

    // Payments: completed orders paid, a few refunded; new ones unpaid or partly paid; cancelled ones refunded if paid.
    const gross = totals.total_gross;
    const paidOn = (offsetDays: number) => warsawDay(new Date(Math.min(placedAt.getTime() + offsetDays * DAY, now.getTime())));
    const rows: (typeof payments.$inferInsert)[] = [];
    const kind = plan === 'Nowe' ? rnd.weighted([['none', 5], ['part', 3], ['full', 2]] as const)
      : plan === 'cancelled' ? rnd.weighted([['none', 2], ['refunded', 1]] as const)
        : rnd.weighted([['full', 12], ['part', 2], ['partRefund', 1], ['refunded', 1]] as const);
    const method = rnd.pick(['transfer', 'online', 'card', 'cash'] as const);
    const reference = (n: number) => `${method === 'transfer' ? 'Przelew' : 'Płatność'} ${number.number} ${n}`;
    if (kind === 'part') rows.push({ orderId, kind: 'payment', method, amount: Math.max(1, Math.round(gross * 0.4)), reference: reference(1), paidOn: paidOn(1) });
    if (kind === 'full' || kind === 'partRefund' || kind === 'refunded') {
      rows.push({ orderId, kind: 'payment', method, amount: gross, reference: reference(1), paidOn: paidOn(1) });
    }
    if (kind === 'partRefund') rows.push({ orderId, kind: 'refund', method, amount: Math.max(1, Math.round(gross * 0.25)), reference: 'Zwrot części towaru', paidOn: paidOn(8) });
    if (kind === 'refunded') rows.push({ orderId, kind: 'refund', method, amount: gross, reference: 'Zwrot całości', paidOn: paidOn(6) });
    if (rnd.chance(0.05)) rows.push({ orderId, kind: 'payment', method: 'card', amount: gross, status: 'failed', reference: 'Odrzucona karta', paidOn: paidOn(0) });
    const valid = rows.filter((r) => r.amount > 0).map((r) => ({ ...r, createdBy: ctx.adminUserId }));
    if (valid.length) await tx.insert(payments).values(valid);
    const paid = valid.filter((r) => r.kind === 'payment' && r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
    const refunded = valid.filter((r) => r.kind === 'refund').reduce((a, r) => a + r.amount, 0);
    await tx.update(orders).set({ paidAmount: paid, refundedAmount: refunded, paymentStatus: paymentStatusOf(gross, paid, refunded) }).where(and(eq(orders.id, orderId)));
  }

  for (const p of catalogue) {
    const left = stock.get(p.id)!;
    if (left !== p.stock) await tx.update(products).set({ stock: left }).where(eq(products.id, p.id));
  }
}
