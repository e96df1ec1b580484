import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EMPTY_ADDRESS, formatRuleMessage, grossBeforeDiscount, orderTotals, type OrderAddress, type Rule } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { customerAddresses, customers, orderItems, orderStatusHistory, products, statuses } from '../../db/schema.js';
import { ApiError } from '../../lib/http-errors.js';
import { pathLabel } from '../../lib/validate.js';

type Row = Record<string, unknown>;
const LABELS = 'orders.fields';

/** A 422 on one field path (`items.2.quantity`), its label read from the orders' group ("ilość w wierszu 3"). */
export class OrderErrors {
  private readonly errors: Record<string, string[]> = {};
  constructor(private readonly req: FastifyRequest) {}
  rule(field: string, rule: Rule, ...args: (string | number)[]) {
    const encoded = args.length ? `${rule}:${args.join(',')}` : rule;
    (this.errors[field] ??= []).push(formatRuleMessage(encoded, this.req.locale, pathLabel(this.req, field, LABELS)));
    return this;
  }
  message(field: string, key: string) {
    (this.errors[field] ??= []).push(this.req.t(key));
    return this;
  }
  throwIfAny() {
    const first = Object.values(this.errors)[0]?.[0];
    if (first) throw new ApiError(422, first, {}, this.errors);
  }
}

export const stateError = (req: FastifyRequest, field = 'state') => {
  new OrderErrors(req).rule(field, 'order_state').throwIfAny();
};

/** What a placed order may still change in PUT: its notes and status (the status writes history). */
const FROZEN = ['customer_id', 'billing_address', 'shipping_address', 'shipping_method', 'shipping_net', 'shipping_vat_rate', 'discount_gross', 'locale'] as const;
const stored = (before: Row, field: string) => before[field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
/** Equal values; objects whatever their key order (jsonb keeps its own) and with empty fields as absent. */
const canonical = (x: unknown): unknown =>
  x && typeof x === 'object' && !Array.isArray(x)
    ? Object.fromEntries(Object.entries(x).filter(([, v]) => v !== '' && v != null).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
    : (x ?? null);
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether a status applies to orders. */
export async function isOrderStatus(tx: DbOrTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: statuses.id }).from(statuses).where(and(eq(statuses.id, id), eq(statuses.appliesTo, 'orders')));
  return Boolean(row);
}

/** A status history row: who changed the order's status (or its life cycle) from what to what, with a note. */
export async function writeHistory(tx: DbOrTx, req: FastifyRequest, orderId: number, entry: HistoryEntry) {
  await historyEntry(tx, req, orderId, entry);
}

type HistoryEntry = { from: number | null; to: number | null; event?: string; note?: string; at?: Date };

/** The insert of one status-history row, not yet run: to send with the activity entry in one statement (writeTogether). */
export function historyEntry(tx: DbOrTx, req: FastifyRequest, orderId: number, entry: HistoryEntry) {
  return tx.insert(orderStatusHistory).values(historyValues(req, orderId, entry));
}

/** A status-history row's values (without `at`, the row's time is the transaction's). */
export function historyValues(req: FastifyRequest, orderId: number, entry: HistoryEntry) {
  return {
    orderId, fromStatusId: entry.from, toStatusId: entry.to, event: entry.event ?? null, note: entry.note ?? '', userId: req.session?.userId ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  };
}

/** The columns historyValues fills when given the time (`at`). */
export const HISTORY_VALUES = ['orderId', 'fromStatusId', 'toStatusId', 'event', 'note', 'userId', 'createdAt'] as const satisfies readonly (keyof ReturnType<typeof historyValues>)[];

const isEmptyAddress = (a: OrderAddress | undefined) => !a || Object.values(a).every((x) => !x);

/** The customer's data and default addresses as an order copies them (the default of each kind, else the first). */
async function customerCopy(tx: DbOrTx, customerId: number) {
  const [c] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!c) return undefined;
  const addresses = await tx.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.position), asc(customerAddresses.id));
  const address = (kind: string): OrderAddress => {
    const a = addresses.find((x) => x.kind === kind);
    return a ? { name: a.name, street: a.street, postcode: a.postcode, city: a.city, country: a.country } : { ...EMPTY_ADDRESS };
  };
  const person = `${c.firstName} ${c.lastName}`.trim();
  return {
    data: { name: person || c.companyName, company_name: c.companyName, nip: c.nip, email: c.email, phone: c.phone },
    billing: address('billing'),
    shipping: address('shipping'),
  };
}

