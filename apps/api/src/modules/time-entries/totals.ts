import { and, eq, getTableName, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  timeEntries, timeTotals, timeTotalsByProject, timeTotalsByUser, timeTotalsMonthly, timeTotalsProjectCategories, timeTotalsProjectUsers,
  timeTotalsUserMonths,
} from '../../db/schema.js';
import type { TimeEntryListQuery } from '@harmony/shared';
import { entryCost, entryRate } from '../rates/cost.js';
import { billableOf } from './repository.js';
import { scopeFilter, type TimeScope } from './access.js';

/**
 * Sums of time entries read from time_totals (per user, month, project, kind of work, billable) and the
 * coarser summaries derived from it (SUMMARIES; all kept exact by triggers, migrations 0004, 0007, 0009 and 0010)
 * instead of from every entry. A day range covers whole months from a summary and only the days of a partial
 * first or last month from time_entries (splitRange), so the work is bounded by the days that don't fill a
 * month, not by the size of the range.
 *
 * The result is a subquery with the columns user_id, project_id, category_id (0: none), month (date),
 * billable, entries (int, so its sums stay bigint), minutes, cost; a column the chosen summary lacks is 0 or
 * null, so callers group by the columns they asked for. Costs are each entry's cost at its rate, rounded to
 * grosze and then summed, as everywhere else (rates/cost.ts).
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
export type Window = [string | undefined, string | undefined];

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

/** The columns a caller groups the amounts by (and that the filter needs). */
export type Grain = 'user_id' | 'project_id' | 'category_id' | 'month' | 'billable';

/** A summary table: the grain columns it has, and its amounts. */
interface Summary {
  table: typeof timeTotals | typeof timeTotalsMonthly | typeof timeTotalsUserMonths | typeof timeTotalsByUser
    | typeof timeTotalsByProject | typeof timeTotalsProjectUsers | typeof timeTotalsProjectCategories;
  columns: Partial<Record<Grain, PgColumn>>;
}

/**
 * Every summary, smallest first (rows at 1,000,000 entries): totalsOf reads the first one that has every column
 * the caller groups by and the filter needs. Without a month column it sums all time (no date range only).
 */
const SUMMARIES: Summary[] = [
  { table: timeTotalsByUser, columns: { user_id: timeTotalsByUser.userId, billable: timeTotalsByUser.billable } }, // 600
  { table: timeTotalsByProject, columns: { project_id: timeTotalsByProject.projectId } }, // 1,900
  { table: timeTotalsUserMonths, columns: { user_id: timeTotalsUserMonths.userId, month: timeTotalsUserMonths.month } }, // 11,000
  { table: timeTotalsMonthly, columns: { user_id: timeTotalsMonthly.userId, month: timeTotalsMonthly.month, billable: timeTotalsMonthly.billable } }, // 22,000
  {
    table: timeTotalsProjectUsers, // 33,000
    columns: { project_id: timeTotalsProjectUsers.projectId, month: timeTotalsProjectUsers.month, user_id: timeTotalsProjectUsers.userId },
  },
  {
    table: timeTotalsProjectCategories, // 74,000
    columns: {
      project_id: timeTotalsProjectCategories.projectId, month: timeTotalsProjectCategories.month,
      category_id: timeTotalsProjectCategories.categoryId,
    },
  },
  {
    table: timeTotals, // 235,000
    columns: {
      user_id: timeTotals.userId, project_id: timeTotals.projectId, category_id: timeTotals.categoryId,
      month: timeTotals.month, billable: timeTotals.billable,
    },
  },
];

/** The grain columns a filter conditions on. */
function filterNeeds(f: TotalsFilter): Grain[] {
  const needs: Grain[] = [];
  if (f.userId !== undefined || f.scope !== undefined) needs.push('user_id');
  if (f.projectId !== undefined) needs.push('project_id');
  if (f.billable !== undefined) needs.push('billable');
  return needs;
}

/** The smallest summary with every column in `needs` (time_totals has them all). */
function summaryFor(needs: Grain[]): Summary {
  return SUMMARIES.find((s) => needs.every((g) => s.columns[g] !== undefined))!;
}

/**
 * What a condition compares with: the value itself, or its placeholder in a query prepared once per shape
 * (db/performance/shapes.ts; the list's totals). `totalsValues` gives the values under the same names.
 */
type Put = <T>(name: string, value: T) => T | SQLWrapper;
const asValue: Put = (_name, value) => value;
export const asPlaceholder: Put = (name) => sql.placeholder(name);

