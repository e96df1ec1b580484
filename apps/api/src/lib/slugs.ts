import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from './sql.js';
import { uniqueSlug } from '@harmony/shared';
import type { DbOrTx } from '../db/client.js';

/** A table with a unique slug column: where freeSlug looks. */
export interface SlugColumns {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
}

/**
 * The first of base, base-2, base-3 … that no other record of the table has (`ownId`: the record being
 * updated, whose own slug is not "taken"); an empty base becomes `fallback`.
 */
export async function freeSlug(db: DbOrTx, where: SlugColumns, base: string, fallback: string, ownId?: number): Promise<string> {
  const root = base || fallback;
  const rows = await db.select({ slug: where.slug }).from(where.table)
    .where(and(or(eq(where.slug, root), like(where.slug, `${escapeLike(root)}-%`)), ownId === undefined ? undefined : ne(where.id, ownId)));
  return uniqueSlug(root, new Set(rows.map((r) => r.slug as string)));
}

/** Whether another record of the table (not `ownId`) has this slug: a typed slug told as taken on its field. */
export async function slugTaken(db: DbOrTx, where: SlugColumns, slug: string, ownId?: number): Promise<boolean> {
  const [row] = await db.select({ id: where.id }).from(where.table)
    .where(and(eq(where.slug, slug), ownId === undefined ? undefined : ne(where.id, ownId))).limit(1);
  return row !== undefined;
}
