import { z } from 'zod';
import { v } from '../validation/rules.js';
import { optionalRef, refFilter } from './crm-fields.js';
import { listQuerySchema } from './list-query.js';

/** Project categories (/kategorie, /api/categories): name, colour, category type. */
export const categoryInput = z.object({
  name: v.text(100),
  color: v.color().default('#9e9e9e'),
  category_type_id: optionalRef(),
});
export type CategoryInput = z.input<typeof categoryInput>;

export interface Category {
  id: number;
  name: string;
  color: string;
  category_type_id: number | null;
  /** Present on reads (list, get, the record a write returns). */
  category_type?: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

export const CATEGORY_SORTABLE = ['id', 'name', 'created_at'] as const;
export const categoryListQuery = listQuerySchema(CATEGORY_SORTABLE, 'name', {
  category_type_id: refFilter(),
});
