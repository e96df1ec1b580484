import { sql } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '@harmony/shared';
import {
  bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './core.js';
import { statuses } from './admin.js';
import { files } from './content.js';

/*
 * The shop (issue 25). Money is integer grosze (PLN × 100); a VAT rate is an integer percent or null for "zw."
 * (exempt). What an order copies at order time (addresses, names, prices, VAT) is stored on the order, so a
 * later change of the product or customer never changes a placed order.
 */

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Attribute types (/produkty/typy-atrybutow): how a value is entered — its kind and the kind's settings. */
export const attributeTypes = pgTable(
  'attribute_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** text | richText | number | boolean | select | multiselect | color | date | file */
    kind: text('kind').notNull(),
    /** number: the unit shown after the value (kg, cm, W) */
    unit: text('unit'),
    /** number: decimal places; text: max length; file: allowed extensions — as the kind needs. */
    options: jsonb('options').notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attribute_types_name_unique').on(sql`lower(${t.name})`)],
);

/** Attributes (/produkty/atrybuty): what is described (colour, size, power), typed by an attribute type. */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull().default(''),
    attributeTypeId: integer('attribute_type_id').notNull().references(() => attributeTypes.id, { onDelete: 'restrict' }),
    required: boolean('required').notNull().default(false),
    filterable: boolean('filterable').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attributes_code_unique').on(sql`lower(${t.code})`), index('attributes_type_idx').on(t.attributeTypeId)],
);

/** The choices of a select, multiselect or colour attribute, ordered. */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'cascade' }),
    valuePl: text('value_pl').notNull(),
    valueEn: text('value_en').notNull().default(''),
    /** colour swatches: #rrggbb */
    color: text('color'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId, t.position)],
);

/** Product types (API /api/products/types, "ptypes"): which attributes a product of the type has. */
export const productTypes = pgTable(
  'product_types',
  { id: serial('id').primaryKey(), name: text('name').notNull(), ...timestamps() },
  (t) => [uniqueIndex('product_types_name_unique').on(sql`lower(${t.name})`)],
);

export const productTypeAttributes = pgTable(
  'product_type_attributes',
  {
    productTypeId: integer('product_type_id').notNull().references(() => productTypes.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.attributeId] }), index('product_type_attributes_attribute_idx').on(t.attributeId)],
);

/** Product categories — the API's "groups" (/produkty/kategorie): a tree ordered among siblings. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => productGroups.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }).references(() => files.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    /** The category and its ancestors, root first: kept by the database (db/functions/product_groups_path). */
    pathIds: integer('path_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('product_groups_slug_unique').on(t.slug), index('product_groups_parent_idx').on(t.parentId, t.position)],
);

/** Related categories ("see also"), stored both ways so either side lists the other. */
export const productGroupRelations = pgTable(
  'product_group_relations',
  {
    groupId: integer('group_id').notNull().references(() => productGroups.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id').notNull().references(() => productGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.relatedId] }), check('product_group_relations_not_self', sql`${t.groupId} <> ${t.relatedId}`)],
);

/** Products (/produkty). `search_text` (name, SKU, EAN and attribute values, lower case) is kept by the writes. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    ean: text('ean'),
    productTypeId: integer('product_type_id').references(() => productTypes.id, { onDelete: 'restrict' }),
    priceNet: integer('price_net').notNull().default(0),
    priceGross: integer('price_gross').notNull().default(0),
    /** integer percent; null = "zw." (exempt) */
    vatRate: integer('vat_rate'),
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    /**
     * The product's categories and all their ancestors, kept by the database (db/functions/product_group_tree_refresh):
     * "in this category or below" is `group_tree_ids @> {id}`, one indexed condition whatever the tree.
     */
    groupTreeIds: integer('group_tree_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(sql`lower(${t.sku})`),
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_name_idx').on(t.name, t.id),
    // The list's default order, newest first (as WooCommerce and Medusa list a catalogue).
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_type_idx').on(t.productTypeId),
    // The list's search box is `search_text ILIKE '%…%'`: trigrams find it among 200,000 products without a scan.
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_group_tree_idx').using('gin', t.groupTreeIds),
    check('products_price_not_negative', sql`${t.priceNet} >= 0 and ${t.priceGross} >= 0`),
  ],
);

/** A product's categories. */
export const productGroupProducts = pgTable(
  'product_group_products',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => productGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] }), index('product_group_products_group_idx').on(t.groupId, t.productId)],
);

/** A product's images from the files library, ordered; one is the main image. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => files.id, { onDelete: 'restrict' }),
    main: boolean('main').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), index('product_images_file_idx').on(t.fileId)],
);

/**
 * A product's attribute values: one row per attribute. `value` holds a scalar kind as text (a number in its
 * canonical form, true/false, a YYYY-MM-DD date, sanitised HTML), `value_ids` the chosen attribute values of a
 * select/multiselect/colour, `file_id` a file kind's file.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id, { onDelete: 'restrict' }),
    value: text('value'),
    valueIds: integer('value_ids').array().notNull().default(sql`'{}'::integer[]`),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('product_attribute_values_unique').on(t.productId, t.attributeId),
    index('product_attribute_values_attribute_idx').on(t.attributeId),
  ],
);

/**
 * What the customers list's search box and the orders' customer picker read: the names, company, e-mail, NIP and
 * phone, diacritics folded; one expression for the trigram index and the filter (modules/customers).
 */
