import { asc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { rowsOf, totalsOf, type TotalsFilter } from '../time-entries/totals.js';

/**
 * SQL of the reports only: every number is a GROUP BY over the time totals (time-entries/totals.ts: whole
 * months from the time_totals summary, the days around them from the entries), each entry's cost at its
 * rate rounded before it is summed. Callers pass the filter: the caller's user scope plus the report's range.
 */

/** Minutes and cost of a group, as the driver returns them (bigint and numeric come back as text). */
export interface AmountRow {
  minutes: string | number;
  cost: string | number;
}

const AMOUNTS = sql`coalesce(sum(t.minutes), 0)::text as minutes, coalesce(sum(t.cost), 0)::text as cost`;

/**
 * The users report (shared UserReport) as JSON text, built by the database: people with time in the range by
 * name, each with every month of the range (zeros included) and a total, and the grand total. Sums stay
 * numeric to the end, so every total equals the sum of its parts exactly. 300 people × 12 months are 3,600
 * cells: building them here spares the API parsing and re-serialising each one.
 */
export async function userReportJson(db: DbOrTx, f: TotalsFilter, firstMonth: string, lastMonth: string): Promise<string> {
  const [row] = rowsOf<{ report: string }>(await db.execute(sql`
    with sums as (
      select t.user_id, t.month, sum(t.minutes) as minutes, sum(t.cost) as cost
      from (${totalsOf(db, f, 'monthly')}) t group by t.user_id, t.month having sum(t.entries) <> 0
    ), months as (
      select m::date as month from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') m
    ), people as (
      select u.id, u.first_name || ' ' || u.last_name as name,
             row_number() over (order by lower(u.last_name), lower(u.first_name), u.id) as rank
      from users u where u.id in (select user_id from sums)
    ), cells as (
      select p.id, p.name, p.rank, m.month, coalesce(s.minutes, 0) as minutes, coalesce(s.cost, 0) as cost
      from people p cross join months m left join sums s on s.user_id = p.id and s.month = m.month
    ), persons as (
      select c.rank, json_build_object(
        'user', json_build_object('id', c.id, 'name', c.name),
        'months', json_object_agg(to_char(c.month, 'YYYY-MM'), json_build_object('minutes', c.minutes, 'cost', c.cost) order by c.month),
        'total', json_build_object('minutes', sum(c.minutes), 'cost', sum(c.cost))) as person
      from cells c group by c.id, c.name, c.rank
    )
    select json_build_object(
      'months', (select json_agg(to_char(month, 'YYYY-MM') order by month) from months),
      'data', (select coalesce(json_agg(person order by rank), '[]') from persons),
      'totals', (select json_build_object('minutes', coalesce(sum(minutes), 0), 'cost', coalesce(sum(cost), 0)) from sums)
    )::text as report`));
  return row!.report;
}

/**
 * Every project matching `projectWhere` (the caller's project scope and the archive filter), by name, with
 * the minutes and cost of the entries matching `f` (zero when none).
 */
export async function projectTotals(db: DbOrTx, projectWhere: SQL | undefined, f: TotalsFilter) {
  const used = sql`(select t.project_id, ${AMOUNTS} from (${totalsOf(db, f)}) t group by t.project_id)`;
  return db
    .select({
      id: projects.id, name: projects.name, customer: projects.customer,
      budgetHours: projects.budgetHours, budgetAmount: projects.budgetAmount, archivedAt: projects.archivedAt,
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
 * One project's minutes and cost three ways, from one pass over its totals: by user (most first), by month
 * (oldest first), by kind of work (most first; entries without a category in one group).
 */
export async function projectBreakdowns(db: DbOrTx, f: TotalsFilter) {
  const [row] = rowsOf<{ by_user: unknown; by_month: unknown; by_category: unknown }>(await db.execute(sql`
    with t as materialized (${totalsOf(db, f)})
    select
      (select coalesce(json_agg(x), '[]') from (
        select t.user_id as "userId", u.first_name || ' ' || u.last_name as name, ${AMOUNTS}
        from t join users u on u.id = t.user_id
        group by t.user_id, u.first_name, u.last_name having sum(t.entries) <> 0
        order by sum(t.minutes) desc, lower(u.last_name), t.user_id) x) as by_user,
      (select coalesce(json_agg(x), '[]') from (
        select to_char(t.month, 'YYYY-MM') as month, ${AMOUNTS} from t group by t.month having sum(t.entries) <> 0 order by t.month) x) as by_month,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, c.color, ${AMOUNTS}
        from t left join categories c on c.id = t.category_id
        group by c.id, c.name, c.color having sum(t.entries) <> 0
        order by sum(t.minutes) desc, lower(c.name)) x) as by_category`));
  const list = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
  return {
    byUser: list<AmountRow & { userId: number; name: string }>(row?.by_user),
    byMonth: list<AmountRow & { month: string }>(row?.by_month),
    byCategory: list<AmountRow & { id: number | null; name: string | null; color: string | null }>(row?.by_category),
  };
}

/** The one-project filter of the detail report. */
export const ofProject = (projectId: number, f: TotalsFilter): TotalsFilter => ({ ...f, projectId });
