import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { timeEntries, timeTotals, timeTotalsByProject, timeTotalsByUser, timeTotalsMonthly } from '../../db/schema.js';
import type { TimeEntryListQuery } from '@harmony/shared';
import { entryCost, entryRate } from '../rates/cost.js';
import { entryTotals } from './repository.js';

/**
 * Sums of time entries read from time_totals (per user, month, project, kind of work, billable; kept exact by
 * triggers, migrations 0004 and 0007) instead of from every entry. A day range covers whole months from the
 * summaries and only the days of a partial first or last month from time_entries (splitRange), so the work is
 * bounded by the days that don't fill a month, not by the size of the range.
 *
 * The result is a subquery with the columns user_id, project_id, category_id (0: none), month (date),
 * billable, entries (int, so its sums stay bigint), minutes, cost: callers group it as they need. Costs are
 * each entry's cost at its rate, rounded to grosze and then summed, as everywhere else (rates/cost.ts).
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

export interface RangeSplit {
  /** Whole months [first, last) read from the summaries (open where undefined), or none. */
  months: Window | null;
  /** Days added from the entries. */
  days: Window[];
  /** Days taken away, from the entries: a month that is mostly in the range is read whole, minus the rest. */
  minus: Window[];
}

const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / DAY_MS;

/**
 * Which months come whole from the summaries and which days from the entries. A month the range covers only
 * partly is read from whichever side has fewer days: its days in the range (added), or the whole month
 * less its days outside the range (subtracted). "January to today" then reads the current month's summary
 * less the few days after today instead of every entry since the 1st.
 */
export function splitRange(from?: string, to?: string): RangeSplit {
  const end = to === undefined ? undefined : shiftDay(to, 1);
  if (from !== undefined && end !== undefined && monthStartOf(from) === monthStartOf(shiftDay(end, -1))) {
    const [first, last] = [monthStartOf(from), nextMonthOf(from)];
    if (daysBetween(from, end) <= daysBetween(first, from) + daysBetween(end, last)) return { months: null, days: [[from, end]], minus: [] };
    return { months: [first, last], days: [], minus: ([[first, from], [end, last]] as Window[]).filter(([a, b]) => a! < b!) };
  }
  let [monthFrom, monthTo] = [from, end];
  const days: Window[] = [];
  const minus: Window[] = [];
  if (from !== undefined && !from.endsWith('-01')) {
    const [first, last] = [monthStartOf(from), nextMonthOf(from)];
    const wholeMonth = daysBetween(first, from) < daysBetween(from, last);
    (wholeMonth ? minus : days).push(wholeMonth ? [first, from] : [from, last]);
    monthFrom = wholeMonth ? first : last;
  }
  if (end !== undefined && !end.endsWith('-01')) {
    const [first, last] = [monthStartOf(end), nextMonthOf(end)];
    const wholeMonth = daysBetween(end, last) < daysBetween(first, end);
    (wholeMonth ? minus : days).push(wholeMonth ? [end, last] : [first, end]);
    monthTo = wholeMonth ? last : first;
  }
  const months: Window | null = monthFrom !== undefined && monthTo !== undefined && monthFrom >= monthTo ? null : [monthFrom, monthTo];
  return { months, days, minus };
}

/** The columns of a source the filter applies to; a roll-up without projects or months leaves those out. */
interface FilterColumns {
  userId: PgColumn;
  billable: PgColumn;
  projectId?: PgColumn;
  month?: PgColumn;
}

/** The filter (person, project, billable, the caller's scope) and a window of months as one condition on a source. */
function filterOn(f: TotalsFilter, c: FilterColumns, [first, last]: Window = [undefined, undefined]): SQL | undefined {
  return and(
    c.month && first !== undefined ? gte(c.month, first) : undefined,
    c.month && last !== undefined ? lt(c.month, last) : undefined,
    f.userId === undefined ? undefined : eq(c.userId, f.userId),
    c.projectId && f.projectId !== undefined ? eq(c.projectId, f.projectId) : undefined,
    f.billable === undefined ? undefined : eq(c.billable, f.billable),
    f.scope?.(c.userId),
  );
}

function fromSummary(db: DbOrTx, f: TotalsFilter, months: Window) {
  const t = timeTotals;
  return db
    .select({
      user_id: t.userId, project_id: t.projectId, category_id: t.categoryId, month: t.month,
      billable: t.billable, entries: t.entries, minutes: t.minutes, cost: t.cost,
    })
    .from(t)
    .where(filterOn(f, t, months));
}

