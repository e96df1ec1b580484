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

/** The list envelope's `meta` (PRODUCT.md section 2), as a response schema. */
export const listMetaRead = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number(), more: z.boolean().optional(), estimated: z.boolean().optional() });

/** A list page's answer: `{data: [...rows], meta}`. */
export const listPageRead = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: listMetaRead });

/** A related record as answers name it (`{id, name}`: a person, a project): the pieces of read schemas. */
export const namedRefRead = z.object({ id: z.number().int(), name: z.string() });

/** What a DELETE of one record answers (the engine's and a hand-written one's): the id and the message. */
export const deletedRead = z.object({ id: z.number().int(), message: z.string() });
