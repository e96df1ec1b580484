import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { listQuerySchema } from './list-query.js';

/** The activity log (/administrator/aktywnosci, /api/activities): read-only. */
export interface UserRef {
  id: number;
  name: string;
}

export interface Activity {
  id: number;
  /** Who did it (the impersonated user while impersonating); null when the account is gone or for the system. */
  user: UserRef | null;
  /** The administrator acting as `user`, if any. */
  impersonator: UserRef | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

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
/** `from`/`to` are whole days in Europe/Warsaw, both inclusive. Newest first unless asked otherwise. */
export const activityListQuery = listQuerySchema(ACTIVITY_SORTABLE, 'created_at', {
  user_id: blank(v.id()),
  subject_type: blank(v.optionalText(100)),
  subject_id: blank(v.optionalText(100)),
  action: blank(v.optionalText(100)),
  from: blank(isoDate()),
  to: blank(isoDate()),
}).extend({ order: v.oneOf(['asc', 'desc'] as const).default('desc') }).superRefine(checkDayRange);
export type ActivityListQuery = z.infer<typeof activityListQuery>;
