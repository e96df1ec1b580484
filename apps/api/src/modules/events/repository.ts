import { and, asc, count, desc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { CalendarEvent } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { events } from '../../db/schema.js';

/** SQL of calendar events only; every query is limited to one owner. */

export type EventRow = typeof events.$inferSelect;

export const serializeEvent = (r: EventRow): CalendarEvent => ({
  id: r.id,
  title: r.title,
  description: r.description,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt.toISOString(),
  all_day: r.allDay,
  color: r.color,
});

/**
 * The owner's events overlapping [from, to): starting before `to` and ending after `from` — or, for an event
 * of no length, starting at or after `from`. Either end may be open. Oldest first.
 */
export async function eventsInRange(db: DbOrTx, userId: number, from: Date | undefined, to: Date | undefined, limit: number) {
  const rows = await db.select().from(events)
    .where(and(
      eq(events.userId, userId),
      to ? lt(events.startsAt, to) : undefined,
      from ? or(gt(events.endsAt, from), gte(events.startsAt, from)) : undefined,
    ))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows.map(serializeEvent);
}

/** A page of the owner's events, newest first, with the total. */
export async function eventPage(db: DbOrTx, userId: number, page: number, perPage: number) {
  const where = eq(events.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(events).where(where).orderBy(desc(events.startsAt), desc(events.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows: rows.map(serializeEvent), total: total?.n ?? 0 };
}

export async function findEvent(db: DbOrTx, userId: number, id: number, lock = false): Promise<EventRow | null> {
  const query = db.select().from(events).where(and(eq(events.id, id), eq(events.userId, userId))).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export interface EventValues {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  color: string;
}

export async function insertEvent(db: DbOrTx, userId: number, values: EventValues): Promise<EventRow> {
  const [row] = await db.insert(events).values({ userId, ...values }).returning();
  return row!;
}

export async function updateEvent(db: DbOrTx, id: number, values: EventValues): Promise<EventRow> {
  const [row] = await db.update(events).set({ ...values, updatedAt: new Date() }).where(eq(events.id, id)).returning();
  return row!;
}

export async function deleteEvent(db: DbOrTx, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}
