import { MONTH_LOCKS_PATH, type MonthLock } from '@harmony/shared';
import { api } from '../../../lib/api';

/** Month locks (administrators): GET /api/month-locks, POST { month }, DELETE /api/month-locks/{month}. */
export const MONTH_LOCKS_KEY = ['month-locks'] as const;

export const fetchMonthLocks = () => api.get<{ data: MonthLock[] }>(MONTH_LOCKS_PATH, { silent: true }).then((r) => r.data);
export const lockMonth = (month: string) => api.post<{ message: string; data: MonthLock }>(MONTH_LOCKS_PATH, { month });
export const unlockMonth = (month: string) => api.delete<{ month: string; message: string }>(`${MONTH_LOCKS_PATH}/${month}`);
