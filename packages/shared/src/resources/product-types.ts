import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/**
 * Product types (/produkty/typy, the seed's "ptypes" at /api/products/types): which attributes a product of
 * the type has, in order — the child collection `attributes` of `{attribute_id}`. The products form reads them
 * as attribute definitions from GET /api/products/types/{id}/attributes (`typeAttributeRead`, shop-kinds.ts).
 */

export const productTypeAttributeInput = z.object({ attribute_id: v.id() });

export const productTypeInput = z.object({ name: v.text(100) });
export type ProductTypeInput = z.input<typeof productTypeInput>;

/** The product type form's body: the type with its attributes in order. */
export const productTypeFormInput = productTypeInput.extend({
  attributes: z.array(productTypeAttributeInput, { error: encodeRule('array', 0, 100) })
    .max(100, { error: encodeRule('array', 0, 100) }).optional(),
});

export const PRODUCT_TYPE_SORTABLE = ['id', 'name', 'attributes_count', 'created_at'] as const;

export const productTypeRead = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The type's attributes (lists and reads): how many, and their Polish names in order. */
  attributes_count: z.number().int().optional(),
  attribute_names: z.array(z.string()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductType = z.infer<typeof productTypeRead>;

export const productTypesContract = defineContract({
  name: 'product-types',
  path: '/api/products/types',
  ...RESOURCES.productTypes,
  input: productTypeInput,
  read: productTypeRead,
  list: { sort: PRODUCT_TYPE_SORTABLE, defaultSort: 'name', search: ['name'] },
  labels: 'productTypes.fields',
});
/** GET /api/products/types/{id}/attributes: the type's attributes in order, as a product's form needs them. */
export const productTypeAttributesPath = (id: number | string) => `${productTypesContract.path}/${id}/attributes`;
