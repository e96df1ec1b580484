import type { AdminProjectsResponse, UserProjectsResponse } from '@harmony/shared';
import { api } from '../../lib/api';

export type Archived = 'false' | 'true' | 'all';

/** GET /api/admin/projects?month&archived: people × projects, planned and worked in the month. */
export const fetchAdminProjects = (month: string, archived: Archived) =>
  api.get<AdminProjectsResponse>(`/api/admin/projects?${new URLSearchParams({ month, archived }).toString()}`);

/** GET /api/users/{id}/projects?month&archived (no month: all time). */
export function fetchUserProjects(userId: number, month: string | null, archived: Archived) {
  const query = new URLSearchParams({ archived });
  if (month) query.set('month', month);
  return api.get<UserProjectsResponse>(`/api/users/${userId}/projects?${query.toString()}`);
}
