import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, projects, timeEntries } from '../../db/schema.js';

/** SQL of the dashboard only. Days are Europe/Warsaw calendar days (time_entries.day), YYYY-MM-DD. */

export interface Periods {
  today: string;
  weekFrom: string;
  weekTo: string;
  monthFrom: string;
  monthTo: string;
}

/** A user's minutes today, this week and this month, in one pass over the union of the three ranges. */
export async function minutesOf(db: DbOrTx, userId: number, p: Periods) {
  const within = (from: string, to: string) => sql`${timeEntries.day} >= ${from} and ${timeEntries.day} <= ${to}`;
  const sumWhere = (cond: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${timeEntries.minutes}) filter (where ${cond}), 0)`;
  const [row] = await db
    .select({
      today: sumWhere(sql`${timeEntries.day} = ${p.today}`),
      week: sumWhere(within(p.weekFrom, p.weekTo)),
      month: sumWhere(within(p.monthFrom, p.monthTo)),
    })
    .from(timeEntries)
    .where(and(
      eq(timeEntries.userId, userId),
      gte(timeEntries.day, p.weekFrom < p.monthFrom ? p.weekFrom : p.monthFrom),
      lte(timeEntries.day, p.weekTo > p.monthTo ? p.weekTo : p.monthTo),
    ));
  return { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/** Active projects the user leads or is allocated to (any month), by name, with everyone's minutes on them. */
export async function projectsOf(db: DbOrTx, userId: number) {
  const allocated = db.select({ one: sql`1` }).from(projectAllocations)
    .where(and(eq(projectAllocations.projectId, projects.id), eq(projectAllocations.userId, userId)));
  // A nested select, not raw SQL: Drizzle drops table names from raw SQL in a one-table select's fields.
  const used = db.select({ minutes: sql`coalesce(sum(${timeEntries.minutes}), 0)` }).from(timeEntries)
    .where(eq(timeEntries.projectId, projects.id));
  return db
    .select({
      id: projects.id,
      name: projects.name,
      budgetHours: projects.budgetHours,
      minutes: sql<string>`(${used})`,
    })
    .from(projects)
    .where(and(isNull(projects.archivedAt), or(eq(projects.leaderId, userId), sql`exists (${allocated})`)))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

/** Everyone's minutes per project in a range of days, most first. */
export async function minutesByProject(db: DbOrTx, from: string, to: string) {
  const minutes = sql<string>`sum(${timeEntries.minutes})`;
  return db
    .select({ id: projects.id, name: projects.name, minutes })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .where(and(gte(timeEntries.day, from), lte(timeEntries.day, to)))
    .groupBy(projects.id, projects.name)
    .orderBy(desc(minutes), asc(sql`lower(${projects.name})`));
}