/** The names of a window's bounds: the months read whole (`m`), days added (`d0`, `d1`) or taken away (`x0`). */
const boundNames = (window: string): [string, string] => [`${window}_from`, `${window}_to`];

/** The filter (person, project, billable, the caller's scope) and a window of months as one condition on a source. */
function filterOn(
  f: TotalsFilter, c: Partial<Record<Grain, PgColumn>>, [first, last]: Window = [undefined, undefined], put: Put = asValue,
): SQL | undefined {
  const [from, to] = boundNames('m');
  return and(
    c.month && first !== undefined ? gte(c.month, put(from, first)) : undefined,
    c.month && last !== undefined ? lt(c.month, put(to, last)) : undefined,
    f.userId === undefined ? undefined : eq(c.user_id!, put('user_id', f.userId)),
    f.projectId === undefined ? undefined : eq(c.project_id!, put('project_id', f.projectId)),
    f.billable === undefined ? undefined : eq(c.billable!, put('billable', f.billable)),
    f.scope?.(c.user_id!),
  );
}

/** The amounts of a summary in the common shape; a column it doesn't have is 0 (null for month and billable). */
function fromSummary(db: DbOrTx, f: TotalsFilter, s: Summary, months?: Window, put: Put = asValue) {
  const c = s.columns;
  return db
    .select({
      user_id: c.user_id ?? sql`0`.as('user_id'), project_id: c.project_id ?? sql`0`.as('project_id'),
      category_id: c.category_id ?? sql`0`.as('category_id'), month: c.month ?? sql`null::date`.as('month'),
      billable: c.billable ?? sql`null::boolean`.as('billable'),
      entries: s.table.entries, minutes: s.table.minutes, cost: s.table.cost,
    })
    .from(s.table)
    .where(filterOn(f, c, months, put));
}

/** Summed from the entries themselves; `sign` -1 gives the amounts negated (days a whole month overshoots). */
export function fromEntries(db: DbOrTx, f: TotalsFilter, windows: Window[], sign: 1 | -1 = 1, put: Put = asValue) {
  const rate = entryRate(db);
  const month = sql`date_trunc('month', ${timeEntries.day})::date`;
  const category = sql`coalesce(${timeEntries.categoryId}, 0)`;
  const signed = sql.raw(String(sign));
  const e = timeEntries;
  return db
    .select({
      user_id: e.userId, project_id: e.projectId, category_id: category.as('category_id'), month: month.as('month'),
      billable: e.billable, entries: sql`${signed} * count(*)::int`.as('entries'),
      minutes: sql`${signed} * sum(${e.minutes})`.as('minutes'),
      cost: sql`${signed} * coalesce(sum(${entryCost(rate)}), 0)`.as('cost'),
    })
    .from(e)
    .leftJoinLateral(rate, sql`true`)
    .where(and(
      or(...windows.map(([a, b], i) => {
        const [from, to] = boundNames(`${sign > 0 ? 'd' : 'x'}${i}`);
        return and(a === undefined ? undefined : gte(e.day, put(from, a)), b === undefined ? undefined : lt(e.day, put(to, b)));
      })),
      filterOn(f, { user_id: e.userId, project_id: e.projectId, billable: e.billable }, undefined, put),
    ))
    .groupBy(e.userId, e.projectId, category, month, e.billable);
}

/**
 * The amounts matching `f`, as a subquery to select from (`from (${totalsOf(db, f, by)}) t`), to be grouped by
 * the columns in `by` (the others may be 0 or null: each summary has only its own). Whole months come from
 * the smallest summary that has `by` and what the filter needs, the rest from the entries (splitRange); with
 * no date range and no month in `by`, a summary over all time. Some rows may be negative (splitRange's
 * `minus`), so a group's sum can be 0 entries: group with `having sum(t.entries) <> 0` where a group without
 * time must not show.
 */
export function totalsOf(db: DbOrTx, f: TotalsFilter, by: Grain[], put: Put = asValue): SQL {
  const { summary, months, days, minus } = planOf(f, by);
  const parts: SQL[] = [];
  if (months) parts.push(sql`${fromSummary(db, f, summary, months, put)}`);
  if (days.length) parts.push(sql`${fromEntries(db, f, days, 1, put)}`);
  if (minus.length) parts.push(sql`${fromEntries(db, f, minus, -1, put)}`);
  if (!parts.length) parts.push(sql`${fromSummary(db, f, summary, undefined, put)} limit 0`); // an empty range
  return sql.join(parts.map((p) => sql`(${p})`), sql` union all `);
}

