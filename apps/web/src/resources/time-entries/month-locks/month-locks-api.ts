import type { MonthLock } from '@harmony/shared';
import { api } from '../../../lib/api';

/** Month locks (administrators): GET /api/month-locks, POST { month }, DELETE /api/month-locks/{month}. */
export const MONTH_LOCKS_KEY = ['month-locks'] as const;

export const fetchMonthLocks = () => api.get<{ data: MonthLock[] }>('/api/month-locks', { silent: true }).then((r) => r.data);
export const lockMonth = (month: string) => api.post<{ message: string; data: MonthLock }>('/api/month-locks', { month });
export const unlockMonth = (month: string) => api.delete<{ month: string; message: string }>(`/api/month-locks/${month}`);
