import { asc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { prepareRows, ShapeCache, type PreparedRows } from '../../db/shapes.js';
import { groupedTotals, rowsOf, totalsTemplate, type Caller, type TotalsFilter } from '../time-entries/totals.js';

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
 * The users report (shared UserReport) as JSON text, written by the database: people with time in the range by
 * name, each with every month of the range (zeros included) and a total, and the grand total. Sums stay
 * numeric to the end, so every total equals the sum of its parts exactly. 300 people × 12 months are 3,600
 * cells, one summary row each (time_totals_user_months): the text is concatenated, not built as json values
 * (a third of the work), and the API sends it as it is.
 *
 * Each person's cells are strung together from their own rows (`per_user`); only a person without time in
 * some month of the range is strung again over every month with zeros (`filled`). Crossing everybody with
 * every month and sorting that by name cost 30 % more when nobody had a gap (session 8).
 */
export async function userReportJson(db: DbOrTx, f: TotalsFilter, firstMonth: string, lastMonth: string): Promise<string> {
  const cell = (minutes: SQL, cost: SQL) => sql`m.key || ${minutes} || ',"cost":' || ${cost} || '}'`;
  const [row] = rowsOf<{ report: string }>(await db.execute(sql`
    with sums as materialized (${groupedTotals(db, f, ['user_id', 'month'])}),
    months as materialized (
      select m::date as month, '"' || to_char(m, 'YYYY-MM') || '":{"minutes":' as key
      from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') m
    ), per_user as materialized (
      select s.user_id, count(*) = (select count(*) from months) as full, sum(s.minutes) as minutes, sum(s.cost) as cost,
        string_agg(${cell(sql`s.minutes`, sql`s.cost`)}, ',' order by s.month) as cells
      from sums s join months m on m.month = s.month group by s.user_id
    ), filled as (
      select p.user_id, string_agg(${cell(sql`coalesce(s.minutes, 0)`, sql`coalesce(s.cost, 0)`)}, ',' order by m.month) as cells
      from per_user p cross join months m left join sums s on s.user_id = p.user_id and s.month = m.month
      where not p.full group by p.user_id
    ), persons as (
      select u.last_name, u.first_name, u.id, '{"user":{"id":' || u.id || ',"name":' || to_json(u.first_name || ' ' || u.last_name)::text
        || '},"months":{' || coalesce(f.cells, p.cells) || '},"total":{"minutes":' || p.minutes || ',"cost":' || p.cost || '}}' as person
      from per_user p join users u on u.id = p.user_id left join filled f on f.user_id = p.user_id
    )
    select '{"months":' || (select json_agg(to_char(month, 'YYYY-MM') order by month) from months)
      || ',"data":[' || coalesce((select string_agg(person, ',' order by lower(last_name), lower(first_name), id) from persons), '')
      || '],"totals":{"minutes":' || (select coalesce(sum(minutes), 0) from per_user)
      || ',"cost":' || (select coalesce(sum(cost), 0) from per_user) || '}}' as report`));
  return row!.report;
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
 * One project's minutes and cost three ways: by user (most first) and by month (oldest first) from one pass
 * over its totals per person and month, by kind of work (most first; entries without a category in one group)
 * from its totals per kind. People are summed by id and named after (grouping by the names too cost 10 %).
 * `f` is the range (days); whose time counts follows `caller`.
 *
 * Prepared once per shape (the range's split into months and days, the caller's scope: totalsTemplate), like
 * the time list: writing this SQL anew took 0.8 ms of the server's CPU per report.
 */
export async function projectBreakdowns(db: DbOrTx, projectId: number, f: Pick<TotalsFilter, 'from' | 'to'>, caller: Caller) {
  const range = { ...f, projectId };
  const perPerson = totalsTemplate(db, range, ['user_id', 'month'], caller);
  const perKind = totalsTemplate(db, range, ['category_id'], caller);
  const query = breakdowns.get(db, `${perPerson.shape}|${perKind.shape}`, (name) => prepareRows(db, sql`
    with t as materialized (${perPerson.sql()})
    select
      (select coalesce(json_agg(x), '[]') from (
        select s."userId", u.first_name || ' ' || u.last_name as name, s.minutes, s.cost from (
          select t.user_id as "userId", sum(t.minutes) as total, ${AMOUNTS} from t group by t.user_id having sum(t.entries) <> 0
        ) s join users u on u.id = s."userId"
        order by s.total desc, lower(u.last_name), s."userId") x) as by_user,
      (select coalesce(json_agg(x), '[]') from (
        select to_char(t.month, 'YYYY-MM') as month, ${AMOUNTS} from t group by t.month having sum(t.entries) <> 0 order by t.month) x) as by_month,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, c.color, ${AMOUNTS}
        from (${perKind.sql()}) t left join categories c on c.id = t.category_id
        group by c.id, c.name, c.color having sum(t.entries) <> 0
        order by sum(t.minutes) desc, lower(c.name)) x) as by_category`, name));
  // Both templates read the same range for the same caller: their values are the same names with the same values.
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
