import { asc, eq, sql } from 'drizzle-orm';
import type { EntryCategoryRef, OnlineUser, RunningTimer } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, projects, runningTimers, users } from '../../db/schema.js';

/** SQL of running timers only: one row per user (the primary key), so a user never has two. */
function selectTimers(db: DbOrTx) {
  return db
    .select({
      userId: runningTimers.userId,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      projectId: projects.id,
      projectName: projects.name,
      storedProjectId: runningTimers.projectId,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryColor: categories.color,
      description: runningTimers.description,
      startedAt: runningTimers.startedAt,
    })
    .from(runningTimers)
    .innerJoin(users, eq(users.id, runningTimers.userId))
    // No foreign key on the timer's project or category: one deleted meanwhile simply shows as none.
    .leftJoin(projects, eq(projects.id, runningTimers.projectId))
    .leftJoin(categories, eq(categories.id, runningTimers.categoryId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTimers>['execute']>>[number];

const timerOf = (r: Selected): RunningTimer => ({
  project: r.projectId === null ? null : { id: r.projectId, name: r.projectName ?? '' },
  description: r.description,
  started_at: r.startedAt.toISOString(),
});

export interface StoredTimer extends RunningTimer {
  userId: number;
  /** The project id as stored (may name a project that no longer exists). */
  projectId: number | null;
  category: EntryCategoryRef | null;
  startedAt: Date;
}

/** The user's running timer (writers hold the user's time lock, so it can't change under them). */
export async function findTimer(db: DbOrTx, userId: number): Promise<StoredTimer | null> {
  const [row] = await selectTimers(db).where(eq(runningTimers.userId, userId)).limit(1);
  if (!row) return null;
  const category = row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? '', color: row.categoryColor ?? '' };
  return { ...timerOf(row), category, userId: row.userId, projectId: row.storedProjectId, startedAt: row.startedAt };
}

export interface TimerValues {
  projectId: number | null;
  /** An existing category (callers check), or null. */
  categoryId: number | null;
  description: string;
  startedAt: Date;
}

export async function saveTimer(db: DbOrTx, userId: number, values: TimerValues): Promise<void> {
  await db.insert(runningTimers).values({ userId, ...values })
    .onConflictDoUpdate({ target: runningTimers.userId, set: values });
}

export async function deleteTimer(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.delete(runningTimers).where(eq(runningTimers.userId, userId)).returning({ userId: runningTimers.userId });
  return rows.length > 0;
}

/** Who is online: everyone with a running timer, longest running first. */
export async function onlineUsers(db: DbOrTx): Promise<OnlineUser[]> {
  const rows = await selectTimers(db).orderBy(asc(runningTimers.startedAt), asc(runningTimers.userId));
  return rows.map((r) => ({ user: { id: r.userId, name: r.userName }, ...timerOf(r) }));
}
