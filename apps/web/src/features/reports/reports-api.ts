import type { ProjectReport, ProjectsReport, UserReport } from '@harmony/shared';
import { api } from '../../lib/api';

/** Minutes and cost; the sums here also accept a cost the server could not know (null). */
export interface Amount {
  minutes: number;
  cost: number | null;
}

export const customerName = (customer: string | null | undefined): string => customer ?? '';

export const USERS_REPORT = '/api/reports/users';
export const PROJECTS_REPORT = '/api/reports/projects';
export const projectReportPath = (id: number | string) => `/api/reports/projects/${id}`;

/** The query of a report without empty values (an empty user filter means everyone). */
export function reportQuery(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return q.toString();
}

const get = <T>(path: string, query: string) => api.get<T>(query ? `${path}?${query}` : path, { silent: true });

export const fetchUsersReport = (query: string) => get<UserReport>(USERS_REPORT, query);
export const fetchProjectsReport = (query: string) => get<ProjectsReport>(PROJECTS_REPORT, query);
export const fetchProjectReport = (id: string, query: string) => get<ProjectReport>(projectReportPath(id), query);
