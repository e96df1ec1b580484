import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../constants.js';
import { v } from '../validation/rules.js';
import { encodeRule } from '../validation/messages.js';

/** The list envelope every list endpoint answers with (PRODUCT.md section 2). */
export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  /** The filter matches more than `total` rows (a list that counts up to a limit: the contract's `countUpTo`). */
  more?: boolean;
  /** `total` is PostgreSQL's estimate, not a count (a list counted up to a limit, far above the limit). */
  estimated?: boolean;
}
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export type SortOrder = 'asc' | 'desc';

/**
 * The list query of a resource: page, per_page (≤ 100), sort (whitelisted), order, search, plus the
 * resource's own filters. Shared by the API (validation) and the web (URL state).
 */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape = {}>(
  sortable: S,
  defaultSort: S[number],
  filters: F = {} as F,
  defaultOrder: SortOrder = 'asc',
) {
  return z.object({
    page: v.intBetween(1, 1_000_000).default(1),
    per_page: v.intBetween(1, PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
    sort: v.oneOf(sortable).default(defaultSort as never),
    order: v.oneOf(['asc', 'desc'] as const).default(defaultOrder),
    search: z.string().trim().max(100, { error: 'max:100' }).optional(),
    ...filters,
  });
}

/** A list filter left empty in the URL (`?status=`) or sent as null: no filter. */
export const blankFilter = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' || x === null ? undefined : x), schema.optional());

export const idParamSchema = z.object({ id: v.id() });
/** A record found by its id or by its UUID (a form: the UUID is its screens' and its embed code's key). */
export const idOrUuidParamSchema = z.object({ id: z.union([v.id(), z.uuid({ error: encodeRule('invalid') })], { error: encodeRule('invalid') }) });

export const bulkIdsSchema = z.object({
  ids: z
    .array(v.id(), { error: 'array:1,100' })
    .min(1, { error: 'array:1,100' })
    .max(100, { error: 'array:1,100' }),
});

/**
 * A whole-list body (PUT /api/settings, /api/menu) as `{<name>: [...]}`: a bare list, or one named `data` as
 * their GETs answer, is read as that too, so what a client read it can write back. Anything else stays as it is.
 */
export function wholeListOf(input: unknown, name: string): unknown {
  // No body at all reads as an empty one: a 422 naming the list (as before route schemas), not the body.
  if (input === undefined || input === null) return {};
  if (Array.isArray(input)) return { [name]: input };
  if (input === null || typeof input !== 'object' || name in input || !('data' in input)) return input;
  const { data, ...rest } = input as Record<string, unknown>;
  return { ...rest, [name]: data };
}