/**
 * Where totalsOf reads `f` grouped by `by` from: the range split into whole months and days, and the summary
 * for the months (it needs a month column only when there is a range; without one, `months` is all time).
 */
function planOf(f: TotalsFilter, by: Grain[]): RangeSplit & { summary: Summary } {
  const ranged = f.from !== undefined || f.to !== undefined;
  return { ...splitRange(f.from, f.to), summary: summaryFor([...by, ...filterNeeds(f), ...(ranged ? ['month' as const] : [])]) };
}

/**
 * The amounts matching `f` summed per `by`: one row per group with time, with the columns of `by` and entries,
 * minutes and cost. When whole months of a summary at exactly that grain answer alone, its rows are the groups
 * already and are read as they are.
 */
export function groupedTotals(db: DbOrTx, f: TotalsFilter, by: Grain[]): SQL {
  const keys = sql.raw(by.join(', '));
  const { summary, days, minus } = planOf(f, by);
  const exact = !days.length && !minus.length && Object.keys(summary.columns).every((g) => by.includes(g as Grain));
  if (exact) return sql`select ${keys}, entries, minutes, cost from (${totalsOf(db, f, by)}) t`;
  return sql`
    select ${keys}, sum(entries) as entries, sum(minutes) as minutes, sum(cost) as cost
    from (${totalsOf(db, f, by)}) t group by ${keys} having sum(entries) <> 0`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Count, minutes and cost of the amounts in `from`. */
const sumOf = (from: SQL) => sql`
  select coalesce(sum(t.entries), 0)::text as count, coalesce(sum(t.minutes), 0)::text as minutes, coalesce(sum(t.cost), 0)::text as cost
  from (${from}) t`;

export type Sums = { count: number; minutes: number; cost: number };

/** The values of `f`'s conditions under the names of totalsOf's placeholders (`asPlaceholder`). */
export function totalsValues(f: TotalsFilter, plan: RangeSplit): Record<string, unknown> {
  const values: Record<string, unknown> = { user_id: f.userId, project_id: f.projectId, billable: f.billable };
  const bounds = (window: string, [a, b]: Window) => {
    const [from, to] = boundNames(window);
    [values[from], values[to]] = [a, b];
  };
  if (plan.months) bounds('m', plan.months);
  plan.days.forEach((w, i) => bounds(`d${i}`, w));
  plan.minus.forEach((w, i) => bounds(`x${i}`, w));
  return values;
}

/** Whose time counts in a query prepared once per shape: the kind of the caller's scope, and the caller. */
export interface Caller {
  scope: TimeScope;
  id: number;
}

/**
 * The amounts matching `f` as totalsOf gives them for `by`, written with a placeholder for each value (to be
 * prepared once per shape, db/performance/shapes.ts), those values, and the shape: the summary read, which windows of
 * months and days the range splits into, which filters are set, the caller's scope. The caller's id is bound
 * as `caller`.
 */
export function totalsTemplate(db: DbOrTx, f: Omit<TotalsFilter, 'scope'>, by: Grain[], caller: Caller) {
  const filter: TotalsFilter = { ...f, scope: scopeFilter(db, caller.scope, sql.placeholder('caller')) };
  const plan = planOf(filter, by);
  const values = totalsValues(filter, plan);
  const set = Object.keys(values).filter((key) => values[key] !== undefined);
  return {
    // Whole months read with no bound (all time) and none read at all (an empty range) bind the same names.
    shape: [getTableName(plan.summary.table), plan.months ? 'months' : 'no months', caller.scope, ...set].join(),
    values: { ...values, caller: caller.id },
    sql: () => totalsOf(db, filter, by, asPlaceholder),
  };
}

/**
 * The time list's totals from the summaries (totalsTemplate; list.ts prepares them with the page). Not for a
 * filter that searches descriptions: only the entries themselves know those.
 */
export function listSums(db: DbOrTx, q: TimeEntryListQuery, caller: Caller) {
  const f = { from: q.from, to: q.to, userId: q.user_id, projectId: q.project_id, billable: billableOf(q) };
  const totals = totalsTemplate(db, f, [], caller);
  return { shape: totals.shape, values: totals.values, sql: () => sumOf(totals.sql()) };
}

export { rowsOf };
