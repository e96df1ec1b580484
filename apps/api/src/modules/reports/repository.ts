import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, projects, timeEntries, users } from '../../db/schema.js';
import { entryCost, entryRate } from '../rates/cost.js';

/**
 * SQL of the reports only: every number is a GROUP BY over time_entries with each entry's cost from the
 * rates LATERAL join (rates/cost.ts), rounded per entry before it is summed. Callers pass `where`: the
 * caller's user scope plus the report's range.
 */

/** Minutes and cost of a group, as the driver returns them (bigint and numeric come back as text). */
export interface AmountRow {
  minutes: string | number;
  cost: string | number;
}

const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const MONTH = sql<string>`to_char(${timeEntries.day}, 'YYYY-MM')`;

function amounts(db: DbOrTx) {
  const rate = entryRate(db);
  return {
    rate,
    minutes: sql<string>`coalesce(sum(${timeEntries.minutes}), 0)`,
    cost: sql<string>`coalesce(sum(${entryCost(rate)}), 0)`,
  };
}

/** Entries of days in [from, to] (either may be missing); `toExclusive` for month ranges. */
export function dayRange(from?: string, to?: string, toExclusive?: string): (SQL | undefined)[] {
  return [
    from ? gte(timeEntries.day, from) : undefined,
    to ? lte(timeEntries.day, to) : undefined,
    toExclusive ? lt(timeEntries.day, toExclusive) : undefined,
  ];
}

/** Minutes and cost per user and month. */
export async function byUserAndMonth(db: DbOrTx, where: SQL | undefined) {
  const a = amounts(db);
  return db
    .select({
      userId: timeEntries.userId, name: userName, firstName: users.firstName, lastName: users.lastName,
      month: MONTH, minutes: a.minutes, cost: a.cost,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoinLateral(a.rate, sql`true`)
    .where(where)
    .groupBy(timeEntries.userId, users.firstName, users.lastName, MONTH)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(timeEntries.userId), asc(MONTH));
}

/**
 * Every project matching `projectWhere` (the caller's project scope and the archive filter), by name, with
 * the minutes and cost of the entries matching `entryWhere` (zero when none).
 */
export async function projectTotals(db: DbOrTx, projectWhere: SQL | undefined, entryWhere: SQL | undefined) {
  const a = amounts(db);
  const used = db
    .select({ projectId: timeEntries.projectId, minutes: a.minutes.as('minutes'), cost: a.cost.as('cost') })
    .from(timeEntries)
    .leftJoinLateral(a.rate, sql`true`)
    .where(entryWhere)
    .groupBy(timeEntries.projectId)
    .as('used');
  return db
    .select({
      id: projects.id, name: projects.name, customer: projects.customer,
      budgetHours: projects.budgetHours, budgetAmount: projects.budgetAmount, archivedAt: projects.archivedAt,
      minutes: sql<string>`coalesce(${used.minutes}, 0)`, cost: sql<string>`coalesce(${used.cost}, 0)`,
    })
    .from(projects)
    .leftJoin(used, eq(used.projectId, projects.id))
    .where(projectWhere)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

export const archivedWhere = (archived: 'false' | 'true' | 'all'): SQL | undefined =>
  archived === 'true' ? isNotNull(projects.archivedAt) : archived === 'all' ? undefined : isNull(projects.archivedAt);

/** One project's minutes and cost by user (most first). */
export async function projectByUser(db: DbOrTx, where: SQL | undefined) {
  const a = amounts(db);
  return db
    .select({ userId: timeEntries.userId, name: userName, minutes: a.minutes, cost: a.cost })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoinLateral(a.rate, sql`true`)
    .where(where)
    .groupBy(timeEntries.userId, users.firstName, users.lastName)
    .orderBy(sql`sum(${timeEntries.minutes}) desc`, asc(sql`lower(${users.lastName})`), asc(timeEntries.userId));
}

/** One project's minutes and cost by month (oldest first). */
export async function projectByMonth(db: DbOrTx, where: SQL | undefined) {
  const a = amounts(db);
  return db
    .select({ month: MONTH, minutes: a.minutes, cost: a.cost })
    .from(timeEntries)
    .leftJoinLateral(a.rate, sql`true`)
    .where(where)
    .groupBy(MONTH)
    .orderBy(asc(MONTH));
}

/** One project's minutes and cost by kind of work (most first; entries without a category in one group). */
export async function projectByCategory(db: DbOrTx, where: SQL | undefined) {
  const a = amounts(db);
  return db
    .select({ id: categories.id, name: categories.name, color: categories.color, minutes: a.minutes, cost: a.cost })
    .from(timeEntries)
    .leftJoin(categories, eq(categories.id, timeEntries.categoryId))
    .leftJoinLateral(a.rate, sql`true`)
    .where(where)
    .groupBy(categories.id, categories.name, categories.color)
    .orderBy(sql`sum(${timeEntries.minutes}) desc`, asc(sql`lower(${categories.name})`));
}

/** Entries of one project (the detail report's base condition). */
export const ofProject = (projectId: number) => eq(timeEntries.projectId, projectId);

export const allOf = (...where: (SQL | undefined)[]) => and(...where);
