import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { camelKeys, snakeKeys } from './case.js';

type Row = Record<string, unknown>;

/**
 * A record's child rows (an order's items, a page's sections): they travel inside the parent's body and read
 * answer as one array property; sending the array replaces the whole set, in the same transaction as the parent.
 */
export interface ChildCollection {
  /** The property of the body and of the answer, e.g. 'items'. */
  name: string;
  /** Its own id column is optional (role_permissions has a composite key). */
  table: PgTable;
  /** The child's foreign key to the parent. */
  parentKey: PgColumn;
  /** Ordered children: the array's index is stored here. */
  position?: PgColumn;
  /** One child as the body sends it (API names); its 422s read `items.2.quantity`. With `value`: one plain value. */
  schema: z.ZodType<Row> | z.ZodType<number>;
  /**
   * A set of plain values (a product's `group_ids`): the body and the answer carry an array of this column's
   * values instead of row objects; duplicates are stored once.
   */
  value?: PgColumn;
  /** The answer's order when there is no position (default: by id). */
  orderBy?: PgColumn[];
  /** Upper bound of one set. */
  max?: number;
  /**
   * A sent row's `id` naming one of this parent's stored rows keeps that id (other records point at it, e.g.
   * products at an attribute's values); any other id is dropped and the row gets a new one.
   */
  keepIds?: boolean;
}

/** The parent's body schema with its child arrays: optional, so a PUT without one keeps the stored set. */
export function withChildren(input: z.ZodType<Row>, children: ChildCollection[] | undefined): z.ZodType<Row> {
  if (!children?.length) return input;
  if (!(input instanceof z.ZodObject)) throw new Error('child collections need an object input schema');
  const shape = Object.fromEntries(children.map((c) =>
    [c.name, z.array(c.schema, { error: `array:0,${c.max ?? 500}` }).max(c.max ?? 500, { error: `array:0,${c.max ?? 500}` }).optional()]));
  // safeExtend keeps the input's refinements (a cross-field rule such as a position given whole).
  return input.safeExtend(shape) as unknown as z.ZodType<Row>;
}

/** Splits a validated body into the parent's own fields and its child sets (absent sets are left out). */
export function splitChildren(input: Row, children: ChildCollection[] | undefined): { own: Row; sets: Map<ChildCollection, unknown[]> } {
  const own = { ...input };
  const sets = new Map<ChildCollection, unknown[]>();
  for (const c of children ?? []) {
    if (Array.isArray(own[c.name])) sets.set(c, own[c.name] as unknown[]);
    delete own[c.name];
  }
  return { own, sets };
}

const serializeChild = (c: ChildCollection) => (row: Row): Row => {
  const { [c.parentKey.name]: _parent, ...rest } = snakeKeys(row);
  return rest;
};

/** The children of one parent, in their order, as the API shows them. */
export async function readChildren(db: DbOrTx, c: ChildCollection, parentId: number): Promise<unknown[]> {
  const order = [...(c.position ? [asc(c.position)] : []), ...(c.orderBy ?? [c.value ?? idOf(c.table)]).filter(Boolean).map((col) => asc(col!))];
  if (c.value) {
    const values = await db.select({ value: c.value }).from(c.table as never).where(eq(c.parentKey, parentId)).orderBy(...order) as { value: unknown }[];
    return values.map((r) => r.value);
  }
  const rows = await db.select().from(c.table as never).where(eq(c.parentKey, parentId)).orderBy(...order) as Row[];
  return rows.map(serializeChild(c));
}

/** Every child set of a record, keyed by the collection's name. */
export async function readAllChildren(db: DbOrTx, children: ChildCollection[] | undefined, parentId: number): Promise<Row> {
  const out: Row = {};
  for (const c of children ?? []) out[c.name] = await readChildren(db, c, parentId);
  return out;
}

/** Replace-the-set: the stored children go, the sent ones come in their order. */
export async function replaceChildren(tx: DbOrTx, c: ChildCollection, parentId: number, sent: unknown[]): Promise<void> {
  const idColumn = idOf(c.table);
  const stored = tx.delete(c.table).where(eq(c.parentKey, parentId));
  let removed = new Set<unknown>();
  if (c.keepIds && idColumn) removed = new Set((await stored.returning({ id: idColumn })).map((r) => r.id));
  else await stored;
  const set: Row[] = c.value ? [...new Set(sent)].map((value) => ({ [c.value!.name]: value })) : (sent as Row[]);
  if (!set.length) return;
  const key = fieldOf(c.table, c.parentKey);
  const position = c.position ? fieldOf(c.table, c.position) : undefined;
  const values = set.map((child, index) => {
    const { id, ...own } = camelKeys(child);
    const kept = removed.has(id) ? { id } : {};
    return { ...kept, ...own, [key]: parentId, ...(position ? { [position]: index } : {}) };
  });
  await tx.insert(c.table).values(values as never);
}

/** Children go with their parent (also where the foreign key does not cascade). */
export async function deleteChildren(tx: DbOrTx, children: ChildCollection[] | undefined, parentIds: number[]): Promise<void> {
  for (const c of children ?? []) await tx.delete(c.table).where(inArray(c.parentKey, parentIds));
}

const idOf = (table: PgTable) => (table as unknown as { id?: PgColumn }).id;

/** The Drizzle property name of a table's column. */
export function fieldOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, v]) => v === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}
