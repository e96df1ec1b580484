import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef } from './crm-fields.js';
import { TIME_ENTRY_DESCRIPTION_MAX, timeEntryDay, timeEntryRead, timeTotals } from './time-entries.js';

/**
 * A whole work day of one user recorded by an administrator (/administrator/uzytkownicy/{id}/nowy-dzien-pracy):
 * POST /api/users/{id}/work-days. Times are Europe/Warsaw wall-clock times of `day`; "24:00" ends at midnight.
 * All entries are written in one transaction or none is.
 */
export const WORK_DAY_ENTRIES_MAX = 50;

/** HH:MM, 00:00–23:59, or 24:00. Its message is an i18n key (`time.invalidClock`, with {{field}}). */
export const CLOCK_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const clock = () =>
  z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') })
    .regex(CLOCK_PATTERN, { error: 'time.invalidClock' });

export const workDayEntryInput = z.object({
  project_id: v.id(),
  /** The kind of work (a project category); optional. */
  category_id: optionalRef(),
  start: clock(),
  end: clock(),
  description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
  billable: z.boolean({ error: encodeRule('required') }).default(true),
});

export const workDayInput = z.object({
  /** Inside the days time can be booked on (timeEntryDay). */
  day: timeEntryDay(),
  entries: z
    .array(workDayEntryInput, { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) })
    .min(1, { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) })
    .max(WORK_DAY_ENTRIES_MAX, { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) }),
});
export type WorkDayInput = z.input<typeof workDayInput>;

/** The answer of POST /api/users/{id}/work-days: the entries written and their totals. */
export const workDayCreated = z.object({ message: z.string(), data: z.array(timeEntryRead), totals: timeTotals });
export type WorkDayCreated = z.infer<typeof workDayCreated>;

/** Minutes since midnight of an HH:MM clock ("24:00" → 1440). */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}
