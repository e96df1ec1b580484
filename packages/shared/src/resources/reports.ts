import { z } from 'zod';
import { checkDayRange, isoDate } from './activities.js';
import { v } from '../validation/rules.js';
import { archivedFilter, monthField } from './crm-fields.js';
import { monthSpan } from './allocations.js';
import { namedRefRead } from './engine-wire.js';

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
export const reportAmountRead = z.object({ minutes: z.number(), cost: z.number() });
export type ReportAmount = z.infer<typeof reportAmountRead>;

/**
 * GET /api/reports/users. `data`: users with time in the range (sorted by last name): `minutes[i]` and
 * `cost[i]` are of `months[i]`, every month of the range (zeros included), and `total` of them all.
 */
export const userReportRead = z.object({
  /** Every month of the range, YYYY-MM. */
  months: z.array(z.string()),
  data: z.array(z.object({ user: namedRefRead, minutes: z.array(z.number()), cost: z.array(z.number()), total: reportAmountRead })),
  totals: reportAmountRead,
});
export type UserReport = z.infer<typeof userReportRead>;

const reportProjectRef = z.object({ id: z.number().int(), name: z.string(), customer: z.string() });
export type ReportProjectRef = z.infer<typeof reportProjectRef>;

/** A project's budget beside what the report counted; the money ones are null where the caller may not see them. */
const budgetUse = {
  budget_hours: z.number().nullable(),
  budget_amount: z.number().nullable(),
  /** hours against budget_hours, % (one decimal); null without an hours budget. */
  hours_percent: z.number().nullable(),
  /** cost against budget_amount, % (one decimal); null without a money budget. */
  cost_percent: z.number().nullable(),
};

export const projectReportRowRead = reportAmountRead.extend({ project: reportProjectRef, ...budgetUse });
export type ProjectReportRow = z.infer<typeof projectReportRowRead>;

/** GET /api/reports/projects: every project the caller sees (by name), with zeros where nothing was booked. */
export const projectsReportRead = z.object({ data: z.array(projectReportRowRead), totals: reportAmountRead });
export type ProjectsReport = z.infer<typeof projectsReportRead>;

const reportCategoryRef = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type ReportCategoryRef = z.infer<typeof reportCategoryRef>;

/** The project of GET /api/reports/projects/{id}; the percentages are of the report's totals. */
const reportProject = reportProjectRef.extend({ ...budgetUse, archived: z.boolean() });
export type ProjectReportProject = z.infer<typeof reportProject>;

/** GET /api/reports/projects/{id}: one project by user, by month and by kind of work (category). */
export const projectReportRead = z.object({
  project: reportProject,
  /** Most minutes first. */
  by_user: z.array(reportAmountRead.extend({ user: namedRefRead })),
  /** Months with time, oldest first (YYYY-MM). */
  by_month: z.array(reportAmountRead.extend({ month: z.string() })),
  /** Most minutes first; `category: null` gathers entries without one. */
  by_category: z.array(reportAmountRead.extend({ category: reportCategoryRef.nullable() })),
  totals: reportAmountRead,
});
export type ProjectReport = z.infer<typeof projectReportRead>;
