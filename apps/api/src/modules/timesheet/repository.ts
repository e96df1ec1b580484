import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { UserRef } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, projects, timeEntries, users } from '../../db/schema.js';
import { personName } from '../../lib/sql.js';

/**
 * SQL of the weekly timesheet only (STYLE: repositories hold SQL); everything a time write needs beyond
 * these reads comes from the time-entries and timer repositories.
 */

/** A cell's minutes: the user's time on a project, with a kind of work or none, on one day. */
export interface CellSum {
  projectId: number;
  projectName: string;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  day: string;
  minutes: number;
}

/** The user's minutes between two days (both included) by project, kind of work and day: one grouped read. */
export async function weekCells(db: DbOrTx, userId: number, from: string, to: string): Promise<CellSum[]> {
  const rows = await db
    .select({
      projectId: timeEntries.projectId,
      projectName: projects.name,
      categoryId: timeEntries.categoryId,
      categoryName: categories.name,
      categoryColor: categories.color,
      day: timeEntries.day,
      minutes: sql<string>`sum(${timeEntries.minutes})`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(categories, eq(categories.id, timeEntries.categoryId))
    .where(and(eq(timeEntries.userId, userId), gte(timeEntries.day, from), lte(timeEntries.day, to)))
    .groupBy(timeEntries.projectId, projects.name, timeEntries.categoryId, categories.name, categories.color, timeEntries.day)
    .orderBy(asc(sql`lower(${projects.name})`), asc(timeEntries.projectId), sql`${categories.name} asc nulls first`, asc(timeEntries.day));
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes) }));
}

/** The raw rows of one cell (what a delete keeps for undo), the latest first: a smaller number takes from these. */
export async function cellEntries(db: DbOrTx, userId: number, projectId: number, categoryId: number | null, day: string) {
  return db.select().from(timeEntries)
    .where(and(
      eq(timeEntries.userId, userId),
      eq(timeEntries.projectId, projectId),
      categoryId === null ? isNull(timeEntries.categoryId) : eq(timeEntries.categoryId, categoryId),
      eq(timeEntries.day, day),
    ))
    .orderBy(desc(timeEntries.startedAt), desc(timeEntries.id));
}

/** All of the user's minutes on one day (every project): no day holds more than 24 h. */
export async function dayMinutes(db: DbOrTx, userId: number, day: string): Promise<number> {
  const [row] = await db.select({ minutes: sql<string>`coalesce(sum(${timeEntries.minutes}), 0)` }).from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), eq(timeEntries.day, day)));
  return Number(row?.minutes ?? 0);
}

/** The person whose week it is, by name. */
export async function userRef(db: DbOrTx, userId: number): Promise<UserRef | null> {
  const [row] = await db.select({ id: users.id, name: personName(users) })
    .from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
