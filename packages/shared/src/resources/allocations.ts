import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { archivedFilter, monthField } from './crm-fields.js';
import { namedRefRead } from './engine-wire.js';

/** The longest range of months one allocation screen reads or replaces. */
export const ALLOCATION_RANGE_MAX_MONTHS = 24;
/** Most hours one person can be planned for in one month (31 × 24). */
export const PLANNED_HOURS_MAX = 744;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
/** How many months from `from` to `to`, both included. */
export const monthSpan = (from: string, to: string) => monthIndex(to) - monthIndex(from) + 1;

const MONTH = /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/;
const monthAt = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every month from `from` to `to` (YYYY-MM), both included: none for a reversed or invalid range, at most 240. */
export function monthsBetween(from: string, to: string): string[] {
  if (!MONTH.test(from) || !MONTH.test(to)) return [];
  const first = monthIndex(from);
  return Array.from({ length: Math.min(Math.max(monthSpan(from, to), 0), 240) }, (_, i) => monthAt(first + i));
}
const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

/** A range of months to read, both ends included; the API fills a missing end (see the allocations module). */
const range = {
  from: z.preprocess(emptyToUndefined, monthField().optional()),
  to: z.preprocess(emptyToUndefined, monthField().optional()),
};

function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to || !MONTH.test(value.from) || !MONTH.test(value.to)) return;
  const span = monthSpan(value.from, value.to);
  if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'projects.allocations.rangeOrder' });
  else if (span > ALLOCATION_RANGE_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'projects.allocations.rangeTooLong' });
}

/** GET /api/projects/{id}/allocations?from=YYYY-MM&to=YYYY-MM */
export const allocationRangeQuery = z.object(range).superRefine(checkRange);
export type AllocationRangeQuery = z.input<typeof allocationRangeQuery>;

/**
 * PUT /api/projects/{id}/allocations: the whole plan of the range. Rows of the range not in the list are
 * removed; every row's month lies in the range; one row per user and month.
 */
export const allocationsInput = z
  .object({
    from: monthField(),
    to: monthField(),
    allocations: z
      .array(
        z.object({
          user_id: v.id(),
          month: monthField(),
          planned_hours: v.between(0, PLANNED_HOURS_MAX).transform((n) => Math.round(n * 100) / 100),
        }),
        // Left out, the plan of the range would be emptied: a 422 naming the list instead.
        { error: (issue) => (issue.input == null ? encodeRule('required') : encodeRule('array', 0, 2000)) },
      )
      .max(2000, { error: encodeRule('array', 0, 2000) }),
  })
  .superRefine((value, ctx) => {
    checkRange(value, ctx);
    // Zod runs this even when some fields failed: judge only rows and ranges that are well-formed themselves.
    const valid = (month: unknown) => typeof month === 'string' && MONTH.test(month);
    const rangeOk = valid(value.from) && valid(value.to) && monthSpan(value.from, value.to) >= 1;
    const seen = new Set<string>();
    (Array.isArray(value.allocations) ? value.allocations : []).forEach((row, i) => {
      if (!row || !valid(row.month)) return;
      if (rangeOk && (row.month < value.from || row.month > value.to)) {
        ctx.addIssue({ code: 'custom', path: ['allocations', i, 'month'], message: 'projects.allocations.monthOutside' });
      }
      const key = `${row.user_id}/${row.month}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['allocations', i, 'month'], message: 'projects.allocations.duplicate' });
      seen.add(key);
    });
  });
export type AllocationsInput = z.input<typeof allocationsInput>;

/** One person on the project: planned hours (`months`) and worked hours (`worked`) by month 'YYYY-MM'. */
export const projectAllocationRead = z.object({
  user: namedRefRead,
  months: z.record(z.string(), z.number()),
  worked: z.record(z.string(), z.number()),
});
export type ProjectAllocation = z.infer<typeof projectAllocationRead>;

/** GET /api/projects/{id}/allocations: the range read (defaults filled) and its people. */
export const projectAllocationsRead = z.object({ from: z.string(), to: z.string(), data: z.array(projectAllocationRead) });
export type ProjectAllocationsResponse = z.infer<typeof projectAllocationsRead>;

/** PUT /api/projects/{id}/allocations: the saved plan read back, with the message. */
export const allocationsSavedRead = projectAllocationsRead.extend({ message: z.string() });

/** GET /api/admin/projects?archived=false&month=YYYY-MM (month defaults to the current one in Europe/Warsaw). */
export const adminProjectsQuery = z.object({
  archived: archivedFilter(),
  month: z.preprocess(emptyToUndefined, monthField().optional()),
});
export type AdminProjectsQuery = z.input<typeof adminProjectsQuery>;

/** GET /api/users/{id}/projects?archived=…&month=… (without a month: all time). */
export const userProjectsQuery = adminProjectsQuery;

/** A project in the users × projects views, with the hours planned and worked in the period. */
export const userProjectHoursRead = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), customer: z.string(), archived: z.boolean() }),
  planned_hours: z.number(),
  worked_hours: z.number(),
});
export type UserProjectHours = z.infer<typeof userProjectHoursRead>;

export const adminUserProjectsRead = z.object({
  user: namedRefRead,
  projects: z.array(userProjectHoursRead),
  planned_hours: z.number(),
  worked_hours: z.number(),
});
export type AdminUserProjects = z.infer<typeof adminUserProjectsRead>;

/** GET /api/admin/projects: the month read (defaulted) and its people. */
export const adminProjectsRead = z.object({ month: z.string(), data: z.array(adminUserProjectsRead) });
export type AdminProjectsResponse = z.infer<typeof adminProjectsRead>;

/** GET /api/users/{id}/projects. */
export const userProjectsRead = z.object({
  user: namedRefRead,
  /** null: all time. */
  month: z.string().nullable(),
  data: z.array(userProjectHoursRead),
  planned_hours: z.number(),
  worked_hours: z.number(),
});
export type UserProjectsResponse = z.infer<typeof userProjectsRead>;
