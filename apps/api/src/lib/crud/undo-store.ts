import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deletedRecords } from '../../db/schema.js';

/*
 * Undo of a change that deletes nothing (a bulk edit, an assignment): the before-copy goes to the same store
 * as a deleted record's (deleted_records), under "<resource>" and a random token instead of a record id, so
 * the engine keeps one place (and one clean-up) for everything undoable.
 */

/** Keeps `data` as the before-copy of a change of `resource`; returns the token that takes it back. */
export async function keepUndoCopy(tx: DbOrTx, resource: string, data: unknown, userId: number | null): Promise<string> {
  const token = randomUUID();
  await tx.insert(deletedRecords).values({ resource, recordId: token, data, deletedBy: userId });
  return token;
}

/**
 * Takes (reads and removes) the before-copy of `token`, or null when there is none — already undone, or
 * another user's change when `userId` is given (administrators pass undefined: they may undo anyone's).
 */
export async function takeUndoCopy<T>(tx: DbOrTx, resource: string, token: string, userId?: number): Promise<T | null> {
  const [copy] = await tx.select().from(deletedRecords)
    .where(and(eq(deletedRecords.resource, resource), eq(deletedRecords.recordId, token), userId === undefined ? undefined : eq(deletedRecords.deletedBy, userId)))
    .orderBy(desc(deletedRecords.id)).limit(1).for('update');
  if (!copy) return null;
  await tx.delete(deletedRecords).where(eq(deletedRecords.id, copy.id));
  return copy.data as T;
}
