import { Column, is, sql, SQL, Subquery, type Query } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import type { DbOrTx } from '../client.js';

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

const dialect = new PgDialect();

/**
 * A condition with each of its values replaced by a placeholder (w0, w1, …), and those values: conditions
 * built per request (a scope with the caller's id, a search, a resource's filters) then share one prepared
 * query per text. `key` is the condition's SQL text (values left out). Undefined when the text can't be split
 * at its parameters (a `$n` written by hand in raw SQL): the caller runs the query unprepared.
 */
export function templated(where: SQL | undefined): { key: string; where: SQL | undefined; values: Record<string, unknown> } | undefined {
  if (!where) return { key: '', where: undefined, values: {} };
  const { sql: text, params } = dialect.sqlToQuery(where);
  const parts = text.split(/\$(\d+)/);
  const markers = parts.filter((_, i) => i % 2 === 1);
  if (markers.length !== params.length || markers.some((n, i) => n !== String(i + 1))) return undefined;
  const values = Object.fromEntries(params.map((value, i) => [`w${i}`, value]));
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.placeholder(`w${Number(part) - 1}`)));
  return { key: text, where: sql.join(chunks), values };
}

/** A decoder of a selected field (what Drizzle's own row mapping asks of each field). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };

/** Two functions Drizzle exports but leaves out of its types: how a select orders its fields, and maps a row. */
const { orderSelectedFields, mapResultRow } = drizzleUtils as unknown as {
  orderSelectedFields(fields: unknown): OrderedField[];
  mapResultRow(fields: OrderedField[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): Record<string, unknown>;
};

/** SQL's decoder, which Drizzle's types keep internal. */
const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
const noDecoder = decoderOfSql(sql``);

function decoderOf(field: unknown): Decoder | undefined {
  const decoder: Decoder = is(field, Column) ? field
    : is(field, SQL) ? decoderOfSql(field)
      : is(field, Subquery) ? decoderOfSql(field._.sql as SQL)
        : decoderOfSql((field as SQL.Aliased).sql);
  const identity = decoder === noDecoder || (is(decoder, Column) && decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue);
  return identity ? undefined : decoder;
}

/**
 * Maps a select's rows (arrays, its fields from `start` on) to the objects Drizzle would give, with each
 * field's decoder looked up once, not per row and field as Drizzle's own mapping does (its `is()` checks were
 * 10 % of the server's CPU on a list, session 9): nested paths become nested objects. A select whose left
 * joins may null a nested object is mapped by Drizzle's `mapResultRow`.
 */
function rowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const nullable = Object.values(joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  if (nullable && fields.some((f) => f.path.length > 1)) {
    return (row: unknown[], start: number) => mapResultRow(fields, row.slice(start, start + fields.length), joinsNotNullableMap);
  }
  const paths = fields.map((f) => f.path);
  const decoders = fields.map((f) => decoderOf(f.field));
  return (row: unknown[], start: number) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < paths.length; i++) {
      const raw = row[start + i];
      const decoder = decoders[i];
      const path = paths[i]!;
      let node = out;
      for (let j = 0; j < path.length - 1; j++) node = (node[path[j]!] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]!] = raw === null ? null : decoder ? decoder.mapFromDriverValue(raw) : raw;
    }
    return out;
  };
}

/** A page of rows and the totals of everything its filter matches (count, sums: as the driver returns them). */
export interface PageAndTotals {
  rows: Record<string, unknown>[];
  totals: unknown[];
}
export type PreparedPage = { execute(values: Record<string, unknown>): Promise<PageAndTotals> };

/**
 * A list's page and its totals in one statement: one round trip, one write to PostgreSQL's socket instead of
 * two (the writes were a third of the server's CPU on a list, session 9). `totals` is an aggregate that gives
 * exactly one row; the page is joined to it, so an empty page still brings the totals (with one row of nulls,
 * marked by `__row`). The page keeps its own order (a nested loop over one outer row). `name` as in
 * ShapeCache ('' prepares nothing by name).
 */
