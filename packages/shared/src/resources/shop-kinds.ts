import { z } from 'zod';

/**
 * The shop's shared vocabulary (issue 25), read by several shop resources: the kinds of attribute input, and the
 * attribute definitions a product type gives its products' form (GET /api/products/types/{id}/attributes).
 */

/** How an attribute's value is entered (an attribute type's kind). */
export const ATTRIBUTE_KINDS = ['text', 'richText', 'number', 'boolean', 'select', 'multiselect', 'color', 'date', 'file'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];
/** The kinds whose values are chosen from the attribute's own list of values. */
export const CHOICE_KINDS: readonly AttributeKind[] = ['select', 'multiselect', 'color'];

/** One choice of a select, multiselect or colour attribute. */
export const attributeValueRead = z.object({
  id: z.number().int(),
  value_pl: z.string(),
  value_en: z.string(),
  color: z.string().nullable(),
});

/** An attribute as a product's form needs it: what to ask, how, and the choices. */
export const typeAttributeRead = z.object({
  id: z.number().int(),
  code: z.string(),
  name_pl: z.string(),
  name_en: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  /** the kind's settings: number → {decimals}, text → {max_length}, file → {mimes: ['pdf', …]} */
  options: z.record(z.string(), z.unknown()),
  required: z.boolean(),
  filterable: z.boolean(),
  values: z.array(attributeValueRead),
});
export type TypeAttribute = z.infer<typeof typeAttributeRead>;

/**
 * One attribute value of a product, as the product's body sends it and its read answers it: `value` for the
 * scalar kinds (text, sanitised rich text, a number as text "12.5", "true"/"false", a YYYY-MM-DD date),
 * `value_ids` for the choice kinds, `file_id` for a file.
 */
export const productAttributeValueWire = z.object({
  attribute_id: z.number().int(),
  value: z.string().nullable().optional(),
  value_ids: z.array(z.number().int()).optional(),
  file_id: z.number().int().nullable().optional(),
});
export type ProductAttributeValueWire = z.infer<typeof productAttributeValueWire>;
