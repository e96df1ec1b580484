import type { UserRef } from './activities.js';
import type { EntryCategoryRef, EntryProjectRef } from './time-entries.js';

/**
 * What the signed-in shell needs of the timer at run time, without zod: the web app imports this module
 * by its path (`@harmony/shared/resources/timer-state`), so the timer's schemas (timer.ts) stay with the
 * screens that validate input. timer.ts re-exports all of it.
 */

/** GET /api/timer while a timer runs (the body itself); `{ running: null }` when none does. */
export interface RunningTimer {
  project: EntryProjectRef | null;
  /** The kind of work the entry will get; null: none. Sent by /api/timer and its writes (other views may leave it out). */
  category?: EntryCategoryRef | null;
  description: string;
  started_at: string;
}
export type TimerState = RunningTimer | { running: null };
export const isTimerRunning = (state: TimerState): state is RunningTimer => !('running' in state);

/** A row of GET /api/v1/admin/times/online (and of each event of its /stream). */
export interface OnlineUser {
  user: UserRef;
  project: EntryProjectRef | null;
  description: string;
  started_at: string;
}

/** The SSE event name of /api/v1/admin/times/online/stream; its data is `{ data: OnlineUser[] }`. */
export const ONLINE_STREAM_EVENT = 'online';
