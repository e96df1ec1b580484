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
  return ((await db.execute(together(writes, returning))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** writeTogether's statement. */
function together(writes: Write[], returning?: Write): SQL {
  const all = returning ? [...writes, returning] : writes;
  const parts = all.map((write, i) => sql`${sql.raw(`write${i}`)} as (${write.getSQL()})`);
  const read = returning ? sql.raw(`select * from write${all.length - 1}`) : sql`select 1`;
  return sql`with ${sql.join(parts, sql`, `)} ${read}`;
}

type Write = { getSQL(): SQL };

/** A person's name as every list shows it ("Jan Kowalski"), from the users table or an alias of it. */
export const personName = (u: { firstName: PgColumn; lastName: PgColumn }): SQL<string> => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/**
 * The name of a person or a company as lists show it (customers, contacts): the company's name, or the person's
 * first and last name. Customers sort by it from an index on exactly this expression (customers_display_name_idx).
 */
export const partyName = (t: { kind: PgColumn; companyName: PgColumn; firstName: PgColumn; lastName: PgColumn }): SQL<string> =>
  sql<string>`(case when ${t.kind} = 'company' then ${t.companyName} else trim(${t.firstName} || ' ' || ${t.lastName}) end)`;
