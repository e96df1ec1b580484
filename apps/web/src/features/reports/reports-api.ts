import { api } from '../../lib/api';
import type { NamedRef } from '../timer/timer-api';

/** Types of /api/reports/* (built against the agreed shapes; the API module is newer than this file). */

export interface Amount {
  minutes: number;
  cost: number | null;
}

export interface UsersReport {
  months: string[];
  data: { user: NamedRef; months: Record<string, Amount | undefined>; total: Amount }[];
  totals?: Amount | null;
}

/** `customer` may come as a name or as a reference. */
export type CustomerRef = string | { id?: number; name: string } | null | undefined;

export interface ProjectRow {
  project: { id: number; name: string; customer?: CustomerRef };
  minutes: number;
  cost: number | null;
  budget_hours: number | null;
  budget_amount: number | null;
  hours_percent: number | null;
  cost_percent: number | null;
}

export interface ProjectsReport {
  data: ProjectRow[];
  totals?: Amount | null;
}

export interface ProjectReport {
  project: { id: number; name: string; customer?: CustomerRef; budget_hours?: number | null; budget_amount?: number | null };
  by_user: ({ user: NamedRef } & Amount)[];
  by_month: ({ month: string } & Amount)[];
  by_category: ({ category: { id: number; name: string; color: string | null } | null } & Amount)[];
  totals?: (Amount & { hours_percent?: number | null; cost_percent?: number | null }) | null;
}

export const customerName = (c: CustomerRef): string => (typeof c === 'string' ? c : (c?.name ?? ''));

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

export const fetchUsersReport = (query: string) => get<UsersReport>(USERS_REPORT, query);
export const fetchProjectsReport = (query: string) => get<ProjectsReport>(PROJECTS_REPORT, query);
export const fetchProjectReport = (id: string, query: string) => get<ProjectReport>(projectReportPath(id), query);
