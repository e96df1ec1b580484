import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** The activity log (/administrator/aktywnosci, /api/activities): read-only. */
export const userRefRead = z.object({ id: z.number().int(), name: z.string() });
export type UserRef = z.infer<typeof userRefRead>;

/** An entry of the log as the API answers it (list rows and GET /api/activities/{id}). */
export const activityRead = z.object({
  id: z.number().int(),
  /** Who did it (the impersonated user while impersonating); null when the account is gone or for the system. */
  user: userRefRead.nullable(),
  /** The administrator acting as `user`, if any. */
  impersonator: userRefRead.nullable(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  /** The record before and after, as its module logged it: free-form JSON. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activityRead>;

/** A filter left empty in the URL (`?user_id=`) means no filter. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' ? undefined : x), schema.optional());

/** A calendar day, YYYY-MM-DD (one check, so a bad value gets one message). */
export const isoDate = () =>
  z.string({ error: encodeRule('date') }).refine((s) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, { error: encodeRule('date') });

/**
 * A range of days (`from`/`to`, either may be left out) must not end before it starts: a reversed range is
 * a 422 on `to` (the reports' message) on every list and report that takes one, never an empty answer.
 */
export function checkDayRange(value: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) {
  const { from, to } = value;
  if (typeof from === 'string' && typeof to === 'string' && to < from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.rangeOrder' });
  }
}

export const ACTIVITY_SORTABLE = ['id', 'created_at', 'action'] as const;

/**
 * The log is read-only: `input` is an empty object only because a contract names one (nothing writes it).
 * `from`/`to` are whole days in Europe/Warsaw, both inclusive. Newest first unless asked otherwise.
 */
export const activitiesContract = defineContract({
  name: 'activities',
  path: '/api/activities',
  ...RESOURCES.activities,
  input: z.object({}),
  read: activityRead,
  list: {
    sort: ACTIVITY_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: {
      user_id: blank(v.id()),
      subject_type: blank(v.optionalText(100)),
      subject_id: blank(v.optionalText(100)),
      action: blank(v.optionalText(100)),
      from: blank(isoDate()),
      to: blank(isoDate()),
    },
    search: ['action', 'subject_type'],
  },
  labels: 'activityLog.fields',
});

export const activityListQuery = activitiesContract.listQuery.superRefine(checkDayRange);
export type ActivityListQuery = z.infer<typeof activityListQuery>;