/**
 * Items as stored: what an item left out is copied from its product now (name, SKU, unit net, VAT), and its
 * line totals computed. A product that does not exist is a 422 on the row's product.
 */
async function completeItems(tx: DbOrTx, items: Row[], errors: OrderErrors): Promise<Row[]> {
  const ids = [...new Set(items.map((i) => i.product_id).filter((x): x is number => typeof x === 'number'))];
  const found = ids.length ? await tx.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return items.map((item, index) => {
    const product = item.product_id != null ? byId.get(item.product_id as number) : undefined;
    if (item.product_id != null && !product) errors.rule(`items.${index}.product_id`, 'in');
    const filled = {
      product_id: item.product_id ?? null,
      name: (item.name as string | undefined) ?? product?.name ?? '',
      sku: (item.sku as string | undefined) ?? product?.sku ?? '',
      unit_net: (item.unit_net as number | undefined) ?? product?.priceNet ?? 0,
      vat_rate: item.vat_rate !== undefined ? (item.vat_rate as number | null) : (product?.vatRate ?? null),
      quantity: item.quantity as number,
      discount_percent: (item.discount_percent as number | undefined) ?? 0,
    };
    return filled;
  });
}

/**
 * The draft's derived fields, inside the write's transaction (the engine's before-hooks): the customer's data
 * and addresses copied, the items completed and the order's totals computed with order-totals.ts. A placed or
 * cancelled order keeps everything but its notes and status.
 */
export async function composeOrder(tx: DbOrTx, req: FastifyRequest, input: Row, before?: Row): Promise<void> {
  const errors = new OrderErrors(req);
  if (before && before.state !== 'draft') {
    if (Array.isArray(input.items) || FROZEN.some((f) => !same(input[f], stored(before, f)))) stateError(req);
  }
  const statusChanged = input.status_id != null && (!before || input.status_id !== before.statusId);
  if (statusChanged && !(await isOrderStatus(tx, input.status_id as number))) errors.message('status_id', 'orders.statusNotForOrders');
  if (before && before.state !== 'draft') return errors.throwIfAny();

  const customerChanged = input.customer_id !== (before?.customerId ?? null);
  if (input.customer_id == null) {
    input.customer_data = {};
  } else if (customerChanged) {
    const copy = await customerCopy(tx, input.customer_id as number);
    if (!copy) errors.rule('customer_id', 'in');
    else {
      input.customer_data = copy.data;
      // The customer's defaults, unless an address was sent (on a change of customer: one other than the stored).
      for (const [field, fallback] of [['billing_address', copy.billing], ['shipping_address', copy.shipping]] as const) {
        const sent = input[field] as OrderAddress;
        if (isEmptyAddress(sent) || (before && same(sent, stored(before, field)))) input[field] = fallback;
      }
    }
  }

  const items = Array.isArray(input.items)
    ? await completeItems(tx, input.items as Row[], errors)
    : before
      ? (await tx.select().from(orderItems).where(eq(orderItems.orderId, before.id as number))).map((i) => ({ unit_net: i.unitNet, quantity: i.quantity, discount_percent: i.discountPercent, vat_rate: i.vatRate }))
      : [];
  errors.throwIfAny();
  const totalsInput = {
    items: items as { unit_net: number; quantity: number; discount_percent: number; vat_rate: number | null }[],
    shipping_net: input.shipping_net as number,
    shipping_vat_rate: input.shipping_vat_rate as number | null,
    discount_gross: input.discount_gross as number,
  };
  const most = grossBeforeDiscount(totalsInput);
  if ((input.discount_gross as number) > most) errors.rule('discount_gross', 'between', 0, most).throwIfAny();
  const totals = orderTotals(totalsInput);
  if (Array.isArray(input.items)) input.items = items.map((item, i) => ({ ...item, ...totals.lines[i] }));
  Object.assign(input, { total_net: totals.total_net, total_vat: totals.total_vat, total_gross: totals.total_gross });
}

/** After a write: a status set or changed through PUT is a history row like POST …/status. */
export async function statusHistoryOfWrite(tx: DbOrTx, req: FastifyRequest, orderId: number, from: number | null, to: number | null) {
  if (from !== to) await writeHistory(tx, req, orderId, { from, to });
}
