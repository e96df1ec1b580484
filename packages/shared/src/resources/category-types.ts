import { z } from 'zod';
import { v } from '../validation/rules.js';
import { listQuerySchema } from './list-query.js';

/** Types of project categories (/category-types, /api/category-types). */
export const categoryTypeInput = z.object({
  name: v.text(100),
});
export type CategoryTypeInput = z.infer<typeof categoryTypeInput>;

export interface CategoryType {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

export const CATEGORY_TYPE_SORTABLE = ['id', 'name', 'created_at'] as const;
export const categoryTypeListQuery = listQuerySchema(CATEGORY_TYPE_SORTABLE, 'name');
