import { z } from 'zod';
import { encodeRule } from './messages.js';

/**
 * Zod building blocks for the seed's rules. Each failure's message is an encoded rule ("max:255"),
 * turned into a sentence in the reader's language by formatRuleMessage.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The largest PostgreSQL integer: ids and other int4 columns end here. */
export const INT4_MAX = 2_147_483_647;

export const v = {
  /** A required text: trimmed, not empty. */
  text: (max = 255) =>
    z
      .string({ error: encodeRule('required') })
      .trim()
      .min(1, { error: encodeRule('required') })
      .max(max, { error: encodeRule('max', max) }),
  optionalText: (max = 255) => z.string().trim().max(max, { error: encodeRule('max', max) }).optional(),
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
    z.union([z.string(), z.number()], { error: encodeRule('required') }).refine((x) => /^\d+(\.\d+)?$/.test(String(x)), {
      error: encodeRule('numeric'),
    }),
  integer: () =>
    z.coerce.number({ error: encodeRule('integer') }).refine((n) => Number.isInteger(n), { error: encodeRule('integer') }),
  between: (min: number, max: number) =>
    z.coerce
      .number({ error: encodeRule('numeric') })
      .refine((n) => n >= min && n <= max, { error: encodeRule('between', min, max) }),
  /** One of the listed values. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: (issue) => (issue.input === undefined ? encodeRule('required') : encodeRule('in')) }),
  /** #RRGGBB */
  color: () =>
    z.string({ error: encodeRule('required') }).trim().regex(/^#[0-9a-fA-F]{6}$/, { error: encodeRule('color') }),
  /** A whole number between min and max (given as number or digits). */
  intBetween: (min: number, max: number) =>
    z.coerce
      .number({ error: encodeRule('integer') })
      .refine((n) => Number.isInteger(n), { error: encodeRule('integer') })
      .refine((n) => n >= min && n <= max, { error: encodeRule('between', min, max) }),
  /** A record id: a positive PostgreSQL integer (serial columns end at 2^31 − 1). */
  id: () => v.intBetween(1, INT4_MAX),
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
