import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { budgetPercent, minutesToHours, type ProjectFormOptions } from '@harmony/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { lookup, renderedOnce } from '../../db/performance/lookup.js';
import { categories, projects, statuses, timeTotalsByProject, users } from '../../db/schema.js';
import { personName } from '../../lib/sql.js';

type Row = Record<string, unknown>;

/**
 * Minutes and cost booked on the row's project, from its all-time roll-up (time_totals_by_project, kept
 * exact by triggers, migration 0007): one row per project.
 */
const usedOfProject = (column: PgColumn) =>
  sql`coalesce(${lookup(column, timeTotalsByProject, timeTotalsByProject.projectId, projects.id)}, 0)`;

/** The list sorts on the selected aggregate by its name instead of computing it twice. */
export const MINUTES_USED = sql`"minutes_used"`;

/**
 * Projects as every read shows them: own columns, category, status and leader, hours and cost used. One
 * query for a whole page, no N+1. Leader and amounts are subqueries (db/performance/lookup.ts); category and status are
 * joined: their tables are so small that PostgreSQL reads them whole for each subquery, so four lookups
 * started 100 table scans per page, each an `fstat` through PGlite's file system (docs/benchmarks.md,
 * session 10). Joined under their own aliases (raw SQL), Drizzle maps the rows as from one table.
 */
export function projectView(db: DbOrTx) {
  const l = (viewLookups ??= renderedOnce({
    leaderName: lookup<string | null>(personName(users), users, users.id, projects.leaderId),
    minutesUsed: usedOfProject(timeTotalsByProject.minutes), costUsed: usedOfProject(timeTotalsByProject.cost),
  }));
  return db
    .select({
      ...getTableColumns(projects),
      category: { id: projects.categoryId, name: sql<string | null>`project_category.name`, color: sql<string | null>`project_category.color` },
      status: { id: projects.statusId, name: sql<string | null>`project_status.name`, color: sql<string | null>`project_status.color` },
      leader: { id: projects.leaderId, name: l.leaderName },
      minutesUsed: l.minutesUsed.mapWith(Number).as('minutes_used'),
      costUsed: l.costUsed.as('cost_used'),
    })
    .from(projects)
    .leftJoin(sql`${categories} project_category`, sql`project_category.id = ${projects.categoryId}`)
    .leftJoin(sql`${statuses} project_status`, sql`project_status.id = ${projects.statusId}`)
    .$dynamic();
}

/** The view's subqueries, rendered on first use (renderedOnce): the same text on every request. */
let viewLookups: Record<'leaderName' | 'minutesUsed' | 'costUsed', SQL> | undefined;

const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : ((value as string | null | undefined) ?? null));
const ref = <T extends { id: unknown }>(value: unknown): T | null => ((value as T | null)?.id ? (value as T) : null);

/**
 * A project for the API. The table's own row (activity log, undo copies) gives the own fields; a view row
 * adds category, status, leader, hours and cost used and the budget use. Everything, money included: answers
 * to a caller pass through money.ts withoutHiddenMoney, the activity log keeps it all.
 */
export function serializeProject(row: Row): Row {
  const own: Row = {
    id: row.id,
    name: row.name,
    customer: row.customer,
    description: row.description,
    category_id: row.categoryId ?? null,
    status_id: row.statusId ?? null,
    leader_id: row.leaderId ?? null,
    budget_hours: amount(row.budgetHours),
    budget_amount: amount(row.budgetAmount),
    deadline: row.deadline ?? null,
    archived: Boolean(row.archivedAt),
    archived_at: iso(row.archivedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (!('minutesUsed' in row)) return own;
  const minutes = Number(row.minutesUsed ?? 0);
  const cost = amount(row.costUsed) ?? 0;
  // Added to `own` rather than spread with it into a new object: Node 20 took ~18 µs a row for that spread,
  // about a tenth of the projects list's server CPU (docs/benchmarks.md, session 6).
  own.category = ref(row.category);
  own.status = ref(row.status);
  own.leader = ref(row.leader);
  own.hours_used = minutesToHours(minutes);
  own.budget_used_percent = budgetPercent(minutes / 60, own.budget_hours as number | null);
  // Money: left out again for callers who may not see it (money.ts withoutHiddenMoney).
  own.cost_used = cost;
  own.cost_used_percent = budgetPercent(cost, own.budget_amount as number | null);
  return own;
}

/** One project as reads show it (no scope: callers check visibility first). */
export async function projectViewRow(db: DbOrTx, id: number): Promise<Row | null> {
  const [row] = await projectView(db).where(eq(projects.id, id)).limit(1);
  return (row as Row | undefined) ?? null;
}

export async function setArchived(tx: DbOrTx, id: number, archived: boolean) {
  const now = new Date();
  const [row] = await tx.update(projects).set({ archivedAt: archived ? now : null, updatedAt: now }).where(eq(projects.id, id)).returning();
  return row!;
}

/**
 * What the project form's selects offer: the statuses of projects in their order, every category by name,
 * and the active users `leaders` (a condition on users.id) allows, by last name.
 */
export async function formOptions(db: DbOrTx, leaders: SQL | undefined): Promise<ProjectFormOptions> {
  const [statusRows, categoryRows, leaderRows] = await Promise.all([
    db.select({ id: statuses.id, name: statuses.name, color: statuses.color }).from(statuses)
      .where(eq(statuses.appliesTo, 'projects')).orderBy(asc(statuses.position), asc(sql`lower(${statuses.name})`), asc(statuses.id)),
    db.select({ id: categories.id, name: categories.name, color: categories.color }).from(categories)
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id)),
    db.select({ id: users.id, name: personName(users) }).from(users)
      .where(and(eq(users.active, true), leaders))
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)),
  ]);
  return { statuses: statusRows, categories: categoryRows, leaders: leaderRows };
}
