import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { timeEntries, timeTotals, timeTotalsMonthly } from '../../db/schema.js';
import type { TimeEntryListQuery } from '@harmony/shared';
import { entryCost, entryRate } from '../rates/cost.js';
import { entryTotals } from './repository.js';

/**
 * Sums of time entries read from time_totals (per user, month, project, kind of work, billable; kept exact by
 * triggers, migration 0004) instead of from every entry. A day range covers whole months from time_totals and
 * only the days around them (a partial first or last month) from time_entries, so the work is bounded by the
 * days that don't fill a month, not by the size of the range.
 *
 * The result is a subquery with the columns user_id, project_id, category_id (0: none), month (date),
 * billable, entries, minutes, cost: callers group it as they need. Costs are each entry's cost at its rate,
 * rounded to grosze and then summed, as everywhere else (rates/cost.ts).
 */
export interface TotalsFilter {
  /** Days YYYY-MM-DD, both included; either may be missing (no limit on that side). */
  from?: string;
  to?: string;
  userId?: number;
  projectId?: number;
  billable?: boolean;
  /** The caller's visibility as a condition on a user-id column (time-entries/access.ts usersInScope). */
  scope?: (userColumn: PgColumn) => SQL | undefined;
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const nextMonthOf = (day: string) => {
  const d = new Date(Date.parse(`${day.slice(0, 7)}-01T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** [from, toExclusive) days; undefined ends are open. */
type Window = [string | undefined, string | undefined];

/** Which months come whole from time_totals, and which day windows from time_entries. */
export function splitRange(from?: string, to?: string): { months: Window | null; days: Window[] } {
  const end = to === undefined ? undefined : shiftDay(to, 1);
  const monthFrom = from === undefined ? undefined : from.endsWith('-01') ? from : nextMonthOf(from);
  const monthTo = end === undefined ? undefined : `${end.slice(0, 7)}-01`;
  if (monthFrom !== undefined && monthTo !== undefined && monthFrom >= monthTo) return { months: null, days: [[from, end]] };
  const days: Window[] = [];
  if (from !== undefined && from < monthFrom!) days.push([from, monthFrom]);
  if (end !== undefined && monthTo! < end) days.push([monthTo, end]);
  return { months: [monthFrom, monthTo], days };
}

function fromSummary(db: DbOrTx, f: TotalsFilter, [first, last]: Window) {
  return db
    .select({
      user_id: timeTotals.userId, project_id: timeTotals.projectId, category_id: timeTotals.categoryId, month: timeTotals.month,
      billable: timeTotals.billable, entries: sql`${timeTotals.entries}::bigint`.as('entries'), minutes: timeTotals.minutes, cost: timeTotals.cost,
    })
    .from(timeTotals)
    .where(and(
      first === undefined ? undefined : gte(timeTotals.month, first),
      last === undefined ? undefined : lt(timeTotals.month, last),
      f.userId === undefined ? undefined : eq(timeTotals.userId, f.userId),
      f.projectId === undefined ? undefined : eq(timeTotals.projectId, f.projectId),
      f.billable === undefined ? undefined : eq(timeTotals.billable, f.billable),
      f.scope?.(timeTotals.userId),
    ));
}

/** The same from the per-user-month roll-up (no project or kind of work: 0 in those columns). */
function fromMonthly(db: DbOrTx, f: TotalsFilter, [first, last]: Window) {
  const m = timeTotalsMonthly;
  return db
    .select({
      user_id: m.userId, project_id: sql`0`.as('project_id'), category_id: sql`0`.as('category_id'), month: m.month,
      billable: m.billable, entries: sql`${m.entries}::bigint`.as('entries'), minutes: m.minutes, cost: m.cost,
    })
    .from(m)
    .where(and(
      first === undefined ? undefined : gte(m.month, first),
      last === undefined ? undefined : lt(m.month, last),
      f.userId === undefined ? undefined : eq(m.userId, f.userId),
      f.billable === undefined ? undefined : eq(m.billable, f.billable),
      f.scope?.(m.userId),
    ));
}

function fromEntries(db: DbOrTx, f: TotalsFilter, windows: Window[]) {
  const rate = entryRate(db);
  const month = sql`date_trunc('month', ${timeEntries.day})::date`;
  const category = sql`coalesce(${timeEntries.categoryId}, 0)`;
  return db
    .select({
      user_id: timeEntries.userId, project_id: timeEntries.projectId, category_id: category.as('category_id'), month: month.as('month'),
      billable: timeEntries.billable, entries: sql`count(*)`.as('entries'), minutes: sql`sum(${timeEntries.minutes})`.as('minutes'),
      cost: sql`coalesce(sum(${entryCost(rate)}), 0)`.as('cost'),
    })
    .from(timeEntries)
    .leftJoinLateral(rate, sql`true`)
    .where(and(
      or(...windows.map(([a, b]) => and(a === undefined ? undefined : gte(timeEntries.day, a), b === undefined ? undefined : lt(timeEntries.day, b)))),
      f.userId === undefined ? undefined : eq(timeEntries.userId, f.userId),
      f.projectId === undefined ? undefined : eq(timeEntries.projectId, f.projectId),
      f.billable === undefined ? undefined : eq(timeEntries.billable, f.billable),
      f.scope?.(timeEntries.userId),
    ))
    .groupBy(timeEntries.userId, timeEntries.projectId, category, month, timeEntries.billable);
}

/** The amounts matching `f`, as a subquery to select from (`from (${totalsOf(db, f)}) t`). */
export function totalsOf(db: DbOrTx, f: TotalsFilter, rollUp = false): SQL {
  const { months, days } = splitRange(f.from, f.to);
  const parts: SQL[] = [];
  if (months) parts.push(sql`${rollUp && f.projectId === undefined ? fromMonthly(db, f, months) : fromSummary(db, f, months)}`);
  if (days.length) parts.push(sql`${fromEntries(db, f, days)}`);
  if (!parts.length) parts.push(sql`${fromSummary(db, f, [undefined, undefined])} limit 0`);
  return sql.join(parts.map((p) => sql`(${p})`), sql` union all `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Count, minutes and cost of everything matching `f` (the time list's totals; the roll-up when no project is asked for). */
export async function sumTotals(db: DbOrTx, f: TotalsFilter): Promise<{ count: number; minutes: number; cost: number }> {
  const [row] = rowsOf<{ count: string; minutes: string; cost: string }>(await db.execute(sql`
    select coalesce(sum(t.entries), 0)::text as count, coalesce(sum(t.minutes), 0)::text as minutes, coalesce(sum(t.cost), 0)::text as cost
    from (${totalsOf(db, f, true)}) t`));
  return { count: Number(row?.count ?? 0), minutes: Number(row?.minutes ?? 0), cost: Number(row?.cost ?? 0) };
}

/** Minutes and cost of one project, all time (budgets, the projects list). */
export async function projectUsage(db: DbOrTx, projectId: number): Promise<{ minutes: number; cost: number }> {
  const [row] = await db
    .select({ minutes: sql<string>`coalesce(sum(${timeTotals.minutes}), 0)::text`, cost: sql<string>`coalesce(sum(${timeTotals.cost}), 0)::text` })
    .from(timeTotals).where(eq(timeTotals.projectId, projectId));
  return { minutes: Number(row?.minutes ?? 0), cost: Number(row?.cost ?? 0) };
}

export { rowsOf };

/**
 * The time list's totals: from the summary, unless the filter searches descriptions (only the entries
 * themselves know those, so that one sums the matching entries).
 */
export function listTotals(
  db: DbOrTx, q: TimeEntryListQuery, scope: TotalsFilter['scope'], where: SQL | undefined,
): Promise<{ count: number; minutes: number; cost: number }> {
  if (q.search) return entryTotals(db, where);
  const billable = q.billable === undefined ? undefined : q.billable === 'true' || q.billable === '1';
  return sumTotals(db, { from: q.from, to: q.to, userId: q.user_id, projectId: q.project_id, billable, scope });
}
