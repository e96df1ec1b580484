import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { refFilter, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { ATTRIBUTE_KINDS } from './shop-kinds.js';

/**
 * Attributes (/produkty/atrybuty, /api/attributes): what a product is described by (colour, size, power), typed
 * by an attribute type, in an order of their own (PUT /api/attributes/order). A select, multiselect or colour
 * attribute has its choices as the child collection `values`; a value keeps its id across edits, because
 * products point at it.
 */

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);
const CODE = /^[a-z0-9_]+$/;
const bool = () => z.boolean({ error: encodeRule('boolean') }).default(false);

/** One choice of the attribute; `id` names a stored value that stays (a new one has none). */
export const attributeValueInput = z.object({
  id: z.preprocess(emptyToUndefined, v.id().optional()),
  value_pl: v.text(100),
  value_en: textOrEmpty(100),
  /** #RRGGBB: required for a colour attribute's values (the API checks it against the type's kind). */
  color: z.preprocess(emptyToNull, v.color().nullable()).default(null),
});
export type AttributeValueInput = z.input<typeof attributeValueInput>;

export const attributeInput = z.object({
  /** A code for imports and URLs: lower-case letters, digits, underscores. */
  code: z.string({ error: encodeRule('required') }).trim().toLowerCase().min(1, { error: encodeRule('required') })
    .max(64, { error: encodeRule('max', 64) }).regex(CODE, { error: 'attributes.codeFormat' }),
  name_pl: v.text(100),
  name_en: textOrEmpty(100),
  attribute_type_id: v.id(),
  required: bool(),
  filterable: bool(),
});
export type AttributeInput = z.input<typeof attributeInput>;

/** The attribute form's body: the attribute with its values (the engine's child collection). */
export const attributeFormInput = attributeInput.extend({
  values: z.array(attributeValueInput, { error: encodeRule('array', 0, 200) }).max(200, { error: encodeRule('array', 0, 200) }).optional(),
});

export const ATTRIBUTE_SORTABLE = ['id', 'code', 'name_pl', 'position', 'created_at'] as const;

export const attributeRead = z.object({
  id: z.number().int(),
  code: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  attribute_type_id: z.number().int(),
  /** The type with its kind (lists and reads). */
  attribute_type: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(ATTRIBUTE_KINDS) }).nullable().optional(),
  required: z.boolean(),
  filterable: z.boolean(),
  position: z.number().int(),
  values_count: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Attribute = z.infer<typeof attributeRead>;

export const attributesContract = defineContract({
  name: 'attributes',
  path: '/api/attributes',
  ...RESOURCES.attributes,
  input: attributeInput,
  read: attributeRead,
  list: {
    sort: ATTRIBUTE_SORTABLE, defaultSort: 'position',
    filters: { attribute_type_id: refFilter() },
    search: ['code', 'name_pl', 'name_en'],
  },
  labels: 'attributes.fields',
});
