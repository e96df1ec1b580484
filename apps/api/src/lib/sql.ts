import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/** LIKE's wildcards taken literally: a search for "50%" finds "50%", not everything starting with 50. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for ILIKE, the search box's "contains". */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * Several writes (inserts, updates, deletes not yet run) sent as one statement, each a data-modifying CTE,
 * which PostgreSQL runs to completion whether or not anything reads it: one round trip instead of one each
 * (an order's history row and its activity entry). `returning`, a write with RETURNING, goes last and its
 * rows are the answer (as the driver gives them).
 */
export async function writeTogether(db: DbOrTx, writes: Write[], returning?: Write): Promise<Record<string, unknown>[]> {
  const all = returning ? [...writes, returning] : writes;
  const parts = all.map((write, i) => sql`${sql.raw(`write${i}`)} as (${write.getSQL()})`);
  const read = returning ? sql.raw(`select * from write${all.length - 1}`) : sql`select 1`;
  return ((await db.execute(sql`with ${sql.join(parts, sql`, `)} ${read}`)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

type Write = { getSQL(): SQL };

/** A person's name as every list shows it ("Jan Kowalski"), from the users table or an alias of it. */
export const personName = (u: { firstName: PgColumn; lastName: PgColumn }): SQL<string> => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
