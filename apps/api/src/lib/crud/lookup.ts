import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * Names and amounts of a page's rows read as correlated scalar subqueries instead of joins. PostgreSQL plans
 * a query over one table with subqueries in a fraction of a millisecond and runs them for the returned rows
 * only; joining four or five tables cost 2–4 ms of planning on every request, more than reading a page
 * (docs/benchmarks.md, session 6).
 */

/**
 * A select from one table writes the columns of its fields' SQL without their table; SQL nested one level
 * deeper keeps them. A correlated subquery needs them: `"id" = "user_id"` would only by luck mean
 * users.id = time_entries.user_id.
 */
export const qualified = <T>(inner: SQL<T>) => sql<T>`${inner}`;

/** `column` of the row of `table` whose `id` equals `key` (null when there is none), as a subquery. */
export const lookup = <T>(column: SQL | PgColumn, table: PgTable, id: PgColumn, key: PgColumn | SQL) =>
  qualified(sql<T>`(select ${column} from ${table} where ${id} = ${key})`);
