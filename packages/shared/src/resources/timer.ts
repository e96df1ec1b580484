import { z } from 'zod';
import { v } from '../validation/rules.js';
import { optionalRef } from './crm-fields.js';
import {
  isoDateTime, TIME_ENTRY_DESCRIPTION_MAX, type EntryCategoryRef, type EntryProjectRef, type TimeEntry, type TimeTotals,
} from './time-entries.js';
import type { FieldErrors } from '../validation/errors.js';

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

/**
 * GET /api/timer/check: whether the running timer may be stopped now and, when not, what would let it:
 * the pop-up and the top bar show this after a refused stop so the user can fix it on the spot.
 */
export interface TimerCheck {
  /** What a stop now would answer with (field → messages); empty when it may stop. */
  errors: FieldErrors;
  /** The first entry the timer runs into, if any. */
  conflict: TimeEntry | null;
  /** A later start that would let it stop now (after the entries it overlaps, in an open month, within 24 h); null: none. */
  start_at: string | null;
  /** An earlier end that would let it stop (start + 24 h, or where the next entry begins); null: none needed or possible. */
  stop_at: string | null;
}

/** A row of GET /api/timer/recent: what the caller booked lately, to start again in one click. */
export interface TimerRecent {
  project: EntryProjectRef;
  category: EntryCategoryRef | null;
  description: string;
  /** When the newest entry of this combination started. */
  last_started_at: string;
}

/** GET /api/timer/today: the caller's entries of today (Europe/Warsaw), oldest first, with totals. */
export interface TimerToday {
  day: string;
  data: TimeEntry[];
  totals: TimeTotals;
}
