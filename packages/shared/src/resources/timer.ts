import { z } from 'zod';
import { v } from '../validation/rules.js';
import { optionalRef } from './crm-fields.js';
import {
  isoDateTime, TIME_ENTRY_DESCRIPTION_MAX, type TimeEntry, type TimeTotals,
} from './time-entries.js';

/** The timer (/timer, /api/timer): one running timer per user, kept in the database. */

export * from './timer-state.js';

/** A project may be picked later (PUT /api/timer); stopping needs one. */
const optionalProject = z.preprocess(
  (x) => (x === '' ? null : x),
  v.id().nullable().optional(),
);

/** POST /api/timer/start. Starting while a timer runs stops that one first (its entry is created). */
export const timerStartInput = z.object({
  project_id: optionalProject,
  /** The kind of work the entry gets at stop (a project category); left out or empty: none. */
  category_id: optionalRef(),
  description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
});
export type TimerStartInput = z.input<typeof timerStartInput>;

/** PUT /api/timer: edits the running timer; `started_at` (optional) moves its start, never into the future. */
export const timerUpdateInput = z.object({
  project_id: optionalProject,
  category_id: optionalRef(),
  description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
  started_at: z.preprocess((x) => (x === '' || x === null ? undefined : x), isoDateTime().optional()),
});
export type TimerUpdateInput = z.input<typeof timerUpdateInput>;

/** GET /api/timer/today: the caller's entries of today (Europe/Warsaw), oldest first, with totals. */
export interface TimerToday {
  day: string;
  data: TimeEntry[];
  totals: TimeTotals;
}