/** The same from the per-user-month roll-up (no project or kind of work: 0 in those columns; only without a project filter). */
function fromMonthly(db: DbOrTx, f: TotalsFilter, months: Window) {
  const m = timeTotalsMonthly;
  return db
    .select({
      user_id: m.userId, project_id: sql`0`.as('project_id'), category_id: sql`0`.as('category_id'), month: m.month,
      billable: m.billable, entries: m.entries, minutes: m.minutes, cost: m.cost,
    })
    .from(m)
    .where(filterOn(f, m, months));
}

/** Summed from the entries themselves; `sign` -1 gives the amounts negated (days a whole month overshoots). */
function fromEntries(db: DbOrTx, f: TotalsFilter, windows: Window[], sign: 1 | -1 = 1) {
  const rate = entryRate(db);
  const month = sql`date_trunc('month', ${timeEntries.day})::date`;
  const category = sql`coalesce(${timeEntries.categoryId}, 0)`;
  const signed = sql.raw(String(sign));
  return db
    .select({
      user_id: timeEntries.userId, project_id: timeEntries.projectId, category_id: category.as('category_id'), month: month.as('month'),
      billable: timeEntries.billable, entries: sql`${signed} * count(*)::int`.as('entries'),
      minutes: sql`${signed} * sum(${timeEntries.minutes})`.as('minutes'),
      cost: sql`${signed} * coalesce(sum(${entryCost(rate)}), 0)`.as('cost'),
    })
    .from(timeEntries)
    .leftJoinLateral(rate, sql`true`)
    .where(and(
      or(...windows.map(([a, b]) => and(a === undefined ? undefined : gte(timeEntries.day, a), b === undefined ? undefined : lt(timeEntries.day, b)))),
      filterOn(f, timeEntries),
    ))
    .groupBy(timeEntries.userId, timeEntries.projectId, category, month, timeEntries.billable);
}

/** The same over all time, from the per-person roll-up (no month either: null; only without a project filter). */
function fromAllTime(db: DbOrTx, f: TotalsFilter) {
  const a = timeTotalsByUser;
  return db
    .select({
      user_id: a.userId, project_id: sql`0`.as('project_id'), category_id: sql`0`.as('category_id'), month: sql`null::date`.as('month'),
      billable: a.billable, entries: a.entries, minutes: a.minutes, cost: a.cost,
    })
    .from(a)
    .where(filterOn(f, a));
}

/**
 * The amounts matching `f`, as a subquery to select from (`from (${totalsOf(db, f)}) t`). Some rows may be
 * negative (splitRange's `minus`), so a group's sum can be 0 entries: group with `having sum(t.entries) <> 0`
 * where a group without time must not show. Without a project
 * filter, `rollUp` reads coarser summaries: 'monthly' per person and month (no project or kind of work), and
 * 'all-time' per person when there is no date range either (no month: null).
 */
export function totalsOf(db: DbOrTx, f: TotalsFilter, rollUp: false | 'monthly' | 'all-time' = false): SQL {
  if (rollUp === 'all-time' && f.from === undefined && f.to === undefined && f.projectId === undefined) {
    return sql`(${fromAllTime(db, f)})`;
  }
  const { months, days, minus } = splitRange(f.from, f.to);
  const parts: SQL[] = [];
  if (months) parts.push(sql`${rollUp && f.projectId === undefined ? fromMonthly(db, f, months) : fromSummary(db, f, months)}`);
  if (days.length) parts.push(sql`${fromEntries(db, f, days)}`);
  if (minus.length) parts.push(sql`${fromEntries(db, f, minus, -1)}`);
  if (!parts.length) parts.push(sql`${fromSummary(db, f, [undefined, undefined])} limit 0`);
  return sql.join(parts.map((p) => sql`(${p})`), sql` union all `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Count, minutes and cost of everything matching `f` (the time list's totals; the roll-up when no project is asked for). */
export async function sumTotals(db: DbOrTx, f: TotalsFilter): Promise<{ count: number; minutes: number; cost: number }> {
  const [row] = rowsOf<{ count: string; minutes: string; cost: string }>(await db.execute(sql`
    select coalesce(sum(t.entries), 0)::text as count, coalesce(sum(t.minutes), 0)::text as minutes, coalesce(sum(t.cost), 0)::text as cost
    from (${totalsOf(db, f, 'all-time')}) t`));
  return { count: Number(row?.count ?? 0), minutes: Number(row?.minutes ?? 0), cost: Number(row?.cost ?? 0) };
}

/** Minutes and cost of one project, all time (budgets), from its roll-up row. */
export async function projectUsage(db: DbOrTx, projectId: number): Promise<{ minutes: number; cost: number }> {
  const [row] = await db
    .select({ minutes: timeTotalsByProject.minutes, cost: timeTotalsByProject.cost })
    .from(timeTotalsByProject).where(eq(timeTotalsByProject.projectId, projectId));
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
