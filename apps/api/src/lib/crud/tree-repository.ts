import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ACCENTED, foldDiacritics, PLAIN } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { escapeLike } from '../sql.js';
import type { CrudTable } from './repository.js';

/*
 * SQL of the engine's relation options, ordered lists and trees (STYLE: repositories hold SQL only).
 * Diacritics are folded with translate() (@harmony/shared fold.ts).
 */

/** Any of the columns contains the text, case and diacritics aside. */
export function foldedSearch(columns: (PgColumn | SQL)[], search: string | undefined): SQL | undefined {
  if (!search || !columns.length) return undefined;
  const pattern = `%${escapeLike(foldDiacritics(search))}%`;
  return sql`(${sql.join(columns.map((c) => sql`translate(${c}::text, ${ACCENTED}, ${PLAIN}) ilike ${pattern}`), sql` or `)})`;
}

export interface OptionsParams {
  label: PgColumn | SQL;
  parent?: PgColumn;
  where: (SQL | undefined)[];
  /** The options' order; by label when left out. */
  order?: SQL[];
  ids?: number[];
  page: number;
  perPage: number;
  /** Count only this far (the contract's `list.countUpTo`): `more` beyond it. */
  countUpTo?: number;
}

/** One page of {id, label, parent_id} and the count of the whole filter (up to `countUpTo`). */
export async function optionRows(db: DbOrTx, table: CrudTable, p: OptionsParams) {
  const where = and(...p.where, p.ids ? inArray(table.id, p.ids) : undefined);
  const rows = await db.select({ id: table.id, label: sql<string>`${p.label}`, ...(p.parent ? { parent_id: p.parent } : {}) })
    .from(table as never).where(where).orderBy(...(p.order ?? [asc(p.label)]), asc(table.id))
    .limit(p.perPage).offset((p.page - 1) * p.perPage);
  const counted = p.countUpTo === undefined
    ? db.select({ n: count() }).from(table as never).where(where)
    : db.select({ n: count() }).from(db.select({ one: sql`1` }).from(table as never).where(where).limit(p.countUpTo + 1).as('counted'));
  const n = Number(((await counted) as { n: number }[])[0]?.n ?? 0);
  const more = p.countUpTo !== undefined && n > p.countUpTo;
  return { rows: rows as { id: number; label: string; parent_id?: number | null }[], total: more ? p.countUpTo! : n, more };
}

/** The ids of the records in scope (an ordered list's whole membership). */
export async function idsIn(db: DbOrTx, table: CrudTable, scope: SQL | undefined): Promise<number[]> {
  return (await db.select({ id: table.id }).from(table as never).where(scope)).map((r) => (r as { id: number }).id);
}

/** The ids in scope in their stored order (an ordered list before a reorder, for the activity log). */
export async function orderedIds(db: DbOrTx, table: CrudTable, position: PgColumn, scope: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table as never).where(scope).orderBy(asc(position), asc(table.id));
  return rows.map((r) => (r as { id: number }).id);
}

/** One node's stored position. */
export async function positionOf(db: DbOrTx, table: CrudTable, position: PgColumn, id: number): Promise<number | null> {
  const [row] = await db.select({ position }).from(table as never).where(eq(table.id, id)).limit(1);
  return row ? ((row as { position: number | null }).position ?? null) : null;
}

/** Writes positions 0…n−1 in the given order. */
export async function writePositions(db: DbOrTx, table: CrudTable, position: PgColumn, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(ids.map((id, index) => sql`when ${id}::integer then ${index}::integer`), sql` `);
  await db.execute(sql`update ${table} set ${sql.identifier(position.name)} = case ${sql.identifier('id')} ${cases} end where ${inArray(table.id, ids)}`);
}

/** The parent of one node, or undefined when the node does not exist. */
export async function parentOf(db: DbOrTx, table: CrudTable, parent: PgColumn, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ parent }).from(table as never).where(eq(table.id, id)).limit(1);
  return row ? ((row as { parent: number | null }).parent ?? null) : undefined;
}

/** A parent's children but one, in their order. */
export async function siblingIds(db: DbOrTx, table: CrudTable, tree: { parent: PgColumn; position: PgColumn }, parentId: number | null, except: number) {
  const rows = await db.select({ id: table.id }).from(table as never)
    .where(and(parentId === null ? isNull(tree.parent) : eq(tree.parent, parentId), ne(table.id, except)))
    .orderBy(asc(tree.position), asc(table.id));
  return rows.map((r) => (r as { id: number }).id);
}

/** Sets a node's parent. */
export async function setParent(db: DbOrTx, table: CrudTable, parent: PgColumn, id: number, parentId: number | null): Promise<void> {
  await db.execute(sql`update ${table} set ${sql.identifier(parent.name)} = ${parentId}::integer where ${eq(table.id, id)}`);
}
