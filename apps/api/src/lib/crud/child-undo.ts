import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deletedRecords } from '../../db/schema.js';
import { revived } from './repository.js';
import type { CrudOptions } from './resource.js';

/*
 * A deleted record's children are kept beside its undo copy (resource "<name>:<collection>", the parent's id)
 * and come back with it, so undo gives back the whole record.
 */
const keyOf = (o: CrudOptions, collection: string) => `${o.name}:${collection}`;

export async function keepChildren(tx: DbOrTx, o: CrudOptions, parentId: number, userId: number | null): Promise<void> {
  for (const c of o.children ?? []) {
    const rows = await tx.select().from(c.table as never).where(eq(c.parentKey, parentId));
    await tx.insert(deletedRecords).values({ resource: keyOf(o, c.name), recordId: String(parentId), data: rows, deletedBy: userId });
    await tx.delete(c.table).where(eq(c.parentKey, parentId));
  }
}

export async function restoreChildren(tx: DbOrTx, o: CrudOptions, parentId: number): Promise<void> {
  for (const c of o.children ?? []) {
    const [copy] = await tx.select().from(deletedRecords)
      .where(and(eq(deletedRecords.resource, keyOf(o, c.name)), eq(deletedRecords.recordId, String(parentId))))
      .orderBy(desc(deletedRecords.id)).limit(1);
    if (!copy) continue;
    const rows = (copy.data as Record<string, unknown>[]).map((row) => revived(c.table, row));
    if (rows.length) await tx.insert(c.table).values(rows as never);
    await tx.delete(deletedRecords).where(eq(deletedRecords.id, copy.id));
  }
}
