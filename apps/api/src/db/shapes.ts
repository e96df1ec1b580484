import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** Statement names handed out (each connection keeps what it prepared until it closes). */
const MAX_NAMES = 1_000;
let namesGiven = 0;

/**
 * Queries prepared once per shape. Drizzle writes a query's SQL anew every time it runs: on the time list that
 * was a fifth of the server's CPU per request (session 8). A query whose text depends only on a few choices
 * (which filters are set, the sort, the page size, the caller's scope) is built once per choice — its
 * "shape" — with placeholders (`sql.placeholder`) for the values that vary, and later requests only bind
 * them. Kept per database handle (a prepared query runs on the handle it was built on), at most `max`
 * shapes each, the oldest dropped first.
 */
export class ShapeCache<Q> {
  private readonly byDb = new WeakMap<object, Map<string, Q>>();

  constructor(private readonly max = 500) {}

  /**
   * The query of a shape, built on first use. `build` gets a statement name to prepare it under (Drizzle's
   * `.prepare(name)`): PostgreSQL then parses it once per connection, and plans it once when its plan doesn't
   * depend on the values. Names are never reused; once MAX_NAMES are given out the rest get none (db/client.ts
   * then names them by their text, as it does every statement with parameters and every select).
   */
  get(db: object, shape: string, build: (name: string) => Q): Q {
    let shapes = this.byDb.get(db);
    if (!shapes) this.byDb.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (query === undefined) {
      query = build(namesGiven < MAX_NAMES ? `shape${namesGiven++}` : '');
      if (shapes.size >= this.max) shapes.delete(shapes.keys().next().value!);
      shapes.set(shape, query);
    }
    return query;
  }
}

/**
 * A LIMIT or OFFSET written into the text rather than sent as a parameter (Drizzle writes SQL given for a
 * limit as it is). With a parameter, PostgreSQL's plan for any value guesses a tenth of the table, costs
 * it in millions and compiles it (JIT): 350 ms for a page, so it planned anew for every request instead;
 * with the number in the text the plan made once serves every request. Only for small integers that are
 * part of the shape (a page size is at most 100).
 */
export function literalCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`literalCount: ${n} is not a count`);
  return sql.raw(String(n)) as unknown as number;
}

/** A statement prepared from SQL (rather than from a query builder); `execute` binds its placeholders. */
export type PreparedSql = { execute(values: Record<string, unknown>): Promise<unknown> };

const dialect = new PgDialect();

/** Prepares SQL with placeholders on a database handle, as `db.execute` would run it, under `name`. */
export function preparedSql(db: DbOrTx, query: SQL, name: string): PreparedSql {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
