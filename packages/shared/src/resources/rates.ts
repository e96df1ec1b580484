import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { requiredDate } from './time-entries.js';
import { usersContract } from './users.js';

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

/** A rate as the API answers it (a row of GET /api/users/{id}/rates, the record a write returns). */
export const rateRead = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** null: the user's general rate. */
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  hourly_rate: z.number(),
  /** YYYY-MM-DD */
  valid_from: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rate = z.infer<typeof rateRead>;

const RATES_PATH = '/api/rates';

/**
 * Hourly rates, nested under their user: a rate means nothing without its user, and who may reach the user
 * (Superadministrators stay hidden from everyone else) decides who reaches the rates. So the collection is
 * /api/users/{id}/rates (list, create) — a path builder, not one path — while one rate lives at
 * /api/rates/{id} (change, delete). A user's rates are few: no list query (paging, sort, search).
 */
export const ratesContract = {
  name: 'rates',
  /** Where single rates live. */
  path: RATES_PATH,
  itemRoute: `${RATES_PATH}/:id`,
  itemPath: (id: number | string) => `${RATES_PATH}/${id}`,
  /** One user's rates as Fastify registers the route, and their URL. */
  userRoute: `${usersContract.itemRoute}/rates`,
  ofUser: (userId: number | string) => `${usersContract.itemPath(userId)}/rates`,
  /** The screen, under the user's. */
  segment: `${usersContract.segment}/:id/stawki`,
  subject: usersContract.subject,
  permission: usersContract.permission,
  input: rateInput,
  read: rateRead,
  labels: 'time.fields',
  labelKey: (field: string) => `time.fields.${field}`,
} as const;
