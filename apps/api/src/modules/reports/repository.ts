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

/** Minutes and cost per user and month (from the per-user-month roll-up). */
export async function byUserAndMonth(db: DbOrTx, f: TotalsFilter) {
  return rowsOf<AmountRow & { userId: number; name: string; month: string }>(await db.execute(sql`
    select t.user_id as "userId", u.first_name || ' ' || u.last_name as name, to_char(t.month, 'YYYY-MM') as month, ${AMOUNTS}
    from (${totalsOf(db, f, true)}) t join users u on u.id = t.user_id
    group by t.user_id, u.first_name, u.last_name, t.month
    order by lower(u.last_name), lower(u.first_name), t.user_id, t.month`));
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
        group by t.user_id, u.first_name, u.last_name
        order by sum(t.minutes) desc, lower(u.last_name), t.user_id) x) as by_user,
      (select coalesce(json_agg(x), '[]') from (
        select to_char(t.month, 'YYYY-MM') as month, ${AMOUNTS} from t group by t.month order by t.month) x) as by_month,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, c.color, ${AMOUNTS}
        from t left join categories c on c.id = t.category_id
        group by c.id, c.name, c.color
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
