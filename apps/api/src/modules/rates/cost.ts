import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rates, timeEntries } from '../../db/schema.js';

/**
 * The cost of time entries, computed by the database (never per row in JS).
 *
 * An entry's rate is the one of its user valid on its day — the latest valid_from ≤ day — where a rate for
 * the entry's project beats the user's general rate (project_id null). Use it as a LATERAL join on a query
 * over `time_entries`:
 *
 *   const rate = entryRate(db);
 *   db.select({ cost: entryCost(rate) }).from(timeEntries).leftJoinLateral(rate, sql`true`)
 *
 * An entry without any rate costs null (sum() then skips it).
 */
export function entryRate(db: DbOrTx) {
  return rateOfEntry(db).as('entry_rate');
}

/** The same rate as a scalar subquery: for a page of entries, where it is read for the returned rows only. */
export function entryRateValue(db: DbOrTx): SQL<string | null> {
  return sql<string | null>`(${rateOfEntry(db)})`;
}

function rateOfEntry(db: DbOrTx) {
  return db
    .select({ hourlyRate: rates.hourlyRate })
    .from(rates)
    .where(and(
      eq(rates.userId, timeEntries.userId),
      lte(rates.validFrom, timeEntries.day),
      or(isNull(rates.projectId), eq(rates.projectId, timeEntries.projectId)),
    ))
    // false sorts before true: project rates first, then the newest.
    .orderBy(sql`${rates.projectId} is null`, desc(rates.validFrom))
    .limit(1);
}

export type EntryRate = ReturnType<typeof entryRate>;

/** One entry's cost, rounded to grosze, as numeric text (or null without a rate). Totals sum these. */
export function entryCost(rate: EntryRate): SQL<string | null> {
  return entryCostOf(sql`${rate.hourlyRate}`);
}

/** entryCost for an hourly rate given as SQL (entryRateValue). */
export function entryCostOf(hourlyRate: SQL<string | null>): SQL<string | null> {
  return sql<string | null>`round(${timeEntries.minutes} * ${hourlyRate} / 60.0, 2)`;
}

/** The cost of all time entries of a project (money budgets and reports), in złoty. */
export async function costOfProject(tx: DbOrTx, projectId: number): Promise<number> {
  const rate = entryRate(tx);
  const [row] = await tx
    .select({ cost: sql<string>`coalesce(sum(${entryCost(rate)}), 0)` })
    .from(timeEntries)
    .leftJoinLateral(rate, sql`true`)
    .where(eq(timeEntries.projectId, projectId));
  return Number(row?.cost ?? 0);
}
