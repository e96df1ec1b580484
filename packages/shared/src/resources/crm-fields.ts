import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { EMAIL, v } from '../validation/rules.js';
import { isoDate } from './activities.js';

/*
 * Field building blocks of the project resources (projects, categories, allocations). Not exported from the
 * resources barrel: each resource exports its own schemas.
 */

/** A form's empty select or input ('' or null, or nothing) means "none". */
const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
/** A query filter left empty (`?category_id=`) means no filter. */
const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

/** A reference to another record, or null. */
export const optionalRef = () => z.preprocess(emptyToNull, v.id().nullable());

/** A list filter by a referenced record's id. */
export const refFilter = () => z.preprocess(emptyToUndefined, v.id().optional());

/** An amount ≥ 0 with at most two decimals (hours, money), or null. */
export const optionalAmount = (max: number) =>
  z.preprocess(emptyToNull, v.between(0, max).transform((n) => Math.round(n * 100) / 100).nullable());

/** A calendar day YYYY-MM-DD, or null. */
export const optionalDay = () => z.preprocess(emptyToNull, isoDate().nullable());

/** A text that may be left out: always a string afterwards. */
export const textOrEmpty = (max: number) => z.preprocess((x) => x ?? '', v.optionalText(max)).transform((s) => s ?? '');

/** A month as YYYY-MM. */
export const monthField = () =>
  z.string({ error: encodeRule('required') }).regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { error: encodeRule('date') });

/** `true` / `false` / `all` filter of archived records; left out or empty: active only. */
export const archivedFilter = () =>
  z.preprocess((x) => (x === '' || x === undefined ? 'false' : x), v.oneOf(['false', 'true', 'all'] as const));

/**
 * An e-mail address, or nothing (''): trimmed and lower-cased as `v.email` (contacts). Kept here, not in `v`:
 * the sign-in page's bundle carries `v`, and has no byte to spare.
 */
export const optionalEmail = () =>
  z
    .preprocess((x) => x ?? '', z.string({ error: encodeRule('string') }))
    .pipe(z.string().trim().max(255, { error: encodeRule('max', 255) }).refine((s) => s === '' || EMAIL.test(s), { error: encodeRule('email') }))
    .transform((s) => s.toLowerCase());
