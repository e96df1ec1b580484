import { z } from 'zod';
import { v } from '../validation/rules.js';
import { optionalRef } from './crm-fields.js';
import { entryCategoryRef, entryProjectRef, isoDateTime, TIME_ENTRY_DESCRIPTION_MAX, timeEntryRead, timeTotals } from './time-entries.js';
import type { RunningTimer } from './timer-state.js';

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

/**
 * PUT /api/timer: edits the running timer; `started_at` (optional) moves its start: not into the future,
 * at most 24 h back (TIME_ENTRY_MAX_MINUTES), not onto an entry and not into a locked month.
 */
export const timerUpdateInput = z.object({
  project_id: optionalProject,
  category_id: optionalRef(),
  description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
  started_at: z.preprocess((x) => (x === '' || x === null ? undefined : x), isoDateTime().optional()),
});
export type TimerUpdateInput = z.input<typeof timerUpdateInput>;

/**
 * POST /api/timer/stop: `ended_at` (optional, default now) ends the entry earlier — a timer forgotten
 * overnight is stopped at start + 24 h, or before an entry it ran into. Never in the future.
 */
export const timerStopInput = z.object({
  ended_at: z.preprocess((x) => (x === '' || x === null ? undefined : x), isoDateTime().optional()),
});
export type TimerStopInput = z.input<typeof timerStopInput>;

/** The running timer as the API answers it (GET /api/timer, the `data` of its writes); RunningTimer is its zod-free type. */
export const runningTimerRead = z.object({
  project: entryProjectRef.nullable(),
  category: entryCategoryRef.nullable(),
  description: z.string(),
  started_at: z.string(),
}) satisfies z.ZodType<RunningTimer>;

/** GET /api/timer: the running timer, or `{ running: null }`. */
export const timerStateRead = z.union([runningTimerRead, z.object({ running: z.null() })]);

/** POST /api/timer/start: the new timer and the entry of the one it stopped, if one ran. */
export const timerStarted = z.object({ message: z.string(), data: runningTimerRead, stopped: timeEntryRead.nullable() });
/** PUT /api/timer. */
export const timerUpdated = z.object({ message: z.string(), data: runningTimerRead });
/** POST /api/timer/stop: the entry it became, or null for a run under a minute (discarded). */
export const timerStopped = z.object({ message: z.string(), data: timeEntryRead.nullable() });

/**
 * GET /api/timer/check: whether the running timer may be stopped now and, when not, what would let it:
 * the pop-up and the top bar show this after a refused stop so the user can fix it on the spot.
 */
export const timerCheckRead = z.object({
  /** What a stop now would answer with (field → messages); empty when it may stop. */
  errors: z.record(z.string(), z.array(z.string())),
  /** The first entry the timer runs into, if any. */
  conflict: timeEntryRead.nullable(),
  /** A later start that would let it stop now (after the entries it overlaps, in an open month, within 24 h); null: none. */
  start_at: z.string().nullable(),
  /** An earlier end that would let it stop (start + 24 h, or where the next entry begins); null: none needed or possible. */
  stop_at: z.string().nullable(),
});
export type TimerCheck = z.infer<typeof timerCheckRead>;

/** A row of GET /api/timer/recent: what the caller booked lately, to start again in one click. */
export const timerRecentRead = z.object({
  project: entryProjectRef,
  category: entryCategoryRef.nullable(),
  description: z.string(),
  /** When the newest entry of this combination started. */
  last_started_at: z.string(),
});
export type TimerRecent = z.infer<typeof timerRecentRead>;
export const timerRecentList = z.object({ data: z.array(timerRecentRead) });

/** GET /api/timer/today: the caller's entries of today (Europe/Warsaw), oldest first, with totals. */
export const timerTodayRead = z.object({ day: z.string(), data: z.array(timeEntryRead), totals: timeTotals });
export type TimerToday = z.infer<typeof timerTodayRead>;

/** The answer of a write that only says what it did (DELETE /api/timer). */
export const timerMessage = z.object({ message: z.string() });
