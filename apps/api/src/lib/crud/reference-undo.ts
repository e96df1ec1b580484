import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deletedRecords } from '../../db/schema.js';
import { fieldOf } from './children.js';
import type { CrudOptions } from './resource.js';

/*
 * Rows of other tables that point at a deleted record through a foreign key `on delete set null` (an order
 * item's product) keep their own data but lose the link. Their ids are kept beside the record's undo copy
 * (resource "<name>:ref:<reference>", the record's id) and an undo points them at the record again, in the
 * undo's transaction.
 */
const keyOf = (o: CrudOptions, reference: string) => `${o.name}:ref:${reference}`;

/** Before the record is deleted (and the database unlinks them): the ids of the rows pointing at it. */
export async function keepReferences(tx: DbOrTx, o: CrudOptions, id: number, userId: number | null): Promise<void> {
  for (const r of o.references ?? []) {
    const rows = await tx.select({ id: r.table.id }).from(r.table as never).where(eq(r.column, id)) as { id: number }[];
    const ids = rows.map((row) => row.id);
    if (ids.length) await tx.insert(deletedRecords).values({ resource: keyOf(o, r.name), recordId: String(id), data: ids, deletedBy: userId });
  }
}

/**
 * After the record is back: the kept rows that still exist and point nowhere point at it again. A row linked
 * to something else since (an edited draft order) keeps its new link; a row deleted since stays gone.
 */
export async function restoreReferences(tx: DbOrTx, o: CrudOptions, id: number): Promise<void> {
  for (const r of o.references ?? []) {
    const [copy] = await tx.select().from(deletedRecords)
      .where(and(eq(deletedRecords.resource, keyOf(o, r.name)), eq(deletedRecords.recordId, String(id))))
      .orderBy(desc(deletedRecords.id)).limit(1);
    if (!copy) continue;
    const ids = copy.data as number[];
    if (ids.length) await tx.update(r.table).set({ [fieldOf(r.table, r.column)]: id } as never).where(and(inArray(r.table.id, ids), isNull(r.column)));
    await tx.delete(deletedRecords).where(eq(deletedRecords.id, copy.id));
  }
}
