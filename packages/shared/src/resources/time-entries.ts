import { z } from 'zod';
import { TIMEZONE } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { checkDayRange, isoDate, type UserRef } from './activities.js';
import { optionalRef } from './crm-fields.js';
import { listQuerySchema, type ListMeta } from './list-query.js';

/** Time entries (/czasy, /api/time-entries), month locks (/api/month-locks) and what they share. */

/** The longest one entry may be. */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;
export const TIME_ENTRY_DESCRIPTION_MAX = 2000;

/** A filter left empty in the URL (`?user_id=`) means no filter. */
const blankFilter = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' ? undefined : x), schema.optional());

/** A database id (int4). */
const recordId = () => v.id();

/** An instant with its offset, as `Date.toISOString()` gives it ("2026-03-02T08:00:00.000Z"). */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? encodeRule('required') : encodeRule('date')) });

/**
 * The days time can be booked on (Europe/Warsaw): from TIME_ENTRY_FIRST_DAY to TIME_ENTRY_YEARS_AHEAD years
 * after today, so a mistyped year (1900, 2099) is refused instead of stored. Entries, work days and the
 * forms that write them check the same window.
 */
export const TIME_ENTRY_FIRST_DAY = '2000-01-01';
export const TIME_ENTRY_YEARS_AHEAD = 5;

let warsawDays: Intl.DateTimeFormat | undefined;
/** The Europe/Warsaw day of an instant, YYYY-MM-DD (the formatter made on first use, not when a page loads). */
const warsawDayOf = (at: Date) =>
  (warsawDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).format(at);

/** The last day time can be booked on: today in Warsaw, TIME_ENTRY_YEARS_AHEAD years on. */
export function timeEntryLastDay(now = new Date()): string {
  const today = warsawDayOf(now);
  return `${Number(today.slice(0, 4)) + TIME_ENTRY_YEARS_AHEAD}${today.slice(4)}`;
}

/** The "between" rule (encoded) a day (YYYY-MM-DD) outside the window breaks, or null (also for no day at all: its own rule says so). */
export function timeEntryDayProblem(day: string, now = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const last = timeEntryLastDay(now);
  return day < TIME_ENTRY_FIRST_DAY || day > last ? encodeRule('between', TIME_ENTRY_FIRST_DAY, last) : null;
}

/** A required day (YYYY-MM-DD) inside the window. */
export const timeEntryDay = () =>
  requiredDate().superRefine((day, ctx) => {
    const problem = timeEntryDayProblem(day);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An instant (see isoDateTime) whose Warsaw day is inside the window. */
const entryInstant = () =>
  isoDateTime().superRefine((at, ctx) => {
    // Zod runs this after a failed format check too: only a real instant has a day.
    const instant = new Date(at);
    if (Number.isNaN(instant.getTime())) return;
    const problem = timeEntryDayProblem(warsawDayOf(instant));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export interface EntryProjectRef {
  id: number;
  name: string;
}

/** The kind of work of an entry (a project category). */
export interface EntryCategoryRef {
  id: number;
  name: string;
  color: string;
}

/** A row of GET /api/time-entries and the body of GET /api/time-entries/{id}. */
export interface TimeEntry {
  id: number;
  user: UserRef;
  project: EntryProjectRef;
  /** The kind of work, if set. */
  category: EntryCategoryRef | null;
  /** The Europe/Warsaw date of started_at, YYYY-MM-DD. */
  day: string;
  started_at: string;
  ended_at: string;
  minutes: number;
  description: string;
  billable: boolean;
  /** minutes × the hourly rate valid on `day` (project rate before the user's general rate); null without a rate. */
  cost: number | null;
  /** The entry's month is locked: only administrators may change it. */
  locked: boolean;
}

export interface TimeTotals {
  minutes: number;
  cost: number;
}

/** GET /api/time-entries: the list envelope plus totals of the whole filter (not just the page). */
export interface TimeEntryList {
  data: TimeEntry[];
  meta: ListMeta & { totals: TimeTotals };
}

export const TIME_ENTRY_SORTABLE = ['started_at', 'day', 'minutes', 'project', 'user'] as const;
/** `from`/`to`: days (Europe/Warsaw), both inclusive. Newest first unless asked otherwise. */
export const timeEntryListQuery = listQuerySchema(TIME_ENTRY_SORTABLE, 'started_at', {
  from: blankFilter(isoDate()),
  to: blankFilter(isoDate()),
  user_id: blankFilter(recordId()),
  project_id: blankFilter(recordId()),
  billable: blankFilter(v.oneOf(['true', 'false', '1', '0'] as const)),
}).extend({ order: v.oneOf(['asc', 'desc'] as const).default('desc') }).superRefine(checkDayRange);
export type TimeEntryListQuery = z.infer<typeof timeEntryListQuery>;

/**
 * POST /api/time-entries and PUT /api/time-entries/{id}. `user_id` defaults to the caller on create and
 * to the entry's user on update. End after start and at most 24 h (timeEntryTimesProblem) are checked
 * by the API with the other rules that need the database (overlaps, locked months, project access).
 */
export const timeEntryInput = z.object({
  user_id: z.preprocess((x) => (x === '' || x === null ? undefined : x), recordId().optional()),
  project_id: recordId(),
  /** The kind of work (a project category); optional, null when left out. */
  category_id: optionalRef(),
  started_at: entryInstant(),
  ended_at: entryInstant(),
  description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
  billable: z.boolean({ error: encodeRule('required') }).default(true),
});
export type TimeEntryInput = z.input<typeof timeEntryInput>;

/**
 * GET /api/time-entries/options: what the entry form's pickers offer the caller. `users`: active users the
 * caller's Czasy scope covers (the caller first; Superadministrators only to a Superadministrator); `projects`: active projects the caller may book on (with
 * `?user_id=`, that user — in the caller's scope — may book on); `categories`: every category.
 */
export interface TimeEntryOptions {
  users: UserRef[];
  projects: EntryProjectRef[];
  categories: EntryCategoryRef[];
}
export const timeEntryOptionsQuery = z.object({ user_id: blankFilter(recordId()) });

/** The times rule both sides can check: the i18n key under `time.` of what is wrong, or null. */
export function timeEntryTimesProblem(startedAt: Date, endedAt: Date): 'endBeforeStart' | 'tooLong' | null {
  const ms = endedAt.getTime() - startedAt.getTime();
  if (!(ms > 0)) return 'endBeforeStart';
  if (ms > TIME_ENTRY_MAX_MINUTES * 60_000) return 'tooLong';
  return null;
}

/** Whole minutes of an entry (rounded: a timer stopped at 1 min 40 s counts 2). */
export const minutesBetween = (startedAt: Date, endedAt: Date) => Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000);

/** A required day, YYYY-MM-DD: "required" when missing or empty, "date" when not a real day. */
export const requiredDate = () =>
  z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).pipe(isoDate());

/** A month, YYYY-MM. */
export const isoMonth = () =>
  z.string({ error: encodeRule('required') }).regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { error: encodeRule('date') });

/** POST /api/month-locks. */
export const monthLockInput = z.object({ month: isoMonth() });
export const monthParamSchema = z.object({ month: isoMonth() });
export type MonthLockInput = z.input<typeof monthLockInput>;

/** A row of GET /api/month-locks. */
export interface MonthLock {
  month: string;
  locked_by: UserRef | null;
  locked_at: string;
}
