import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { deletedRecords } from '../../db/schema.js';
import { foreignKeyViolation } from '../db-errors.js';
import { ApiError } from '../http-errors.js';
import { literalCount, preparePageAndTotals, ShapeCache, templated, type PreparedPage } from '../../db/performance/shapes.js';
import { escapeLike } from '../sql.js';

/** A table the generic CRUD can drive: it has a numeric `id` primary key. */
export type CrudTable = PgTable & { id: PgColumn };

/**
 * What a resource reads when the bare table is not enough: a dynamic select from the table with joins and
 * aggregates (`db.select({...}).from(table).leftJoin(...).$dynamic()`). Where clauses stay on the table's columns.
 */
export type CrudView = (db: DbOrTx) => PgSelect;

/** A sort key: a column, or an expression of the view (an aggregate). */
export type SortKey = PgColumn | SQL;

export interface ListParams {
  where: (SQL | undefined)[];
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Count the matches only up to this many (meta.more beyond): see the contract's `list.countUpTo`. */
  countUpTo?: number;
}


export function searchWhere(columns: (PgColumn | SQL)[], search: string | undefined): SQL | undefined {
  if (!search || !columns.length) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/*
 * SQL only (STYLE: repositories hold SQL and take an optional transaction). Drizzle's generic table types
 * don't survive being passed around as "any table with an id", hence the narrow `never` casts below.
 */
const source = (db: DbOrTx, table: CrudTable, view?: CrudView) => (view ? view(db) : db.select().from(table as never).$dynamic());

const pageOf = (db: DbOrTx, table: CrudTable, p: ListParams, view: CrudView | undefined, where: SQL | undefined, offset: unknown) =>
  source(db, table, view).where(where)
    .orderBy(p.order === 'desc' ? desc(p.sort) : asc(p.sort), p.order === 'desc' ? desc(table.id) : asc(table.id))
    // The page size in the text: PostgreSQL plans a shape's page once (db/performance/shapes.ts).
    .limit(literalCount(p.perPage)).offset(offset as number);

const countOf = (db: DbOrTx, table: CrudTable, where: SQL | undefined, upTo: number | undefined, estimated: boolean): SQL => {
  if (upTo === undefined) return db.select({ n: count() }).from(table as never).where(where).getSQL();
  // Nothing to count: the estimate stands for the total (listRows).
  if (estimated) return sql`select 0::bigint`;
  // One row past the limit says "more"; the limit in the text, as the page size (one plan per shape).
  return sql`select count(*) from (select 1 from ${table} where ${where ?? sql`true`} limit ${literalCount(upTo + 1)}) __counted`;
};

/** How far above a list's count limit PostgreSQL's estimate must be for the list to show it instead of counting. */
const ESTIMATE_ABOVE = 10;

/** A filter's estimate is kept this long: paging through one list asks PostgreSQL to plan it once. */
const ESTIMATE_KEPT_MS = 30_000;
/** Per database (tests open several in one process). */
const estimatesOf = new WeakMap<object, Map<string, Estimate & { until: number }>>();
/** PostgreSQL's figure, and the same to two significant digits (what a list shows: it is an estimate). */
interface Estimate { planned: number; rows: number }

/**
 * PostgreSQL's estimate of the rows a filter matches (EXPLAIN: planned, not run). Even a count that stops at
 * 1,001 rows first gathers every match of a common word from the trigram index (2–3 ms for "rower" among
 * 200,000 products); the estimate costs a plan (0.3 ms), and is kept for a while by the filter's text and
 * values (it only moves with PostgreSQL's statistics). Shown to two significant digits; decided on as planned (a
 * planned 10,110 is over 10,000, though it shows as 10,000).
 */
async function estimatedRows(db: DbOrTx, table: CrudTable, where: SQL | undefined, key: string | null): Promise<Estimate> {
  const now = Date.now();
  let estimates = estimatesOf.get(db);
  if (!estimates) estimatesOf.set(db, (estimates = new Map()));
  const kept = key === null ? undefined : estimates.get(key);
  if (kept && kept.until > now) return kept;
  const result = (await db.execute(sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const planned = Number((typeof plan === 'string' ? JSON.parse(plan) : plan)?.[0]?.Plan?.['Plan Rows'] ?? 0);
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(planned, 1))) - 1);
  const estimate = { planned, rows: Math.round(planned / unit) * unit };
  if (key === null) return estimate;
  if (estimates.size >= 1_000) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { ...estimate, until: now + ESTIMATE_KEPT_MS });
  return estimate;
}

const lists = new ShapeCache<PreparedPage>();

/** One number per table, view and sort key: they are part of a list's shape. */
const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (o: object | undefined) => {
  if (!o) return 0;
  if (!ids.has(o)) ids.set(o, ++lastId);
  return ids.get(o)!;
};

/**
 * A page and the count of the whole filter in one statement, prepared once per shape (db/performance/shapes.ts): the table
 * or view, the sort, the page size, first page or not, and the conditions' text, their values bound as
 * placeholders. Conditions that can't be split that way run as they are, unnamed.
 */
