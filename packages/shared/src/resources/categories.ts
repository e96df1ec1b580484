import { z } from 'zod';
import { v } from '../validation/rules.js';
import { optionalRef, refFilter } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** Project categories (/kategorie, /api/categories): name, colour, category type. */
export const categoryInput = z.object({
  name: v.text(100),
  color: v.color().default('#9e9e9e'),
  category_type_id: optionalRef(),
});
export type CategoryInput = z.input<typeof categoryInput>;

export const CATEGORY_SORTABLE = ['id', 'name', 'created_at'] as const;

export const categoryRead = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  category_type_id: z.number().int().nullable(),
  /** Present on reads (list, get, the record a write returns). */
  category_type: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categoryRead>;

export const categoriesContract = defineContract({
  name: 'categories',
  path: '/api/categories',
  ...RESOURCES.categories,
  input: categoryInput,
  read: categoryRead,
  list: { sort: CATEGORY_SORTABLE, defaultSort: 'name', filters: { category_type_id: refFilter() }, search: ['name'] },
  labels: 'projects.fields',
});
export const categoryListQuery = categoriesContract.listQuery;
