import { z } from 'zod';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

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

export const STATUS_SORTABLE = ['id', 'name', 'position', 'applies_to', 'created_at'] as const;

/** Admin types (/typy, /api/v1/admin/types): same fields and rules as statuses. */
export const typeInput = statusInput;

/** A status (or admin type) as the API answers it. */
export const statusRead = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
  applies_to: z.enum(APPLIES_TO),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Status = z.infer<typeof statusRead>;
export type Type = Status;

const statusLikeList = {
  sort: STATUS_SORTABLE,
  defaultSort: 'position',
  filters: { applies_to: v.oneOf(APPLIES_TO).optional() },
  search: ['name'],
} as const;

export const statusesContract = defineContract({
  name: 'statuses',
  path: '/api/statuses',
  ...RESOURCES.statuses,
  input: statusInput,
  read: statusRead,
  list: statusLikeList,
  labels: 'resourceFields',
});

/** Admin types at the seed's /api/v1/admin/types: a status's twin. */
export const typesContract = defineContract({
  name: 'types',
  path: '/api/v1/admin/types',
  ...RESOURCES.types,
  input: typeInput,
  read: statusRead,
  list: statusLikeList,
  labels: 'resourceFields',
});

/** The list queries, from the contracts. */
export const statusListQuery = statusesContract.listQuery;
export const typeListQuery = typesContract.listQuery;
