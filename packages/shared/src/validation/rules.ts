import { z } from 'zod';
import { encodeRule } from './messages.js';

/*
 * Zod building blocks for the seed's rules. Each failure's message is an encoded rule ("max:255"),
 * turned into a sentence in the reader's language by formatRuleMessage.
 */

/** What an e-mail address looks like (the server checks no more: the mail tells the rest). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The largest PostgreSQL integer: ids and other int4 columns end here. */
export const INT4_MAX = 2_147_483_647;

/** The part of a zod issue (or of any validator's issue: a path at least) that chooses our rule for it. */
export interface IssueFacts {
  code?: string;
  input?: unknown;
  path?: readonly PropertyKey[];
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The rule of an issue a schema does not word itself: zod's own messages are English sentences ("Invalid
 * input: expected object, received array"), so every such issue becomes one of our rules and reads in the
 * request's language, on the API and in forms alike. The body as a whole (no path) is `body`.
 */
export function ruleOfIssue(issue: IssueFacts): string {
  if (!issue.path?.length) return encodeRule('body');
  if (issue.code === 'invalid_type') {
    if (issue.input == null) return encodeRule('required');
    if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return encodeRule('numeric');
    if (issue.expected === 'string') return encodeRule('string');
    if (issue.expected === 'boolean') return encodeRule('boolean');
    return encodeRule('invalid');
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return encodeRule('max', Number(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'string') return encodeRule('min', Number(issue.minimum));
  if (issue.code === 'invalid_value') return encodeRule('in');
  if (issue.code === 'invalid_format') return issue.format === 'email' ? encodeRule('email') : /date|time/.test(issue.format ?? '') ? encodeRule('date') : encodeRule('invalid');
  return encodeRule('invalid');
}
z.config({ customError: (issue) => ruleOfIssue(issue as IssueFacts) });

/** "required" for a missing value (null, or an empty field), else `rule`: the error of a value of the wrong kind. */
const kindError = (rule: string) => (issue: { input?: unknown }) =>
  (issue.input == null || issue.input === '' ? encodeRule('required') : rule);

/**
 * A number as JSON or a form gives it: a number, or a decimal written out ("12.5", "-3", "12,5" as Polish
 * people type it). Anything else stays as it is for z.number() to refuse: not `[1]`, `true`, `''`, `'0x10'`
 * or `'1e3'`, which z.coerce.number() would take, nor Infinity (`1e309` in JSON) or NaN.
 */
const DECIMAL = /^-?\d+([.,]\d+)?$/;
export const asDecimal = (x: unknown): unknown =>
  typeof x === 'string' && DECIMAL.test(x.trim()) ? Number(x.trim().replace(',', '.')) : x;

/** A finite number (see asDecimal), else `rule` ("required" when missing). */
const number = (rule: string) => z.preprocess(asDecimal, z.number({ error: kindError(rule) }));

/** A record id in a path, query or body: a number, or plain digits without sign, spaces or leading zeros. */
const ID_TEXT = /^[1-9]\d{0,9}$/;
const asId = (x: unknown): unknown => (typeof x === 'string' && ID_TEXT.test(x) ? Number(x) : x);

export const v = {
  /** A required text: trimmed, not empty. */
  text: (max = 255) =>
    z
      .string({ error: kindError(encodeRule('string')) })
      .trim()
      .min(1, { error: encodeRule('required') })
      .max(max, { error: encodeRule('max', max) }),
  optionalText: (max = 255) => z.string({ error: encodeRule('string') }).trim().max(max, { error: encodeRule('max', max) }).optional(),
  email: () =>
    z
      .string({ error: encodeRule('required') })
      .trim()
      .min(1, { error: encodeRule('required') })
      .max(255, { error: encodeRule('max', 255) })
      .regex(EMAIL, { error: encodeRule('email') })
      .transform((s) => s.toLowerCase()),
  password: (min = 8) =>
    z
      .string({ error: encodeRule('required') })
      .min(1, { error: encodeRule('required') })
      .min(min, { error: encodeRule('min', min) })
      .max(200, { error: encodeRule('max', 200) }),
  /** Digits only, given as text or number. */
  numeric: () =>
    z.union([z.string(), z.number()], { error: kindError(encodeRule('numeric')) }).refine((x) => /^\d+(\.\d+)?$/.test(String(x)), {
      error: encodeRule('numeric'),
    }),
  integer: () => number(encodeRule('integer')).refine((n) => Number.isInteger(n), { error: encodeRule('integer') }),
  between: (min: number, max: number) =>
    number(encodeRule('numeric')).refine((n) => n >= min && n <= max, { error: encodeRule('between', min, max) }),
  /** One of the listed values. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: (issue) => (issue.input === undefined ? encodeRule('required') : encodeRule('in')) }),
  /** #RRGGBB */
  color: () =>
    z.string({ error: encodeRule('required') }).trim().regex(/^#[0-9a-fA-F]{6}$/, { error: encodeRule('color') }),
  /** A whole number between min and max (given as number or digits). */
  intBetween: (min: number, max: number) =>
    number(encodeRule('integer'))
      .refine((n) => Number.isInteger(n), { error: encodeRule('integer') })
      .refine((n) => n >= min && n <= max, { error: encodeRule('between', min, max) }),
  /**
   * A record id: a positive PostgreSQL integer (serial columns end at 2^31 − 1). As text only its one
   * spelling, so `/api/projects/0x10`, `1e1`, ` 16` or `016` never reach project 16.
   */
  id: () =>
    z.preprocess(asId, z.number({ error: kindError(encodeRule('integer')) }))
      .refine((n) => Number.isInteger(n), { error: encodeRule('integer') })
      .refine((n) => n >= 1 && n <= INT4_MAX, { error: encodeRule('between', 1, INT4_MAX) }),
  /** A file name whose extension is one of `extensions` (the content check is the server's). */
  mimes: (extensions: string[]) =>
    z.string().refine((name) => extensions.includes(name.split('.').pop()?.toLowerCase() ?? ''), {
      error: encodeRule('mimes', extensions.join('/')),
    }),
};

/** "confirmed": `field` must equal `${field}_confirmation`; the error lands on `field`. */
export function confirmed<T extends z.ZodObject>(schema: T, field: string) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    if (value[field] !== value[`${field}_confirmation`]) {
      ctx.addIssue({ code: 'custom', path: [field], message: encodeRule('confirmed') });
    }
  });
}
