import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { TIME_ENTRY_MAX_MINUTES } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { runningTimers, timeEntries } from '../../db/schema.js';

/**
 * What a user's time is already taken by: their entries over a span and their running timer. The time rules
 * (rules.ts), the timer's repair and the weekly timesheet's placement all ask these, so they live here once.
 */

/**
 * The user's entries overlapping [from, to), oldest first; entries that only touch don't overlap. No entry
 * lasts longer than TIME_ENTRY_MAX_MINUTES (a check constraint, migration 0011), so one that overlaps started
 * less than that before `from`: the index walk covers that window, not the user's whole history.
 */
function overlapping(db: DbOrTx, userId: number, from: Date, to: Date, exceptId?: number) {
  return db
    .select({ id: timeEntries.id, startedAt: timeEntries.startedAt, endedAt: timeEntries.endedAt })
    .from(timeEntries)
    .where(and(
      eq(timeEntries.userId, userId),
      gt(timeEntries.startedAt, new Date(from.getTime() - TIME_ENTRY_MAX_MINUTES * 60_000)),
      lt(timeEntries.startedAt, to),
      gt(timeEntries.endedAt, from),
      exceptId === undefined ? undefined : ne(timeEntries.id, exceptId),
    ))
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
}

/** The first of the user's entries overlapping [startedAt, endedAt), other than `exceptId`, or null. */
export async function findOverlap(db: DbOrTx, userId: number, startedAt: Date, endedAt: Date, exceptId?: number) {
  const [row] = await overlapping(db, userId, startedAt, endedAt, exceptId).limit(1);
  return row ?? null;
}

/** All of them (a timer's repair needs the last one's end; the timesheet places new time in the gaps). */
export const overlapsOf = (db: DbOrTx, userId: number, from: Date, to: Date) => overlapping(db, userId, from, to);

/** When the user's running timer started, or null: the time rules keep every entry clear of it (rules.ts). */
export async function runningSince(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db.select({ startedAt: runningTimers.startedAt }).from(runningTimers).where(eq(runningTimers.userId, userId)).limit(1);
  return row?.startedAt ?? null;
}
