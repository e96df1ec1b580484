import { LIST_COUNT_UP_TO } from '../constants.js';
import { z } from 'zod';
import { imageListInput, imageListRead, imageRefInput } from './images.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, refFilter, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { productAttributeValueWire } from './shop-kinds.js';

/**
 * Products (/produkty, /api/products). Money in grosze: the form sends the net price and the VAT rate, the
 * server derives the gross price. `group_ids` are the product's categories (the API's groups); `images` are
 * files of the library in order, one of them `main`; `attribute_values` one per attribute of the product type.
 */

/** Most grosze a price may be: 999 999,99 zł. */
export const PRICE_MAX = 99_999_999;
export const STOCK_MAX = 10_000_000;
/** The VAT rates a product may have: percent, or null for "zw." (exempt). */
export const PRODUCT_VAT_RATES = [23, 8, 5, 0] as const;

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An EAN-8 or EAN-13 with a right check digit (GS1: weights 3 and 1 from the right, before the check digit). */
export function eanIsValid(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A URL slug: lower-case letters, digits, single hyphens. Empty → null (the server makes one from the name). */
export const optionalSlug = () =>
  z.preprocess(emptyToNull, z.string({ error: encodeRule('string') }).trim().max(200, { error: encodeRule('max', 200) })
    .regex(SLUG, { error: encodeRule('slug') }).nullable());

/** A VAT rate: 23, 8, 5, 0, or null ("zw."). */
export const vatRateField = () =>
  z.preprocess((x) => (x === '' || x === 'zw' ? null : typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x),
    z.union([z.literal(23), z.literal(8), z.literal(5), z.literal(0), z.null()], { error: encodeRule('in') }));

/** A product's image: the shared image reference (images.ts). */
export const productImageInput = imageRefInput;

export const productInput = z.object({
  name: v.text(200),
  slug: optionalSlug(),
  sku: v.text(64),
  ean: z.preprocess(emptyToNull, z.string({ error: encodeRule('string') }).trim().refine(eanIsValid, { error: encodeRule('ean') }).nullable()),
  product_type_id: optionalRef(),
  price_net: v.intBetween(0, PRICE_MAX),
  vat_rate: vatRateField(),
  stock: v.intBetween(0, STOCK_MAX).default(0),
  low_stock_threshold: v.intBetween(0, STOCK_MAX).default(0),
  allow_backorder: z.boolean({ error: encodeRule('boolean') }).default(false),
  active: z.boolean({ error: encodeRule('boolean') }).default(true),
  /** Rich text: the server sanitises it with the allow-list. */
  description: textOrEmpty(100_000),
  seo_title: textOrEmpty(120),
  seo_description: textOrEmpty(320),
  group_ids: z.array(v.id(), { error: encodeRule('array', 0, 50) }).max(50, { error: encodeRule('array', 0, 50) }).default([]),
  images: imageListInput(20),
  attribute_values: z.array(productAttributeValueWire, { error: encodeRule('array', 0, 100) }).max(100, { error: encodeRule('array', 0, 100) }).default([]),
});
export type ProductInput = z.input<typeof productInput>;

export const PRODUCT_SORTABLE = ['id', 'name', 'sku', 'price_net', 'price_gross', 'stock', 'created_at', 'updated_at'] as const;
/** Stock states of the list's filter: above the low-stock threshold, at or under it (but above zero), none. */
export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;

export const productRead = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  ean: z.string().nullable(),
  product_type_id: z.number().int().nullable(),
  product_type: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  price_net: z.number().int(),
  price_gross: z.number().int(),
  vat_rate: z.number().int().nullable(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  /** stock at or under the low-stock threshold */
  low_stock: z.boolean(),
  allow_backorder: z.boolean(),
  active: z.boolean(),
  description: z.string().optional(),
  seo_title: z.string().optional(),
  seo_description: z.string().optional(),
  group_ids: z.array(z.number().int()),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /** The main image's file, for the list's thumbnail. */
  main_image_id: z.number().int().nullable().optional(),
  images: imageListRead.optional(),
  attribute_values: z.array(productAttributeValueWire).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productRead>;

/** The list's filters; the products bulk edit, the category assignment and the export apply the same ones. */
export const productFilters = {
  /** A category and all its descendants. */
  group_id: refFilter(),
  product_type_id: refFilter(),
  price_min: z.preprocess((x) => (x === '' ? undefined : x), v.intBetween(0, PRICE_MAX).optional()),
  price_max: z.preprocess((x) => (x === '' ? undefined : x), v.intBetween(0, PRICE_MAX).optional()),
  stock_state: z.preprocess((x) => (x === '' ? undefined : x), v.oneOf(STOCK_STATES).optional()),
  active: z.preprocess((x) => (x === '' ? undefined : x), v.oneOf(['true', 'false'] as const).optional()),
};

export const productsContract = defineContract({
  name: 'products',
  path: '/api/products',
  ...RESOURCES.products,
  input: productInput,
  read: productRead,
  // The search also matches attribute values (the products' search_text column).
  // Newest first, as WooCommerce and Medusa list a catalogue (the created_at index walks it; a search for a
  // common word finds its first page in a few hundred rows instead of sorting all its matches by name).
  list: { sort: PRODUCT_SORTABLE, defaultSort: 'created_at', defaultOrder: 'desc', filters: productFilters, search: ['name', 'sku', 'ean'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'products.fields',
});
export const productListQuery = productsContract.listQuery;
export type ProductListQuery = z.infer<typeof productListQuery>;
