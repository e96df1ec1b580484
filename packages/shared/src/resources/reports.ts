import { z } from 'zod';
import type { UserRef } from './activities.js';
import { checkDayRange, isoDate } from './activities.js';
import { v } from '../validation/rules.js';
import { archivedFilter, monthField } from './crm-fields.js';
import { monthSpan } from './allocations.js';

/**
 * Reports (/raporty, /raporty/projekty, /raporty/projekty/{id}, /api/reports/...): hours and cost of time
 * entries, always within the caller's time scope (Czasy__wszystkie: everyone, Czasy__kontraktorow: own +
 * contractors', else own). Every report also exists as …/export.csv, …/export.xlsx and …/export.pdf with
 * the same query.
 */

/** The longest range of the users × months report. */
export const REPORT_RANGE_MAX_MONTHS = 24;

const blank = (x: unknown) => (x === '' || x === null ? undefined : x);

/** GET /api/reports/users: months YYYY-MM, both included; the API fills a missing end (to: this month, from: January of to's year). */
export const userReportQuery = z
  .object({
    from: z.preprocess(blank, monthField().optional()),
    to: z.preprocess(blank, monthField().optional()),
    user_id: z.preprocess(blank, v.id().optional()),
  })
  .superRefine((value, ctx) => {
    const valid = (m: unknown) => typeof m === 'string' && /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/.test(m);
    if (!valid(value.from) || !valid(value.to)) return;
    const span = monthSpan(value.from!, value.to!);
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.rangeOrder' });
    else if (span > REPORT_RANGE_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.rangeTooLong' });
  });
export type UserReportQuery = z.input<typeof userReportQuery>;

/** Days YYYY-MM-DD, both included; either end may be left out (no limit on that side). */
const dayRange = {
  from: z.preprocess(blank, isoDate().optional()),
  to: z.preprocess(blank, isoDate().optional()),
};

/** GET /api/reports/projects; `archived`: false (default: active projects), true or all. */
export const projectsReportQuery = z.object({ ...dayRange, archived: archivedFilter() }).superRefine(checkDayRange);
export type ProjectsReportQuery = z.input<typeof projectsReportQuery>;

/** GET /api/reports/projects/{id}. */
export const projectReportQuery = z.object(dayRange).superRefine(checkDayRange);
export type ProjectReportQuery = z.input<typeof projectReportQuery>;

/** Minutes and cost (złoty; each entry's cost rounded to grosze, then summed; entries without a rate cost 0). */
export interface ReportAmount {
  minutes: number;
  cost: number;
}

/** GET /api/reports/users. */
export interface UserReport {
  /** Every month of the range, YYYY-MM. */
  months: string[];
  /**
   * Users with time in the range (sorted by last name): `minutes[i]` and `cost[i]` are of `months[i]`, every
   * month of the range (zeros included), and `total` of them all.
   */
  data: { user: UserRef; minutes: number[]; cost: number[]; total: ReportAmount }[];
  totals: ReportAmount;
}

export interface ReportProjectRef {
  id: number;
  name: string;
  customer: string;
}

export interface ProjectReportRow extends ReportAmount {
  project: ReportProjectRef;
  budget_hours: number | null;
  budget_amount: number | null;
  /** hours of this row against budget_hours, % (one decimal); null without an hours budget. */
  hours_percent: number | null;
  /** cost of this row against budget_amount, % (one decimal); null without a money budget. */
  cost_percent: number | null;
}

/** GET /api/reports/projects: every project the caller sees (by name), with zeros where nothing was booked. */
export interface ProjectsReport {
  data: ProjectReportRow[];
  totals: ReportAmount;
}

export interface ReportCategoryRef {
  id: number;
  name: string;
  color: string;
}

/** The project of GET /api/reports/projects/{id}; the percentages are of the report's totals. */
export interface ProjectReportProject extends ReportProjectRef {
  budget_hours: number | null;
  budget_amount: number | null;
  hours_percent: number | null;
  cost_percent: number | null;
  archived: boolean;
}

/** GET /api/reports/projects/{id}: one project by user, by month and by kind of work (category). */
export interface ProjectReport {
  project: ProjectReportProject;
  /** Most minutes first. */
  by_user: ({ user: UserRef } & ReportAmount)[];
  /** Months with time, oldest first (YYYY-MM). */
  by_month: ({ month: string } & ReportAmount)[];
  /** Most minutes first; `category: null` gathers entries without one. */
  by_category: ({ category: ReportCategoryRef | null } & ReportAmount)[];
  totals: ReportAmount;
}
