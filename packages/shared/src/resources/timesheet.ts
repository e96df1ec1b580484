import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { isoDate } from './activities.js';
import { optionalRef } from './crm-fields.js';
import { entryCategoryRef, entryProjectRef, requiredDate, TIME_ENTRY_MAX_MINUTES } from './time-entries.js';

/**
 * The weekly timesheet (/czasy/tydzien, /api/timesheet): one person's week as a grid of projects (with an
 * optional kind of work) × days, hours typed per cell. A saved cell becomes time entries under the same rules
 * as every other time write; the API writes all changed cells or none.
 */

/** At most this many changed cells in one save (50 rows × 7 days). */
export const TIMESHEET_CELLS_MAX = 350;
/** Where the API places time added in a cell: the first free gap from this Warsaw clock time (08:00). */
export const TIMESHEET_DAY_START_MINUTES = 8 * 60;

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `n` days after (or before) a day, YYYY-MM-DD. */
export const shiftDay = (day: string, n: number): string => dayOf(utcOf(day) + n * DAY_MS);

/** The Monday of the (ISO) week a day falls in. */
export function weekMonday(day: string): string {
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

/** Monday to Sunday of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));

/** Weeks the timesheet opens: years the database's date columns and Warsaw's clock both hold. */
const weekField = () => isoDate().refine((s) => s >= '1900-01-01' && s <= '9999-12-24', { error: encodeRule('date') });
const blankToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

/** GET /api/timesheet?week=YYYY-MM-DD&user_id=: any day of the week (default this week), whose (default the caller). */
export const timesheetQuery = z.object({
  week: z.preprocess(blankToUndefined, weekField().optional()),
  user_id: z.preprocess(blankToUndefined, v.id().optional()),
});
export type TimesheetQuery = z.input<typeof timesheetQuery>;

/** One cell's target: all of the user's minutes on that project (and kind of work, or none) that day. */
export const timesheetCellInput = z.object({
  project_id: v.id(),
  category_id: optionalRef(),
  day: requiredDate(),
  minutes: v.intBetween(0, TIME_ENTRY_MAX_MINUTES),
});

/**
 * PUT /api/timesheet: the changed cells of one week (each day inside it, each cell once). More minutes than
 * the cell holds add one entry in the first free gap of the day from 08:00; fewer shorten or delete the
 * cell's entries, the latest first.
 */
export const timesheetInput = z.object({
  week: z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).pipe(weekField()),
  user_id: z.preprocess(blankToUndefined, v.id().optional()),
  cells: z
    .array(timesheetCellInput, { error: encodeRule('array', 0, TIMESHEET_CELLS_MAX) })
    .max(TIMESHEET_CELLS_MAX, { error: encodeRule('array', 0, TIMESHEET_CELLS_MAX) }),
});
export type TimesheetInput = z.input<typeof timesheetInput>;
export type TimesheetCellInput = z.input<typeof timesheetCellInput>;

const minutesByDay = z.record(z.string(), z.number());

/** A row of the grid: a project and kind of work, with the minutes of each day that has any. */
export const timesheetRow = z.object({
  project: entryProjectRef,
  category: entryCategoryRef.nullable(),
  /** Minutes by day (YYYY-MM-DD); days without time are left out. */
  days: minutesByDay,
});
export type TimesheetRow = z.infer<typeof timesheetRow>;

/** GET /api/timesheet and the answer of PUT /api/timesheet (then with `message`). */
export const timesheetRead = z.object({
  /** The week's Monday. */
  week: z.string(),
  /** Monday to Sunday (Europe/Warsaw days). */
  days: z.array(z.string()),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** Every project and kind of work the person booked time on that week, by project name. */
  rows: z.array(timesheetRow),
  totals: z.object({ days: minutesByDay, week: z.number() }),
  /** Days in a locked month: only administrators change their time. */
  locked_days: z.array(z.string()),
});
export type Timesheet = z.infer<typeof timesheetRead>;
export const timesheetSaved = timesheetRead.extend({ message: z.string() });
