import type { TimeEntry, TimeEntryOptions, TimerToday } from '@harmony/shared';
// By path: the top bar and the dashboard load this module, and resources/timer.ts would bring zod along.
import { isTimerRunning, type RunningTimer, type TimerState } from '@harmony/shared/resources/timer-state';
import { api } from '../../lib/api';

/** Query keys of the timer and what shows it elsewhere (top bar, dashboard, who is online). */
export const TIMER_KEY = ['timer'] as const;
export const TIMER_TODAY_KEY = ['timer', 'today'] as const;
export const TIME_OPTIONS_KEY = ['time-entries', 'options'] as const;
/** Everything that changes when a timer starts or stops. */
export const TIMER_DEPENDENT_KEYS = [['timer'], ['dashboard'], ['online'], ['online-count'], ['time-entries']] as const;

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
  api.get<TimerState>('/api/timer', { silent: true }).then((state) => (state && isTimerRunning(state) ? state : null));

export const fetchTimerToday = () => api.get<TimerToday>('/api/timer/today', { silent: true });

export const fetchTimeOptions = () =>
  api.get<Partial<TimeOptions>>('/api/time-entries/options', { silent: true }).then(
    (body): TimeOptions => ({ users: body?.users ?? [], projects: body?.projects ?? [], categories: body?.categories ?? [] }),
  );

export const startTimer = (input: TimerInput) => api.post<StartResult>('/api/timer/start', input);
export const stopTimer = () => api.post<StopResult>('/api/timer/stop');
export const updateTimer = (input: TimerInput) => api.put<{ message: string; data: RunningTimer }>('/api/timer', input);
export const discardTimer = () => api.delete<{ message: string }>('/api/timer');
