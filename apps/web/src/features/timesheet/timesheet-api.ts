import { TIMESHEET_PATH, type Timesheet, type TimesheetInput } from '@harmony/shared';
import { api } from '../../lib/api';

/** GET and PUT /api/timesheet: one person's week, and its changed cells saved at once. */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  week: (userId: number | undefined, week: string) => ['timesheet', userId ?? 'me', week] as const,
};

export function fetchTimesheet(week: string, userId?: number) {
  const query = new URLSearchParams({ week, ...(userId ? { user_id: String(userId) } : {}) });
  return api.get<Timesheet>(`${TIMESHEET_PATH}?${query.toString()}`);
}

export const saveTimesheet = (body: TimesheetInput) => api.put<Timesheet & { message: string }>(TIMESHEET_PATH, body);
