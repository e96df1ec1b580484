import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { addMonths } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, projects, timeEntries, users } from '../../db/schema.js';
import { visibleUsers } from '../users/repository.js';
import { firstDay } from '../projects/months.js';

export interface HoursFilter {
  /** YYYY-MM; none: all time. */
  month?: string;
  archived: 'true' | 'false' | 'all';
  userId?: number;
  /** Only a Superadministrator sees Superadministrators. */
  seesSuperadmins: boolean;
}

const archivedWhere = (archived: HoursFilter['archived']): SQL | undefined =>
  archived === 'true' ? isNotNull(projects.archivedAt) : archived === 'all' ? undefined : isNull(projects.archivedAt);

/** The person and the project of a row; grouping by both primary keys lets their other columns be selected. */
const refs = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  projectId: projects.id,
  projectName: projects.name,
  customer: projects.customer,
  archivedAt: projects.archivedAt,
};

export interface HoursRow {
  userId: number;
  firstName: string;
  lastName: string;
  projectId: number;
  projectName: string;
  customer: string;
  archivedAt: Date | null;
  hours: number;
}

/** Planned hours per person and project (in the month, or all time). */
export async function plannedByUserAndProject(db: DbOrTx, f: HoursFilter): Promise<HoursRow[]> {
  return db
    .select({ ...refs, hours: sql<number>`sum(${projectAllocations.plannedHours})`.mapWith(Number) })
    .from(projectAllocations)
    .innerJoin(users, eq(users.id, projectAllocations.userId))
    .innerJoin(projects, eq(projects.id, projectAllocations.projectId))
    .where(and(
      f.month ? eq(projectAllocations.month, firstDay(f.month)) : undefined,
      f.userId ? eq(projectAllocations.userId, f.userId) : undefined,
      archivedWhere(f.archived),
      visibleUsers(db, f.seesSuperadmins),
    ))
    .groupBy(users.id, projects.id);
}

/** Hours worked per person and project (in the month, or all time). */
export async function workedByUserAndProject(db: DbOrTx, f: HoursFilter): Promise<HoursRow[]> {
  return db
    .select({ ...refs, hours: sql<number>`sum(${timeEntries.minutes}) / 60.0`.mapWith(Number) })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .where(and(
      f.month ? gte(timeEntries.day, firstDay(f.month)) : undefined,
      f.month ? lt(timeEntries.day, firstDay(addMonths(f.month, 1))) : undefined,
      f.userId ? eq(timeEntries.userId, f.userId) : undefined,
      archivedWhere(f.archived),
      visibleUsers(db, f.seesSuperadmins),
    ))
    .groupBy(users.id, projects.id);
}
