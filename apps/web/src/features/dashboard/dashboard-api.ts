import type { Dashboard } from '@harmony/shared';
import { api } from '../../lib/api';

export type { Dashboard, DashboardProject } from '@harmony/shared';

export const DASHBOARD_KEY = ['dashboard'] as const;

/** GET /api/dashboard: the caller's numbers; `admin` only for administrators. Hours are in minutes. */
export const fetchDashboard = () => api.get<Dashboard>('/api/dashboard', { silent: true });
