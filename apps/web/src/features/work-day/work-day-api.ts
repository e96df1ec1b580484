import { workDaysPath, type TimeEntry, type TimeTotals, type WorkDayInput } from '@harmony/shared';
import { api } from '../../lib/api';

/** POST /api/users/{id}/work-days: every entry of the day in one transaction, or none. */
export const saveWorkDay = (userId: number, body: WorkDayInput) =>
  api.post<{ message: string; data: TimeEntry[]; totals: TimeTotals }>(workDaysPath(userId), body);
