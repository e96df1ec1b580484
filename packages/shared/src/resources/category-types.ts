import { z } from 'zod';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** Types of project categories (/category-types, /api/category-types). */
export const categoryTypeInput = z.object({
  name: v.text(100),
});
export type CategoryTypeInput = z.infer<typeof categoryTypeInput>;

export const CATEGORY_TYPE_SORTABLE = ['id', 'name', 'created_at'] as const;

export const categoryTypeRead = z.object({ id: z.number().int(), name: z.string(), created_at: z.string(), updated_at: z.string() });
export type CategoryType = z.infer<typeof categoryTypeRead>;

export const categoryTypesContract = defineContract({
  name: 'category-types',
  path: '/api/category-types',
  ...RESOURCES.categoryTypes,
  input: categoryTypeInput,
  read: categoryTypeRead,
  list: { sort: CATEGORY_TYPE_SORTABLE, defaultSort: 'name', search: ['name'] },
  labels: 'projects.fields',
});
export const categoryTypeListQuery = categoryTypesContract.listQuery;
