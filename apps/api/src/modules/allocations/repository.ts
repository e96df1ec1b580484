import { and, asc, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addMonths } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, timeEntries, users } from '../../db/schema.js';
import { firstDay } from '../projects/months.js';
import { personName } from '../../lib/sql.js';

const monthOf = (column: typeof projectAllocations.month | typeof timeEntries.day) => sql<string>`to_char(${column}, 'YYYY-MM')`;

export interface PlannedRow {
  userId: number;
  month: string;
  plannedHours: number;
}

/** Planned hours of a project in a range of months (YYYY-MM, both included). */
export async function plannedRows(db: DbOrTx, projectId: number, from: string, to: string): Promise<PlannedRow[]> {
  return db
    .select({ userId: projectAllocations.userId, month: monthOf(projectAllocations.month), plannedHours: sql<number>`${projectAllocations.plannedHours}`.mapWith(Number) })
    .from(projectAllocations)
    .where(and(eq(projectAllocations.projectId, projectId), between(projectAllocations.month, firstDay(from), firstDay(to))))
    .orderBy(asc(projectAllocations.userId), asc(projectAllocations.month));
}

/** Minutes worked on a project per user and month in a range of months. */
export async function workedRows(db: DbOrTx, projectId: number, from: string, to: string) {
  const month = monthOf(timeEntries.day);
  return db
    .select({ userId: timeEntries.userId, month, minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number) })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, projectId), gte(timeEntries.day, firstDay(from)), lt(timeEntries.day, firstDay(addMonths(to, 1)))))
    .groupBy(timeEntries.userId, month);
}

/** Names of users ("First Last"), sorted by last then first name. */
export async function userRefs(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: personName(users) })
    .from(users).where(inArray(users.id, ids))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Replaces a project's plan in a range of months with `rows` (call inside a transaction). */
export async function replacePlanned(tx: DbOrTx, projectId: number, from: string, to: string, rows: PlannedRow[]): Promise<void> {
  await tx.delete(projectAllocations)
    .where(and(eq(projectAllocations.projectId, projectId), between(projectAllocations.month, firstDay(from), firstDay(to))));
  if (!rows.length) return;
  await tx.insert(projectAllocations).values(rows.map((r) => ({
    projectId, userId: r.userId, month: firstDay(r.month), plannedHours: r.plannedHours.toFixed(2),
  })));
}
