import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Rate } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projects, rates, timeEntries } from '../../db/schema.js';

/** SQL of hourly rates only. */
function selectRates(db: DbOrTx) {
  return db
    .select({
      id: rates.id, userId: rates.userId, projectId: rates.projectId, projectName: projects.name,
      hourlyRate: rates.hourlyRate, validFrom: rates.validFrom, createdAt: rates.createdAt, updatedAt: rates.updatedAt,
    })
    .from(rates)
    .leftJoin(projects, eq(projects.id, rates.projectId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRates>['execute']>>[number];

const serialize = (r: Selected): Rate => ({
  id: r.id,
  user_id: r.userId,
  project: r.projectId === null ? null : { id: r.projectId, name: r.projectName ?? '' },
  hourly_rate: Number(r.hourlyRate),
  valid_from: r.validFrom,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** A user's rates: general ones first, then per project, newest first within each. */
export async function ratesOf(db: DbOrTx, userId: number): Promise<Rate[]> {
  const rows = await selectRates(db).where(eq(rates.userId, userId))
    .orderBy(sql`${rates.projectId} is not null`, asc(projects.name), desc(rates.validFrom));
  return rows.map(serialize);
}

export async function findRate(db: DbOrTx, id: number): Promise<Rate | null> {
  const [row] = await selectRates(db).where(eq(rates.id, id)).limit(1);
  return row ? serialize(row) : null;
}

export interface RateValues {
  userId: number;
  projectId: number | null;
  hourlyRate: string;
  validFrom: string;
}

export async function insertRate(db: DbOrTx, values: RateValues): Promise<number> {
  const [row] = await db.insert(rates).values(values).returning({ id: rates.id });
  return row!.id;
}

export async function updateRate(db: DbOrTx, id: number, values: Omit<RateValues, 'userId'>): Promise<void> {
  await db.update(rates).set({ ...values, updatedAt: new Date() }).where(eq(rates.id, id));
}

export async function deleteRate(db: DbOrTx, id: number): Promise<void> {
  await db.delete(rates).where(eq(rates.id, id));
}

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).limit(1);
  return Boolean(row);
}

/** Projects whose cost a rate change can move: the user's entries from that day on (in that project, if any). */
export async function projectsCostedBy(db: DbOrTx, userId: number, from: string, projectId: number | null): Promise<number[]> {
  const rows = await db.selectDistinct({ id: timeEntries.projectId }).from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), gte(timeEntries.day, from), projectId === null ? undefined : eq(timeEntries.projectId, projectId)));
  return rows.map((r) => r.id);
}
