/**
 * The API paths of time tracking that both the API and the web write, without zod: the web's top bar and
 * dashboard import this module by its path (`@harmony/shared/resources/time-paths`), as timer-state.ts.
 */

/** Time entries' collection (timeEntriesContract.path reads it). */
export const TIME_ENTRIES_PATH = '/api/time-entries';
/** The entry form's pickers (GET). */
export const TIME_ENTRY_OPTIONS_PATH = `${TIME_ENTRIES_PATH}/options`;
/** The timer: GET, PUT, DELETE here; …/start, …/stop, …/check, …/recent, …/today beneath it. */
export const TIMER_PATH = '/api/timer';
/** The weekly timesheet (GET and PUT). */
export const TIMESHEET_PATH = '/api/timesheet';
/** Month locks (administrators): GET and POST here, DELETE {path}/{month}. */
export const MONTH_LOCKS_PATH = '/api/month-locks';
/** A whole work day of one user (POST, administrators). */
export const workDaysPath = (userId: number | string) => `/api/users/${userId}/work-days`;
