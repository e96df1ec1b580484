import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/*
 * Names and amounts of a page's rows read as correlated scalar subqueries instead of joins. PostgreSQL plans
 * a query over one table with subqueries in a fraction of a millisecond and runs them for the returned rows
 * only; joining four or five tables cost 2–4 ms of planning on every request, more than reading a page
 * (docs/benchmarks.md, session 6). Not for a table of a page or so (kinds of work, statuses): PostgreSQL
 * scans such a table whole for every subquery, so those are joined (session 10).
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

const dialect = new PgDialect();

/**
 * Fields rendered to SQL text once, with their tables named. Drizzle writes a query's text anew on every
 * request, and a page's subqueries are most of it (8 % of the server's CPU on the time list, session 6);
 * rendered, each is one piece of text. Only for SQL without input: a numeric parameter (a subquery's
 * `limit 1`) is written into the text, anything else is refused.
 */
export function renderedOnce<F extends Record<string, SQL>>(fields: F): F {
  return Object.fromEntries(Object.entries(fields).map(([key, expr]) => {
    const { sql: text, params } = dialect.sqlToQuery(expr);
    if (params.some((p) => typeof p !== 'number')) throw new Error(`renderedOnce: ${key} has a parameter that is not a number`);
    return [key, sql.raw(text.replace(/\$(\d+)/g, (_, i: string) => String(params[Number(i) - 1])))];
  })) as F;
}
