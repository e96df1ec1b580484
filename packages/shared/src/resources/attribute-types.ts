import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { asDecimal, v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { ATTRIBUTE_KINDS, type AttributeKind } from './shop-kinds.js';

/**
 * Attribute types (/produkty/typy-atrybutow, /api/attribute-types): how an attribute's value is entered — the
 * kind, the unit of a number and the kind's settings (`options`). Each kind keeps only its own settings, so a
 * type switched from number to text loses `decimals` instead of carrying it around.
 */

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

/** Bounds of a number attribute's own min/max. */
export const ATTRIBUTE_NUMBER_LIMIT = 1_000_000_000;
/** Longest text a text attribute may allow. */
export const ATTRIBUTE_TEXT_MAX = 10_000;
const EXTENSION = /^[a-z0-9]{1,10}$/;

const optionalBound = () => z.preprocess(emptyToUndefined, z.preprocess(asDecimal,
  v.between(-ATTRIBUTE_NUMBER_LIMIT, ATTRIBUTE_NUMBER_LIMIT)).optional());

/** The settings of each kind; the kinds not named here have none. */
export const ATTRIBUTE_KIND_OPTIONS = {
  number: z.object({
    decimals: z.preprocess(emptyToUndefined, v.intBetween(0, 4).default(0)),
    min: optionalBound(),
    max: optionalBound(),
  }).refine((o) => o.min === undefined || o.max === undefined || o.min <= o.max, { error: encodeRule('invalid'), path: ['max'] }),
  text: z.object({ max_length: z.preprocess(emptyToUndefined, v.intBetween(1, ATTRIBUTE_TEXT_MAX).optional()) }),
  file: z.object({
    /** Allowed extensions ("pdf", "jpg"); none: any file the library takes. */
    mimes: z.preprocess(
      (x) => (typeof x === 'string' ? x.split(/[\s,;]+/).filter(Boolean) : x ?? []),
      z.array(z.string().trim().toLowerCase().regex(EXTENSION, { error: encodeRule('invalid') }), { error: encodeRule('array', 0, 30) })
        .max(30, { error: encodeRule('array', 0, 30) }),
    ).transform((list) => [...new Set(list)]),
  }),
} satisfies Partial<Record<AttributeKind, z.ZodType>>;

const NO_OPTIONS = z.object({});
const optionsOf = (kind: AttributeKind): z.ZodType<Record<string, unknown>> =>
  (ATTRIBUTE_KIND_OPTIONS as Partial<Record<AttributeKind, z.ZodType<Record<string, unknown>>>>)[kind] ?? NO_OPTIONS;

export const attributeTypeInput = z.object({
  name: v.text(100),
  kind: v.oneOf(ATTRIBUTE_KINDS),
  /** A number's unit (kg, cm, W); the other kinds have none. */
  unit: z.preprocess(emptyToNull, z.string({ error: encodeRule('string') }).trim().max(20, { error: encodeRule('max', 20) }).nullable()).default(null),
  options: z.preprocess((x) => x ?? {}, z.record(z.string(), z.unknown(), { error: encodeRule('invalid') })),
}).transform((input, ctx) => {
  // The kind's settings are checked by the kind's own schema; their 422s read `options.decimals`.
  const options = optionsOf(input.kind).safeParse(input.options);
  if (!options.success) {
    for (const issue of options.error.issues) ctx.addIssue({ code: 'custom', path: ['options', ...issue.path], message: issue.message });
    return z.NEVER;
  }
  return { ...input, unit: input.kind === 'number' ? input.unit : null, options: options.data };
});
export type AttributeTypeInput = z.input<typeof attributeTypeInput>;

export const ATTRIBUTE_TYPE_SORTABLE = ['id', 'name', 'kind', 'created_at', 'attributes_count'] as const;

export const attributeTypeRead = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  options: z.record(z.string(), z.unknown()),
  /** How many attributes use the type (lists and reads). */
  attributes_count: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AttributeType = z.infer<typeof attributeTypeRead>;

export const attributeTypesContract = defineContract({
  name: 'attribute-types',
  path: '/api/attribute-types',
  ...RESOURCES.attributeTypes,
  input: attributeTypeInput,
  read: attributeTypeRead,
  list: {
    sort: ATTRIBUTE_TYPE_SORTABLE, defaultSort: 'name',
    filters: { kind: z.preprocess(emptyToUndefined, v.oneOf(ATTRIBUTE_KINDS).optional()) },
    search: ['name'],
  },
  labels: 'attributeTypes.fields',
});
