import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { timeTotalsProjectUserYears } from '../../db/schema.js';
import { scopeFilter } from '../time-entries/access.js';
import {
  asPlaceholder, fromEntries, splitRange, totalsValues, type Caller, type TotalsFilter, type Window,
} from '../time-entries/totals.js';

/**
 * One project's time per person over a range of days, for its report's breakdown by person. Whole months come
 * from time_totals_project_user_years: a person's sum over a run of one year's months is the difference of two
 * running sums, so a range reads one row per person and year it touches instead of one per person and month
 * (the largest project over a year: 240 rows, none summed, instead of 881). The days of partial months come from
 * the entries, as totals.ts reads them (splitRange).
 */

/**
 * A run of whole months read from the yearly rows: the years (`year` one year; `after`/`before` the years
 * strictly between, either side open), and the months of each as subscripts: `upto[last] - upto[first]`, where
 * `first` is the month before the run (0: none, and upto[0] is null, read as 0).
 */
interface YearPart {
  year?: number;
  after?: number;
  before?: number;
  first: number;
  last: number;
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));

/** The yearly rows a window of whole months [a, b) (first days of months; undefined: open) reads. */
function yearParts([a, b]: Window): YearPart[] {
  // The last month in the window: the month before b.
  const [lastYear, lastMonth] = b === undefined ? [undefined, 12] : monthOf(b) === 1 ? [yearOf(b) - 1, 12] : [yearOf(b), monthOf(b) - 1];
  if (a !== undefined && lastYear === yearOf(a)) return [{ year: lastYear, first: monthOf(a) - 1, last: lastMonth }];
  const parts: YearPart[] = [];
  if (a !== undefined) parts.push({ year: yearOf(a), first: monthOf(a) - 1, last: 12 });
  const middle: YearPart = { after: a === undefined ? undefined : yearOf(a), before: lastYear, first: 0, last: 12 };
  if (middle.after === undefined || middle.before === undefined || middle.before - middle.after > 1) parts.push(middle);
  if (lastYear !== undefined) parts.push({ year: lastYear, first: 0, last: lastMonth });
  return parts;
}

/** The bound values of a part, under its own names (`py0_year`, …); unset sides are left out of the statement. */
function partValues(parts: YearPart[]): Record<string, number> {
  const values: Record<string, number> = {};
  parts.forEach((part, i) => {
    for (const [key, value] of Object.entries(part)) if (value !== undefined) values[`py${i}_${key}`] = value;
  });
  return values;
}

/**
 * The project's time per person in the range (`f`) that the caller may see: rows of user_id, entries, minutes
 * and cost, one per person with time. Like totalsTemplate: the SQL with placeholders, its values and its shape.
 */
export function projectPeopleTemplate(db: DbOrTx, f: Pick<TotalsFilter, 'from' | 'to'> & { projectId: number }, caller: Caller) {
  const filter: TotalsFilter = { ...f, scope: scopeFilter(db, caller.scope, sql.placeholder('caller')) };
  const plan = splitRange(f.from, f.to);
  const parts = plan.months ? yearParts(plan.months) : [];
  const values = { ...totalsValues(filter, plan), ...partValues(parts), caller: caller.id };
  const y = timeTotalsProjectUserYears;
  const fromYears = (part: YearPart, i: number) => {
    const put = (key: keyof YearPart) => sql.placeholder(`py${i}_${key}`);
    const run = (upto: PgColumn) => sql`coalesce(${upto}[${put('last')}], 0) - coalesce(${upto}[${put('first')}], 0)`;
    const years = part.year !== undefined
      ? eq(y.year, put('year'))
      : and(part.after === undefined ? undefined : gt(y.year, put('after')), part.before === undefined ? undefined : lt(y.year, put('before')));
    return sql`select ${y.userId} as user_id, ${run(y.uptoEntries)} as entries, ${run(y.uptoMinutes)} as minutes, ${run(y.uptoCost)} as cost
      from ${y} where ${and(eq(y.projectId, sql.placeholder('project_id')), years, filter.scope?.(y.userId))}`;
  };
  const fromDays = (windows: Window[], sign: 1 | -1) =>
    sql`select e.user_id, e.entries, e.minutes, e.cost from (${fromEntries(db, filter, windows, sign, asPlaceholder)}) e`;
  const sources = [
    ...parts.map(fromYears),
    ...(plan.days.length ? [fromDays(plan.days, 1)] : []),
    ...(plan.minus.length ? [fromDays(plan.minus, -1)] : []),
  ];
  const shape = [
    'people', parts.map((p) => Object.keys(p).filter((k) => p[k as keyof YearPart] !== undefined).join('/')).join(','),
    plan.days.length, plan.minus.length, caller.scope,
  ].join('|');
  const union = sources.length ? sql.join(sources.map((s) => sql`(${s})`), sql` union all `) : sql`select null::int as user_id, 0 as entries, 0 as minutes, 0 as cost where false`;
  return {
    shape,
    values,
    sql: (): SQL => sql`
      select user_id, sum(entries) as entries, sum(minutes) as minutes, sum(cost) as cost
      from (${union}) t group by user_id having sum(entries) <> 0`,
  };
}