export const customerSearchText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; companyName: AnyPgColumn; email: AnyPgColumn; nip: AnyPgColumn; phone: AnyPgColumn }) =>
  sql`translate(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.companyName} || ' ' || ${t.email} || ' ' || coalesce(${t.nip}, '') || ' ' || ${t.phone}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

/** Customers (/klienci, /api/customers): a person or a company (NIP checked with its checksum). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** person | company */
    kind: text('kind').notNull().default('person'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    nip: text('nip'),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /*
     * What the customer's placed orders add up to, kept by the database (customer_totals_on_orders, the triggers
     * on orders): the list sorts 50,000 customers by lifetime value from an index instead of summing a million orders.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    /** grosze: the placed orders' gross totals less what was refunded of them */
    lifetimeValue: bigint('lifetime_value', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    index('customers_lifetime_value_idx').on(t.lifetimeValue, t.id),
    index('customers_search_trgm_idx').using('gin', sql`${customerSearchText(t)} gin_trgm_ops`),
    // The list's default sort, the shown name (modules/customers/repository.ts CUSTOMER_NAME, the same expression):
    // without it, every page sorted all 50,000 customers.
    index('customers_display_name_idx').on(sql`(case when ${t.kind} = 'company' then ${t.companyName} else trim(${t.firstName} || ' ' || ${t.lastName}) end)`, t.id),
  ],
);

/** A customer's addresses: billing and shipping, one default of each kind. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    /** billing | shipping */
    kind: text('kind').notNull(),
    name: text('name').notNull().default(''),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('PL'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.position)],
);

/** A customer's consents (terms, marketing e-mail, phone…) with when given and, if so, withdrawn. */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('customer_consents_customer_idx').on(t.customerId)],
);

/**
 * Orders (/zamowienia). `number` is yearly: ZAM/2026/000123 (year + sequence). `state` is the life cycle the
 * stock follows (draft → placed → cancelled); `status_id` is the administrator's status (applies_to orders);
 * `payment_status` is derived from the payments. Totals are computed by the server in grosze.
 */
/**
 * What the orders list's search box and the payments' order picker read: the number, the copied customer's
 * name, company and e-mail, diacritics folded (a folded pattern: "zolta" finds "Żółta"). One expression for the
 * trigram index and the filters (modules/orders/repository.ts), so PostgreSQL uses one for the other.
 */
export const orderSearchText = (t: { number: AnyPgColumn; customerData: AnyPgColumn }) =>
  sql`translate(coalesce(${t.number}, '') || ' ' || coalesce(${t.customerData}->>'name', '') || ' ' || coalesce(${t.customerData}->>'company_name', '') || ' ' || coalesce(${t.customerData}->>'email', ''), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number'),
    year: integer('year'),
    sequence: integer('sequence'),
    /** draft | placed | cancelled */
    state: text('state').notNull().default('draft'),
    statusId: integer('status_id').references(() => statuses.id, { onDelete: 'set null' }),
    /** unpaid | partly_paid | paid | partly_refunded | refunded */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** copied at order time: {name, company_name, nip, email, phone} */
    customerData: jsonb('customer_data').notNull().default({}),
    billingAddress: jsonb('billing_address').notNull().default({}),
    shippingAddress: jsonb('shipping_address').notNull().default({}),
    shippingMethod: text('shipping_method').notNull().default(''),
    shippingNet: integer('shipping_net').notNull().default(0),
    shippingVatRate: integer('shipping_vat_rate').default(23),
    /** a discount of the whole order, in grosze of the gross total */
    discountGross: integer('discount_gross').notNull().default(0),
    totalNet: integer('total_net').notNull().default(0),
    totalVat: integer('total_vat').notNull().default(0),
    totalGross: integer('total_gross').notNull().default(0),
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** pl | en: the language of the customer's documents */
    locale: text('locale').notNull().default('pl'),
    notes: text('notes').notNull().default(''),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_year_sequence_unique').on(t.year, t.sequence),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.statusId, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The list's search box over a million orders.
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    check('orders_paid_not_negative', sql`${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount}`),
  ],
);

/** An order's items with the product's name, SKU, unit net price and VAT as they were at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    unitNet: integer('unit_net').notNull(),
    vatRate: integer('vat_rate'),
    quantity: integer('quantity').notNull(),
    /** percent off the line, 0–100 */
    discountPercent: integer('discount_percent').notNull().default(0),
    lineNet: integer('line_net').notNull().default(0),
    lineVat: integer('line_vat').notNull().default(0),
    lineGross: integer('line_gross').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), index('order_items_product_idx').on(t.productId)],
);

/** Who changed an order's status, from what to what, when, with a note. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id').references(() => statuses.id, { onDelete: 'set null' }),
    toStatusId: integer('to_status_id').references(() => statuses.id, { onDelete: 'set null' }),
    /** the life-cycle change, when there was one: placed | cancelled */
    event: text('event'),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Payments and refunds (/pay): one row each; an order's paid and refunded sums follow the completed ones. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'restrict' }),
    /** payment | refund */
    kind: text('kind').notNull().default('payment'),
    /** transfer | cash | card | online | other */
    method: text('method').notNull().default('transfer'),
    amount: integer('amount').notNull(),
    /** pending | completed | failed */
    status: text('status').notNull().default('completed'),
    reference: text('reference').notNull().default(''),
    paidOn: date('paid_on').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_paid_on_idx').on(t.paidOn, t.id),
    index('payments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
