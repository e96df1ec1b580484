import { asc, desc, eq, max } from 'drizzle-orm';
import { type EntryCategoryRef, type OnlineUser, type RunningTimer, type TimerRecent } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, projects, runningTimers, timeEntries, users } from '../../db/schema.js';
import { bookableBy } from '../time-entries/access.js';
import { personName } from '../../lib/sql.js';

/** SQL of running timers only: one row per user (the primary key), so a user never has two. */
function selectTimers(db: DbOrTx) {
  return db
    .select({
      userId: runningTimers.userId,
      userName: personName(users),
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

/** How many of the user's newest entries the recent combinations are drawn from (an index walk, however long the history). */
const RECENT_SCAN = 500;

/**
 * The user's last distinct (project, category, description) combinations, newest first, on projects they
 * may still book on: what the timer offers to start again in one click.
 */
export async function recentCombinations(db: DbOrTx, userId: number, limit: number): Promise<TimerRecent[]> {
  const recent = db.select({
    projectId: timeEntries.projectId, categoryId: timeEntries.categoryId, description: timeEntries.description, startedAt: timeEntries.startedAt,
  }).from(timeEntries).where(eq(timeEntries.userId, userId)).orderBy(desc(timeEntries.startedAt)).limit(RECENT_SCAN).as('recent');
  const last = max(recent.startedAt);
  const rows = await db.select({
    projectId: projects.id, projectName: projects.name, categoryId: categories.id, categoryName: categories.name,
    categoryColor: categories.color, description: recent.description, last,
  })
    .from(recent)
    .innerJoin(projects, eq(projects.id, recent.projectId))
    .leftJoin(categories, eq(categories.id, recent.categoryId))
    .where(bookableBy(db, userId))
    .groupBy(projects.id, projects.name, categories.id, categories.name, categories.color, recent.description)
    .orderBy(desc(last), asc(projects.id))
    .limit(limit);
  return rows.map((r) => ({
    project: { id: r.projectId, name: r.projectName },
    category: r.categoryId === null ? null : { id: r.categoryId, name: r.categoryName ?? '', color: r.categoryColor ?? '' },
    description: r.description,
    last_started_at: new Date(r.last as unknown as string | Date).toISOString(),
  }));
}
