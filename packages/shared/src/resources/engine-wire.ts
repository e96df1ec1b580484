import { z } from 'zod';
import { v } from '../validation/rules.js';

/** Most options one page of a relation picker may ask for. */
export const OPTIONS_PER_PAGE_MAX = 50;

/**
 * GET {path}/options: a relation picker's page. `search` matches the resource's search fields (case and
 * diacritics aside); `ids` (1,2,3) returns exactly those records, for the labels of already-chosen values.
 */
export const optionsQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'max:100' }).optional(),
  page: v.intBetween(1, 1_000_000).default(1),
  per_page: v.intBetween(1, OPTIONS_PER_PAGE_MAX).default(20),
  ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'invalid' }).optional()
    .transform((text) => (text ? text.split(',').map(Number) : undefined)),
});

export interface RelationOption {
  id: number;
  label: string;
  parent_id?: number | null;
}

/** PUT {path}/order: the whole order of an ordered list. */
export const orderInputSchema = z.object({
  ids: z.array(v.id(), { error: 'array:1,1000' }).min(1, { error: 'array:1,1000' }).max(1000, { error: 'array:1,1000' }),
});

/** PUT {path}/{id}/move: a tree node's new parent (null: the top) and place among its siblings. */
export const moveInputSchema = z.object({
  parent_id: v.id().nullable(),
  position: v.intBetween(0, 1_000_000),
});

/** The list envelope's `meta` (ListMeta) as a response schema. */
export const listMetaSchema = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() });

/** A list answer's schema, `{data: [read], meta}` (ListResponse). */
export const listAnswerSchema = <R extends z.ZodType>(read: R) => z.object({ data: z.array(read), meta: listMetaSchema });

/** An answer that only says what happened ("Hasło zostało zmienione."). */
export const messageAnswerSchema = z.object({ message: z.string() });
