import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { projects, timeTotalsUserYears, users } from '../../db/schema.js';
import { firstRowBytes } from '../../db/performance/bytes.js';
import { prepareRows, ShapeCache, type PreparedRows } from '../../db/performance/shapes.js';
import { personName } from '../../lib/sql.js';
import { groupedTotals, totalsTemplate, type Caller, type TotalsFilter } from '../time-entries/totals.js';
import { projectPeopleTemplate } from './project-people.js';

/**
 * SQL of the reports only: every number comes from the time totals (time-entries/totals.ts: whole months from
 * the time_totals summaries, the days around them from the entries; the users report and the project report's
 * people from the yearly running sums), each entry's cost at its rate rounded before it is summed. Callers pass
 * the filter: the caller's user scope plus the report's range.
 */

/** Minutes and cost of a group, as the driver returns them (bigint and numeric come back as text). */
export interface AmountRow {
  minutes: string | number;
  cost: string | number;
}

/** A group's minutes and cost summed over the project report's rows per kind and month (`k`). */
const KIND_AMOUNTS = sql`coalesce(sum(k.minutes), 0)::text as minutes, coalesce(sum(k.cost), 0)::text as cost`;

/** The calendar years a run of months touches, each with its first and last month (1–12), in order. */
function yearSegments(firstMonth: string, lastMonth: string): { year: number; first: number; last: number }[] {
  const [y1, m1, y2, m2] = [firstMonth.slice(0, 4), firstMonth.slice(5, 7), lastMonth.slice(0, 4), lastMonth.slice(5, 7)].map(Number) as [number, number, number, number];
  const segments = [];
  for (let year = y1; year <= y2; year++) segments.push({ year, first: year === y1 ? m1 : 1, last: year === y2 ? m2 : 12 });
  return segments;
}

/**
 * The users report (shared UserReport) for months `firstMonth`..`lastMonth` (YYYY-MM): its `data` items as JSON
 * text, written by the database (as the bytes it sent where the driver gives them, db/performance/bytes.ts), and the grand
 * totals. People with time in the range by name; each with the minutes and cost of every month of the range in
 * arrays (zeros included) and a total.
 *
 * It reads time_totals_user_years: one row per person and calendar year the range touches, not one per person
 * and month (300 people over a year: 300 rows instead of 3,600; session 12, pgbench 7.0 → 2.0 ms a report). A
 * year's months are a slice of its arrays, sent as they are; a sum over them is the difference of two running
 * sums. The months are known when the statement is written, so they are written into it and nothing is grouped
 * or sorted but the people by name. Over several years the years are joined by person, zeros where someone has
 * no row.
 */
export async function userReportData(
  db: DbOrTx, f: Pick<TotalsFilter, 'scope' | 'userId'>, firstMonth: string, lastMonth: string,
): Promise<Record<'data' | 'minutes' | 'cost', Buffer | string>> {
  const y = timeTotalsUserYears;
  const who = and(f.userId === undefined ? undefined : eq(y.userId, f.userId), f.scope?.(y.userId));
  const segments = yearSegments(firstMonth, lastMonth);
  const names = segments.map((_, i) => sql.raw(`y${i}`));
  const years = segments.map(({ year, first, last }, i) => {
    const at = (column: PgColumn, n: number) => sql`${column}[${sql.raw(String(n))}]`;
    const sum = (upto: PgColumn) => (first === 1 ? at(upto, last) : sql`${at(upto, last)} - ${at(upto, first - 1)}`);
    // A whole year is the array itself (twelve months, migration 0012): no slice to copy.
    const inRange = (column: PgColumn) => (first === 1 && last === 12 ? column : sql`${column}[${sql.raw(`${first}:${last}`)}]`);
    const slice = (column: PgColumn) => sql`array_to_string(${inRange(column)}, ',')`;
    return sql`${names[i]} as (
      select ${y.userId} as user_id, ${sum(y.uptoEntries)} as entries, ${sum(y.uptoMinutes)} as minutes, ${sum(y.uptoCost)} as cost,
        ${slice(y.minutes)} as m, ${slice(y.cost)} as c
      from ${y} where ${and(eq(y.year, year), who)})`;
  });
  /** Over every year, the person's zero where they have no row. */
  const total = (column: string) => sql.join(names.map((n) => sql`coalesce(${n}.${sql.raw(column)}, 0)`), sql` + `);
  const months = (column: string) => sql.join(segments.map((g, i) =>
    sql`coalesce(${names[i]}.${sql.raw(column)}, ${Array(g.last - g.first + 1).fill('0').join(',')})`), sql`, ',', `);
  const row = await firstRowBytes<'data' | 'minutes' | 'cost'>(db, sql`
    with ${sql.join(years, sql`, `)}, people as (
      select user_id, ${total('entries')} as entries, ${total('minutes')} as minutes, ${total('cost')} as cost,
        concat(${months('m')}) as m, concat(${months('c')}) as c
      from ${names[0]} ${sql.join(names.slice(1).map((n) => sql`full join ${n} using (user_id)`), sql` `)}
    )
    select coalesce(string_agg(concat('{"user":{"id":', ${users.id}, ',"name":', to_json(${personName(users)}), '},"minutes":[', p.m,
        '],"cost":[', p.c, '],"total":{"minutes":', p.minutes, ',"cost":', p.cost, '}}'), ',' order by lower(${users.lastName}), lower(${users.firstName}), ${users.id}), '') as data,
      coalesce(sum(p.minutes), 0)::text as minutes, coalesce(sum(p.cost), 0)::text as cost
    from people p join ${users} on ${users.id} = p.user_id where p.entries <> 0`);
  return row!;
}

