import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { requiredDate, type EntryProjectRef } from './time-entries.js';

/**
 * Hourly rates of a user (/administrator/uzytkownicy/{id}/stawki): valid from a day, optionally for one
 * project. An entry costs its minutes × the rate valid on its day, a project rate beating the general one.
 */
export const HOURLY_RATE_MAX = 99_999_999.99;

/** An amount with at most two decimals, given as a number or as text ("120", "120.50"). */
const amount = () =>
  z
    .union([z.string(), z.number()], { error: (issue) => encodeRule(issue.input == null ? 'required' : 'numeric') })
    .refine((x) => x !== '', { error: encodeRule('required') })
    .refine((x) => /^\d+(\.\d{1,2})?$/.test(String(x).trim()), { error: encodeRule('numeric') })
    .transform((x) => Number(String(x).trim()))
    .refine((n) => n <= HOURLY_RATE_MAX, { error: encodeRule('between', 0, HOURLY_RATE_MAX) });

/** POST /api/users/{id}/rates and PUT /api/rates/{id}. No project = the user's general rate. */
export const rateInput = z.object({
  hourly_rate: amount(),
  valid_from: requiredDate(),
  project_id: z.preprocess((x) => (x === '' ? null : x), v.id().nullable().optional()),
});
export type RateInput = z.input<typeof rateInput>;

/** A row of GET /api/users/{id}/rates. */
export interface Rate {
  id: number;
  user_id: number;
  /** null: the user's general rate. */
  project: EntryProjectRef | null;
  hourly_rate: number;
  valid_from: string;
  created_at: string;
  updated_at: string;
}