export async function listRows(db: DbOrTx, table: CrudTable, p: ListParams, view?: CrudView): Promise<ListedRows> {
  const where = and(...p.where);
  const t = templated(where);
  const paged = p.page > 1;
  const offset = (p.page - 1) * p.perPage;
  // A list counted up to a limit: far above it, PostgreSQL's estimate is the total and nothing is counted.
  const estimate = p.countUpTo === undefined ? { planned: 0, rows: 0 } : await estimatedRows(db, table, where, t ? `${idOf(table)},${t.key},${JSON.stringify(t.values)}` : null);
  const estimated = p.countUpTo !== undefined && estimate.planned > p.countUpTo * ESTIMATE_ABOVE;
  const prepare = (w: SQL | undefined, at: unknown, name: string) =>
    preparePageAndTotals(db, pageOf(db, table, p, view, w, at), countOf(db, table, w, p.countUpTo, estimated), name);
  const { rows, totals } = t
    ? await lists.get(db, [idOf(table), idOf(view), idOf(p.sort), p.order, p.perPage, paged, p.countUpTo, estimated, t.key].join(), (name) =>
      prepare(t.where, paged ? sql.placeholder('offset') : 0, name)).execute({ ...t.values, offset })
    : await prepare(where, offset, '').execute({});
  if (estimated) return { rows, total: estimate.rows, more: true, estimated: true };
  const counted = Number(totals[0]);
  return p.countUpTo !== undefined && counted > p.countUpTo ? { rows, total: p.countUpTo, more: true } : { rows, total: counted };
}

/** A page and where it sits: `more` — the filter matches more than `total`; `estimated` — `total` is PostgreSQL's estimate. */
export interface ListedRows {
  rows: Record<string, unknown>[];
  total: number;
  more?: boolean;
  estimated?: boolean;
}

export async function allRows(
  db: DbOrTx, table: CrudTable, where: (SQL | undefined)[], sort: SortKey, order: 'asc' | 'desc', limit: number, view?: CrudView,
) {
  return (await source(db, table, view).where(and(...where))
    .orderBy(order === 'desc' ? desc(sort) : asc(sort)).limit(limit)) as Record<string, unknown>[];
}

export async function findRow(db: DbOrTx, table: CrudTable, id: number, scope?: SQL, view?: CrudView) {
  return findRowBy(db, table, table.id, id, scope, view);
}

/** One row by another unique column (a form's UUID). */
export async function findRowBy(db: DbOrTx, table: CrudTable, column: PgColumn, value: unknown, scope?: SQL, view?: CrudView) {
  const [row] = await source(db, table, view).where(and(eq(column, value), scope)).limit(1);
  return (row as Record<string, unknown> | undefined) ?? null;
}

export async function insertRow(db: DbOrTx, table: CrudTable, values: Record<string, unknown>) {
  const [row] = await db.insert(table).values(values as never).returning();
  return row as Record<string, unknown>;
}

export async function updateRow(db: DbOrTx, table: CrudTable, id: number, values: Record<string, unknown>) {
  const withTimestamp = 'updatedAt' in getTableColumns(table) ? { ...values, updatedAt: new Date() } : values;
  const [row] = await db.update(table).set(withTimestamp as never).where(eq(table.id, id)).returning();
  return row as Record<string, unknown>;
}

/** Deletes a row and keeps a copy for undo. */
export async function trashRow(db: DbOrTx, table: CrudTable, resource: string, row: Record<string, unknown>, userId: number | null) {
  await db.insert(deletedRecords).values({ resource, recordId: String(row.id), data: row, deletedBy: userId });
  await db.delete(table).where(eq(table.id, row.id as number));
}

/** An undo copy's row as the driver takes it: JSON turned the dates into strings, the date columns get Dates back. */
export function revived(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, columns[k]?.dataType === 'date' && typeof v === 'string' ? new Date(v) : v]));
}

/**
 * Puts the most recently deleted copy of a record back, with its original id. Null when there is none.
 * Every undo (the generic CRUD's and the hand-written ones) comes through here, so a copy whose project,
 * category, user… has been deleted since is refused here once: a 422 instead of the database's error, and
 * the transaction rolls back whole (the copy stays for a later try).
 */
export async function restoreRow(db: DbOrTx, table: CrudTable, resource: string, id: number, deletedBy?: number) {
  const [copy] = await db.select().from(deletedRecords)
    .where(and(
      eq(deletedRecords.resource, resource),
      eq(deletedRecords.recordId, String(id)),
      deletedBy === undefined ? undefined : eq(deletedRecords.deletedBy, deletedBy),
    ))
    .orderBy(desc(deletedRecords.id)).limit(1);
  if (!copy) return null;
  const values = revived(table, copy.data as Record<string, unknown>);
  let row: Record<string, unknown>;
  try {
    row = await insertRow(db, table, values);
  } catch (error) {
    if (foreignKeyViolation(error)) throw new ApiError(422, 'crud.restoreBroken');
    throw error;
  }
  await db.delete(deletedRecords).where(eq(deletedRecords.id, copy.id));
  return row;
}