/**
 * Every project matching `projectWhere` (the caller's project scope and the archive filter), by name, with
 * the minutes and cost of the entries matching `f` (zero when none).
 */
export async function projectTotals(db: DbOrTx, projectWhere: SQL | undefined, f: TotalsFilter) {
  const used = sql`(select t.project_id, minutes::text, cost::text from (${groupedTotals(db, f, ['project_id'])}) t)`;
  return db
    .select({
      id: projects.id, name: projects.name, customer: projects.customer,
      budgetHours: projects.budgetHours, budgetAmount: projects.budgetAmount, leaderId: projects.leaderId, archivedAt: projects.archivedAt,
      minutes: sql<string>`coalesce(used.minutes, '0')`, cost: sql<string>`coalesce(used.cost, '0')`,
    })
    .from(projects)
    .leftJoin(sql`${used} as used`, sql`used.project_id = ${projects.id}`)
    .where(projectWhere)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

export const archivedWhere = (archived: 'false' | 'true' | 'all'): SQL | undefined =>
  archived === 'true' ? isNotNull(projects.archivedAt) : archived === 'all' ? undefined : isNull(projects.archivedAt);

/**
 * One project's minutes and cost three ways: by user (most first) from its running sums per person and year
 * (project-people.ts), by month (oldest first) and by kind of work (most first; entries without a category in one
 * group) from one pass over its totals per kind and month (143 rows for the largest project over a year, where
 * its totals per person and month are 881). People are summed by id and named after (grouping by the names too
 * cost 10 %). `f` is the range (days); whose time counts follows `caller`.
 *
 * Prepared once per shape (the range's split into years, months and days, the caller's scope: totalsTemplate),
 * like the time list: writing this SQL anew took 0.8 ms of the server's CPU per report.
 */
export async function projectBreakdowns(db: DbOrTx, projectId: number, f: Pick<TotalsFilter, 'from' | 'to'>, caller: Caller) {
  const range = { ...f, projectId };
  const perPerson = projectPeopleTemplate(db, range, caller);
  const perKind = totalsTemplate(db, range, ['category_id', 'month'], caller);
  const query = breakdowns.get(db, `${perPerson.shape}|${perKind.shape}`, (name) => prepareRows(db, sql`
    with k as materialized (${perKind.sql()})
    select
      (select coalesce(json_agg(x), '[]') from (
        select p.user_id as "userId", ${personName(users)} as name, p.minutes::text as minutes, p.cost::text as cost
        from (${perPerson.sql()}) p join ${users} on ${users.id} = p.user_id
        order by p.minutes desc, lower(${users.lastName}), p.user_id) x) as by_user,
      (select coalesce(json_agg(x), '[]') from (
        select to_char(k.month, 'YYYY-MM') as month, ${KIND_AMOUNTS} from k group by k.month having sum(k.entries) <> 0 order by k.month) x) as by_month,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, c.color, ${KIND_AMOUNTS}
        from k left join categories c on c.id = k.category_id
        group by c.id, c.name, c.color having sum(k.entries) <> 0
        order by sum(k.minutes) desc, lower(c.name)) x) as by_category`, name));
  // Both templates read the same range for the same caller: the names they share have the same values.
  const [row] = await query.execute({ ...perPerson.values, ...perKind.values });
  const [byUser, byMonth, byCategory] = row ?? [];
  const list = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
  return {
    byUser: list<AmountRow & { userId: number; name: string }>(byUser),
    byMonth: list<AmountRow & { month: string }>(byMonth),
    byCategory: list<AmountRow & { id: number | null; name: string | null; color: string | null }>(byCategory),
  };
}

const breakdowns = new ShapeCache<PreparedRows>();
