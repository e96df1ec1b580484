import { LIST_COUNT_UP_TO } from '../constants.js';
import { z } from 'zod';
import { blankFilter } from './list-query.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { isoDate } from './activities.js';
import { optionalRef, refFilter, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { PAYMENT_STATUSES } from './payment-status.js';
import { PRICE_MAX, vatRateField } from './products.js';

/**
 * Orders (/zamowienia, /api/orders). An order is a draft until placed (POST …/place numbers it ZAM/{year}/
 * {000123} and takes stock), then placed, then maybe cancelled (stock returned). What it copies at order
 * time — the customer's data and addresses, each item's name, SKU, unit net price and VAT — is stored on it.
 * Money in grosze; totals computed by the server with order-totals.ts.
 */
export const ORDER_STATES = ['draft', 'placed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_QUANTITY_MAX = 100_000;

const blankToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

export const orderAddress = z.object({
  name: textOrEmpty(200),
  street: textOrEmpty(200),
  postcode: textOrEmpty(20),
  city: textOrEmpty(100),
  country: textOrEmpty(2),
});
export type OrderAddress = z.infer<typeof orderAddress>;
/** An address as answers carry it (no transforms: answers are written from the schema). */
const orderAddressRead = z.object({ name: z.string(), street: z.string(), postcode: z.string(), city: z.string(), country: z.string() }).partial();
export const EMPTY_ADDRESS: OrderAddress = { name: '', street: '', postcode: '', city: '', country: '' };

/**
 * One item. With `product_id`, whatever of name, SKU, unit net price and VAT is left out is copied from the
 * product at that moment (`vat_rate: null` is "zw.", not "left out"); without one, name and price are needed.
 */
export const orderItemInput = z.object({
  product_id: optionalRef(),
  name: z.preprocess(blankToUndefined, v.text(200).optional()),
  sku: v.optionalText(64),
  unit_net: z.preprocess(blankToUndefined, v.intBetween(0, PRICE_MAX).optional()),
  vat_rate: vatRateField().optional(),
  quantity: v.intBetween(1, ORDER_QUANTITY_MAX),
  discount_percent: v.intBetween(0, 100).default(0),
}).superRefine((item, ctx) => {
  if (item.product_id != null) return;
  if (item.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: encodeRule('required') });
  if (item.unit_net === undefined) ctx.addIssue({ code: 'custom', path: ['unit_net'], message: encodeRule('required') });
});
export type OrderItemInput = z.input<typeof orderItemInput>;

export const orderInput = z.object({
  /** A customer: their data and default addresses are copied onto the order (addresses only where not sent). */
  customer_id: optionalRef(),
  billing_address: orderAddress.default(EMPTY_ADDRESS),
  shipping_address: orderAddress.default(EMPTY_ADDRESS),
  shipping_method: textOrEmpty(100),
  shipping_net: v.intBetween(0, PRICE_MAX).default(0),
  shipping_vat_rate: vatRateField().default(23),
  /** Taken off the gross total (order-totals.ts); at most the gross before it. */
  discount_gross: v.intBetween(0, PRICE_MAX).default(0),
  /** A status that applies to orders; changing it on a placed order writes the history like POST …/status. */
  status_id: optionalRef(),
  locale: v.oneOf(['pl', 'en'] as const).default('pl'),
  notes: textOrEmpty(10_000),
});
export type OrderInput = z.input<typeof orderInput>;

/** The form's body: the order with its items (the API's child collection). */
export const orderFormInput = orderInput.extend({ items: z.array(orderItemInput).max(500, { error: encodeRule('array', 0, 500) }) });
export type OrderFormInput = z.input<typeof orderFormInput>;

export const orderCustomerData = z.object({
  name: z.string().optional(),
  company_name: z.string().optional(),
  nip: z.string().nullable().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type OrderCustomerData = z.infer<typeof orderCustomerData>;

const vatSummaryRow = z.object({ rate: z.number().int().nullable(), net: z.number().int(), vat: z.number().int(), gross: z.number().int() });
const colored = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

export const orderItemRead = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  unit_net: z.number().int(),
  vat_rate: z.number().int().nullable(),
  quantity: z.number().int(),
  discount_percent: z.number().int(),
  line_net: z.number().int(),
  line_vat: z.number().int(),
  line_gross: z.number().int(),
  position: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemRead>;

export const orderHistoryRead = z.object({
  id: z.number().int(),
  event: z.string().nullable(),
  from_status: colored.nullable(),
  to_status: colored.nullable(),
  note: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryRead>;

export const ORDER_SORTABLE = ['id', 'number', 'created_at', 'total_gross'] as const;

export const orderRead = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  state: z.enum(ORDER_STATES),
  status_id: z.number().int().nullable(),
  status: colored.nullable().optional(),
  payment_status: z.enum(PAYMENT_STATUSES),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().optional(),
  customer_data: orderCustomerData,
  billing_address: orderAddressRead,
  shipping_address: orderAddressRead,
  shipping_method: z.string(),
  shipping_net: z.number().int(),
  shipping_vat_rate: z.number().int().nullable(),
  discount_gross: z.number().int(),
  total_net: z.number().int(),
  total_vat: z.number().int(),
  total_gross: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  locale: z.string(),
  notes: z.string(),
  items_count: z.number().int().optional(),
  placed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** GET /api/orders/{id} only: */
  items: z.array(orderItemRead).optional(),
  history: z.array(orderHistoryRead).optional(),
  payments: z.array(z.object({
    id: z.number().int(), kind: z.string(), method: z.string(), amount: z.number().int(), status: z.string(),
    reference: z.string(), paid_on: z.string(),
  })).optional(),
  vat_summary: z.array(vatSummaryRow).optional(),
});
export type Order = z.infer<typeof orderRead>;


export const orderFilters = {
  status_id: refFilter(),
  state: blankFilter(v.oneOf(ORDER_STATES)),
  payment_status: blankFilter(v.oneOf(PAYMENT_STATUSES)),
  customer_id: refFilter(),
  /** Days in Europe/Warsaw, both included. */
  created_from: blankFilter(isoDate()),
  created_to: blankFilter(isoDate()),
};

export const ordersContract = defineContract({
  name: 'orders',
  path: '/api/orders',
  ...RESOURCES.orders,
  input: orderInput,
  read: orderRead,
  list: { sort: ORDER_SORTABLE, defaultSort: 'created_at', filters: orderFilters, search: ['number', 'customer_name', 'email'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'orders.fields',
});
export const orderListQuery = ordersContract.listQuery;
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** POST /api/orders/{id}/status */
export const orderStatusInput = z.object({ status_id: v.id(), note: textOrEmpty(2000) });
/** POST /api/orders/{id}/mark-paid: a completed bank transfer of what is left to pay. */
export const orderMarkPaidInput = z.object({ reference: textOrEmpty(200), paid_on: z.preprocess(blankToUndefined, isoDate().optional()) });
/** The actions' answer: the order as GET reads it. */
export const orderActionRead = z.object({ message: z.string(), data: orderRead });
/** GET /api/orders/{id}/proforma.pdf */
export const proformaQuery = z.object({ locale: z.preprocess(blankToUndefined, v.oneOf(['pl', 'en'] as const).optional()) });

/** `ZAM/2026/000123` */
export const orderNumberOf = (year: number, sequence: number) => `ZAM/${year}/${String(sequence).padStart(6, '0')}`;
