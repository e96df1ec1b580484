import { z } from 'zod';
import { TIMEZONE } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { checkDayRange, isoDate } from './activities.js';
import { optionalRef } from './crm-fields.js';
import { defineContract } from './contract.js';
import { namedRefRead } from './engine-wire.js';
import { RESOURCES, TIME_ALL, TIME_CONTRACTORS } from './identities.js';
import { TIME_ENTRIES_PATH } from './time-paths.js';

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

/** Who may book time for someone else (the API checks the scope again). */
export const OTHERS_TIME = `${TIME_ALL}|${TIME_CONTRACTORS}`;

const userRef = namedRefRead;

export const entryProjectRef = namedRefRead;
export type EntryProjectRef = z.infer<typeof entryProjectRef>;

/** The kind of work of an entry (a project category). */
export const entryCategoryRef = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type EntryCategoryRef = z.infer<typeof entryCategoryRef>;

/** A row of GET /api/time-entries and the body of GET /api/time-entries/{id}. */
export const timeEntryRead = z.object({
  id: z.number().int(),
  user: userRef,
  project: entryProjectRef,
  /** The kind of work, if set. */
  category: entryCategoryRef.nullable(),
  /** The Europe/Warsaw date of started_at, YYYY-MM-DD. */
  day: z.string(),
  started_at: z.string(),
  ended_at: z.string(),
  minutes: z.number().int(),
  description: z.string(),
  billable: z.boolean(),
  /** minutes × the hourly rate valid on `day` (project rate before the user's general rate); null without a rate. */
  cost: z.number().nullable(),
  /** The entry's month is locked: only administrators may change it. */
  locked: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntryRead>;

export const timeTotals = z.object({ minutes: z.number(), cost: z.number() });
export type TimeTotals = z.infer<typeof timeTotals>;

const listMeta = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() });

/** GET /api/time-entries: the list envelope plus totals of the whole filter (not just the page). */
export const timeEntryList = z.object({ data: z.array(timeEntryRead), meta: listMeta.extend({ totals: timeTotals }) });
export type TimeEntryList = z.infer<typeof timeEntryList>;

export const TIME_ENTRY_SORTABLE = ['started_at', 'day', 'minutes', 'project', 'user'] as const;
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

/** Time entries (/czasy): the API's routes, sort whitelist, filters and 422 labels and the web's list read it. */
export const timeEntriesContract = defineContract({
  name: 'time-entries',
  path: TIME_ENTRIES_PATH,
  ...RESOURCES.timeEntries,
  input: timeEntryInput,
  read: timeEntryRead,
  list: {
    sort: TIME_ENTRY_SORTABLE,
    /** Newest first. */
    defaultSort: 'started_at',
    defaultOrder: 'desc',
    /** `from`/`to`: days (Europe/Warsaw), both inclusive. */
    filters: {
      from: blankFilter(isoDate()),
      to: blankFilter(isoDate()),
      user_id: blankFilter(recordId()),
      project_id: blankFilter(recordId()),
      billable: blankFilter(v.oneOf(['true', 'false', '1', '0'] as const)),
    },
    search: ['description'],
  },
  labels: 'time.fields',
});
/** The list query, with a range that must not end before it starts. */
export const timeEntryListQuery = timeEntriesContract.listQuery.superRefine(checkDayRange);
export type TimeEntryListQuery = z.infer<typeof timeEntryListQuery>;
/** The CSV/XLSX exports: the list's filter and sort, every page (a `page` sent is ignored). */
export const timeEntryExportQuery = timeEntriesContract.listQuery.omit({ page: true }).superRefine(checkDayRange);

/**
 * GET /api/time-entries/options: what the entry form's pickers offer the caller. `users`: active users the
 * caller's Czasy scope covers (the caller first; Superadministrators only to a Superadministrator); `projects`: active projects the caller may book on (with
 * `?user_id=`, that user — in the caller's scope — may book on); `categories`: every category.
 */
export const timeEntryOptions = z.object({ users: z.array(userRef), projects: z.array(entryProjectRef), categories: z.array(entryCategoryRef) });
export type TimeEntryOptions = z.infer<typeof timeEntryOptions>;
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
export const monthLockRead = z.object({ month: z.string(), locked_by: userRef.nullable(), locked_at: z.string() });
export type MonthLock = z.infer<typeof monthLockRead>;
