import { z } from 'zod';
import { v } from '../validation/rules.js';
import { listQuerySchema } from './list-query.js';

/** What statuses and types can apply to. */
export const APPLIES_TO = ['projects', 'time-entries', 'orders', 'events', 'contacts'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

/** Statuses (/administrator/statusy, /api/statuses) — and admin types, which have the same shape. */
export const statusInput = z.object({
  name: v.text(100),
  color: v.color(),
  position: v.intBetween(0, 9999).default(0),
  applies_to: v.oneOf(APPLIES_TO),
});
export type StatusInput = z.infer<typeof statusInput>;

export interface Status {
  id: number;
  name: string;
  color: string;
  position: number;
  applies_to: AppliesTo;
  created_at: string;
  updated_at: string;
}

export const STATUS_SORTABLE = ['id', 'name', 'position', 'applies_to', 'created_at'] as const;
export const statusListQuery = listQuerySchema(STATUS_SORTABLE, 'position', {
  applies_to: v.oneOf(APPLIES_TO).optional(),
});

/** Admin types (/typy, /api/v1/admin/types): same fields and rules as statuses. */
export const typeInput = statusInput;
export type Type = Status;
export const typeListQuery = statusListQuery;
