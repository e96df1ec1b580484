import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { listPageRead } from './engine-wire.js';
import { RESOURCES } from './identities.js';
import { listQuerySchema } from './list-query.js';
import { optionalSlug } from './products.js';

/**
 * Product categories — the API's "groups" (/produkty/kategorie, /api/groups): a tree ordered among siblings
 * (move: PUT /api/groups/{id}/move), with a slug made from the name when none is typed, a rich-text
 * description, an image from the files library and related categories stored both ways.
 */

/** Most related categories one category may have. */
export const GROUP_RELATED_MAX = 50;

const relatedIds = () =>
  z.array(v.id(), { error: encodeRule('array', 0, GROUP_RELATED_MAX) })
    .max(GROUP_RELATED_MAX, { error: encodeRule('array', 0, GROUP_RELATED_MAX) });

export const groupInput = z.object({
  name: v.text(200),
  slug: optionalSlug(),
  parent_id: optionalRef(),
  /** Place among the siblings; left out on a create: after the last one. */
  position: v.intBetween(0, 100_000).optional(),
  /** Rich text: the server sanitises it with the allow-list. */
  description: textOrEmpty(100_000),
  image_id: optionalRef(),
  active: z.boolean({ error: encodeRule('boolean') }).default(true),
  /** Related categories; left out of a PUT: the stored ones stay. */
  related_ids: relatedIds().optional(),
});
export type GroupInput = z.input<typeof groupInput>;

export const GROUP_SORTABLE = ['id', 'name', 'position', 'created_at'] as const;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const groupRead = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  description: z.string(),
  image_id: z.number().int().nullable(),
  active: z.boolean(),
  related_ids: z.array(z.number().int()),
  related: z.array(ref).optional(),
  /** Products linked to this category itself (not its subcategories). */
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupRead>;

export const groupFilters = {
  active: z.preprocess((x) => (x === '' ? undefined : x), v.oneOf(['true', 'false'] as const).optional()),
  parent_id: optionalRef().optional(),
};

export const groupsContract = defineContract({
  name: 'groups',
  path: '/api/groups',
  ...RESOURCES.groups,
  input: groupInput,
  read: groupRead,
  // Tree order: siblings by position (the tree list nests them under their parents).
  list: { sort: GROUP_SORTABLE, defaultSort: 'position', filters: groupFilters, search: ['name', 'slug'] },
  labels: 'groups.fields',
});

/** POST /api/groups/related: replaces one category's related set (symmetrically). */
export const GROUP_RELATED_PATH = '/api/groups/related';
export const groupRelatedInput = z.object({ group_id: v.id(), related_ids: relatedIds() });
export const groupRelatedAnswer = z.object({ message: z.string(), data: z.array(ref) });

/** GET /api/groups/{id}/products: a category's products (with `descendants=true`, its subcategories' too). */
export const groupProductsQuery = listQuerySchema(['id', 'name', 'sku', 'price_gross', 'stock'] as const, 'name', {
  descendants: z.preprocess((x) => (x === '' ? undefined : x), v.oneOf(['true', 'false'] as const).default('false')),
});
export const groupProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price_gross: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type GroupProductRow = z.infer<typeof groupProductRow>;
export const groupProductsAnswer = listPageRead(groupProductRow);
export const groupProductsPath = (id: number | string) => `/api/groups/${id}/products`;

/** GET /api/products/groups: every category in tree order, flat, with its depth and path, for pickers. */
export const PRODUCT_GROUPS_PATH = '/api/products/groups';
export const productGroupOption = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  active: z.boolean(),
  /** "Odzież › Męska › Koszule" */
  path: z.string(),
});
export type ProductGroupOption = z.infer<typeof productGroupOption>;
export const productGroupsAnswer = z.object({ data: z.array(productGroupOption) });
