import type { TimeEntry, TimeEntryOptions, TimerCheck, TimerRecent, TimerToday } from '@harmony/shared';
// By path: the top bar and the dashboard load this module, and resources/timer.ts would bring zod along.
import { isTimerRunning, type RunningTimer, type TimerState } from '@harmony/shared/resources/timer-state';
import { TIMER_PATH, TIME_ENTRY_OPTIONS_PATH } from '@harmony/shared/resources/time-paths';
import { api } from '../api';

/** Query keys of the timer and what shows it elsewhere (top bar, dashboard, who is online). */
export const TIMER_KEY = ['timer'] as const;
export const TIMER_TODAY_KEY = ['timer', 'today'] as const;
export const TIMER_CHECK_KEY = ['timer', 'check'] as const;
export const TIMER_RECENT_KEY = ['timer', 'recent'] as const;
export const TIME_OPTIONS_KEY = ['time-entries', 'options'] as const;
/** Everything that changes when a timer starts or stops (['resource', 'time-entries']: the time list, components/resource). */
export const TIMER_DEPENDENT_KEYS = [['timer'], ['dashboard'], ['online'], ['online-count'], ['time-entries'], ['resource', 'time-entries']] as const;

export interface NamedRef {
  id: number;
  name: string;
}

/** GET /api/time-entries/options: what the caller may pick when booking time (projects they may book on). */
export type TimeOptions = TimeEntryOptions;

export interface TimerInput {
  project_id: number | null;
  /** The kind of work the entry gets at stop (a category), or none. */
  category_id: number | null;
  description: string;
}

export interface StartResult {
  message: string;
  data: RunningTimer;
  /** The timer that was running before and was stopped by this start (its entry), if any. */
  stopped: TimeEntry | null;
}

export interface StopResult {
  message: string;
  /** The created entry; null when the run was under a minute and was discarded. */
  data: TimeEntry | null;
}

/** GET /api/timer: the running timer or null. */
export const fetchTimer = (): Promise<RunningTimer | null> =>
  api.get<TimerState>(TIMER_PATH, { silent: true }).then((state) => (state && isTimerRunning(state) ? state : null));

export const fetchTimerToday = () => api.get<TimerToday>(`${TIMER_PATH}/today`, { silent: true });

export const fetchTimeOptions = () =>
  api.get<Partial<TimeOptions>>(TIME_ENTRY_OPTIONS_PATH, { silent: true }).then(
    (body): TimeOptions => ({ users: body?.users ?? [], projects: body?.projects ?? [], categories: body?.categories ?? [] }),
  );

/** GET /api/timer/check: why a stop is refused and what would let it (the repair after a refused stop). */
export const fetchTimerCheck = () => api.get<TimerCheck>(`${TIMER_PATH}/check`, { silent: true });

/** GET /api/timer/recent: the caller's latest distinct project, category and description, newest first. */
export const fetchTimerRecent = () => api.get<{ data: TimerRecent[] }>(`${TIMER_PATH}/recent`, { silent: true }).then((body) => body?.data ?? []);

export const startTimer = (input: TimerInput) => api.post<StartResult>(`${TIMER_PATH}/start`, input);
/** Stops now, or at `endedAt` (a forgotten timer: at most 24 h after its start). */
export const stopTimer = (endedAt?: string) => api.post<StopResult>(`${TIMER_PATH}/stop`, endedAt ? { ended_at: endedAt } : undefined);
/** `started_at` moves the start (the repair of a refused stop); left out, the start stays. */
export const updateTimer = (input: TimerInput & { started_at?: string }) => api.put<{ message: string; data: RunningTimer }>(TIMER_PATH, input);

/** The timer's fields as an entry or a recent combination has them (continue, recent choices). */
export const timerInputOf = (source: { project: { id: number } | null; category?: { id: number } | null; description: string }): TimerInput => ({
  project_id: source.project?.id ?? null,
  category_id: source.category?.id ?? null,
  description: source.description,
});
export const discardTimer = () => api.delete<{ message: string }>(TIMER_PATH);