export function preparePageAndTotals(db: DbOrTx, page: PgSelect, totals: SQL, name: string): PreparedPage {
  const internals = page as unknown as { joinsNotNullableMap?: Record<string, boolean> };
  const fields = orderSelectedFields(page._.selectedFields);
  const map = rowMapper(fields, internals.joinsNotNullableMap);
  const query = sql`select __page.*, __totals.* from (${totals}) __totals
    left join lateral (select true as __row, * from (${page.getSQL()}) __p) __page on true`;
  return prepareArrays(db, query, name, (rows) => ({
    rows: rows.filter((row) => row[0] !== null).map((row) => map(row, 1)),
    totals: rows[0]!.slice(1 + fields.length),
  }));
}

export type PreparedRows = { execute(values: Record<string, unknown>): Promise<unknown[][]> };

/** A statement of SQL with placeholders prepared under `name` (as in ShapeCache): its rows as arrays of the driver's values. */
export function prepareRows(db: DbOrTx, query: SQL, name: string): PreparedRows {
  return prepareArrays(db, query, name, (rows) => rows);
}

/** SQL with placeholders prepared under `name`, its rows fetched as arrays and handed to `result`. */
function prepareArrays<R>(db: DbOrTx, query: SQL, name: string, result: (rows: unknown[][]) => R): { execute(values: Record<string, unknown>): Promise<R> } {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, true, result) as unknown as { execute(values: Record<string, unknown>): Promise<R> };
}

type Built<R> = { query: Query; arrays: boolean; result: (rows: unknown[]) => R[] };

/** A statement written once by `build`, run on the handle of each call (see selectOnce, statementOnce). */
function once<R>(build: (db: DbOrTx) => Built<R>) {
  let built: Built<R> | undefined;
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<R[]> => {
    built ??= build(db);
    const { query, arrays, result } = built;
    const answer = await (db._.session.prepareQuery(query, undefined, undefined, arrays, arrays ? result : undefined) as unknown as {
      execute(values: Record<string, unknown>): Promise<unknown>;
    }).execute(values);
    return arrays ? (answer as R[]) : result((answer as { rows: unknown[] }).rows);
  };
}

/**
 * A select whose SQL Drizzle writes once, with placeholders (`sql.placeholder`) for what varies, and that runs
 * on whichever handle each call passes — a transaction's own connection too, which ShapeCache can't serve (it
 * keeps queries per handle, and every transaction is a new one). For the statements a busy write sends between
 * BEGIN and COMMIT: Drizzle writing them anew was a quarter of an order placement's server CPU (session 5).
 * Rows come as Drizzle's select would map them.
 */
export function selectOnce<R>(build: (db: DbOrTx) => PgSelect | { getSQL(): SQL; _: { selectedFields: unknown } }) {
  return once<R>((db) => {
    const select = build(db);
    const fields = orderSelectedFields(select._.selectedFields);
    const map = rowMapper(fields, (select as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap);
    return { query: dialect.sqlToQuery(select.getSQL()), arrays: true, result: (rows: unknown[]) => (rows as unknown[][]).map((row) => map(row, 0) as R) };
  });
}

/** Any statement (writes too) written once as selectOnce's are: its rows as the driver gives them, keyed by column name. */
export function statementOnce<R = Record<string, unknown>>(build: (db: DbOrTx) => SQL) {
  return once<R>((db) => ({ query: dialect.sqlToQuery(build(db)), arrays: false, result: (rows: unknown[]) => rows as R[] }));
}

/** A placeholder for each key, named `prefix.key`: the values of an insert or update that a statement binds per run. */
export const placeholdersOf = <K extends string>(prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}.${key}`)])) as Record<K, never>;

/** Values named as placeholdersOf names their placeholders. */
export const boundAs = (prefix: string, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value]));
