import { and, type SQL } from 'drizzle-orm';
import { budgetPercent, monthsBetween, type ProjectReport, type ProjectReportRow, type ProjectsReport, type ReportAmount, type SessionUser, type UserReport } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projectsWithMoney } from '../projects/money.js';
import type { Caller, TotalsFilter } from '../time-entries/totals.js';
import {
  archivedWhere, projectBreakdowns, projectTotals, userReportData, type AmountRow,
} from './repository.js';

/** The caller's user scope as a condition on a user-id column (time-entries/access.ts usersInScope). */
export type UserScope = TotalsFilter['scope'];

/**
 * The reports' JSON, assembled from the grouped rows of repository.ts (one row per group, never per entry).
 * Sums of groups are added in whole grosze, so totals equal the sum of the entries exactly.
 */

/** A running sum of groups in minutes and grosze. */
class Sum {
  minutes = 0;
  grosze = 0;
  add(row: AmountRow): ReportAmount {
    const minutes = Number(row.minutes);
    const grosze = Math.round(Number(row.cost) * 100);
    this.minutes += minutes;
    this.grosze += grosze;
    return { minutes, cost: grosze / 100 };
  }
  get value(): ReportAmount {
    return { minutes: this.minutes, cost: this.grosze / 100 };
  }
}

const amountOf = (row: AmountRow) => new Sum().add(row);
const numberOrNull = (x: unknown) => (x === null || x === undefined ? null : Number(x));


/**
 * The users report as JSON, as the API sends it: its people as the database wrote them (repository.ts), in
 * the bytes the database sent when it gives them (PostgreSQL), else as text.
 */
export async function userReportJson(db: DbOrTx, scope: UserScope, q: { from: string; to: string; userId?: number }): Promise<Buffer | string> {
  const { data, minutes, cost } = await userReportData(db, { scope, userId: q.userId || undefined }, q.from, q.to);
  const head = `{"months":${JSON.stringify(monthsBetween(q.from, q.to))},"data":[`;
  const tail = `],"totals":{"minutes":${String(minutes)},"cost":${String(cost)}}}`;
  return Buffer.isBuffer(data) ? Buffer.concat([Buffer.from(head), data, Buffer.from(tail)]) : `${head}${data}${tail}`;
}

/** The same as an object (the exports). */
export async function userReport(db: DbOrTx, scope: UserScope, q: { from: string; to: string; userId?: number }): Promise<UserReport> {
  return JSON.parse(String(await userReportJson(db, scope, q))) as UserReport;
}

/**
 * Costs here sum only the people in the caller's scope; a budget amount and the share of it used are money
 * of the whole project, so they are given only where the caller may see the project's money (projects/money.ts),
 * null elsewhere.
 */
export async function projectsReport(
  db: DbOrTx, user: SessionUser | null, projectScope: SQL | undefined, userScope: UserScope,
  q: { from?: string; to?: string; archived: 'false' | 'true' | 'all' },
): Promise<ProjectsReport> {
  const rows = await projectTotals(db, and(projectScope, archivedWhere(q.archived)), { scope: userScope, from: q.from, to: q.to });
  const money = await projectsWithMoney(db, user, rows);
  const totals = new Sum();
  const data: ProjectReportRow[] = rows.map((r) => {
    const { minutes, cost } = totals.add(r);
    const budgetHours = numberOrNull(r.budgetHours);
    const budgetAmount = money.has(r.id) ? numberOrNull(r.budgetAmount) : null;
    return {
      project: { id: r.id, name: r.name, customer: r.customer },
      minutes, cost,
      budget_hours: budgetHours,
      budget_amount: budgetAmount,
      hours_percent: budgetPercent(minutes / 60, budgetHours),
      cost_percent: budgetPercent(cost, budgetAmount),
    };
  });
  return { data, totals: totals.value };
}

export interface ProjectRow {
  id: number;
  name: string;
  customer: string;
  budgetHours: string | null;
  budgetAmount: string | null;
  leaderId: number | null;
  archivedAt: Date | null;
}

/** One project's report; its budget amount and cost share as in projectsReport. */
export async function projectReport(
  db: DbOrTx, user: SessionUser | null, project: ProjectRow, caller: Caller, q: { from?: string; to?: string },
): Promise<ProjectReport> {
  const { byUser: users, byMonth: months, byCategory: kinds } = await projectBreakdowns(db, project.id, { from: q.from, to: q.to }, caller);
  const totals = new Sum();
  const byUser = users.map((r) => ({ user: { id: r.userId, name: r.name }, ...totals.add(r) }));
  const { minutes, cost } = totals.value;
  const budgetHours = numberOrNull(project.budgetHours);
  const budgetAmount = (await projectsWithMoney(db, user, [project])).has(project.id) ? numberOrNull(project.budgetAmount) : null;
  return {
    project: {
      id: project.id,
      name: project.name,
      customer: project.customer,
      budget_hours: budgetHours,
      budget_amount: budgetAmount,
      hours_percent: budgetPercent(minutes / 60, budgetHours),
      cost_percent: budgetPercent(cost, budgetAmount),
      archived: project.archivedAt !== null,
    },
    by_user: byUser,
    by_month: months.map((r) => ({ month: r.month, ...amountOf(r) })),
    by_category: kinds.map((r) => ({
      category: r.id === null ? null : { id: r.id, name: r.name ?? '', color: r.color ?? '' },
      ...amountOf(r),
    })),
    totals: totals.value,
  };
}
