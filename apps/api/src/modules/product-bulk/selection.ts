import type { FastifyRequest } from 'fastify';
import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import { BULK_MAX, type ProductSelectionFilter } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import { productFilterConditions, productSearch } from '../products/filters.js';

/** `column = any('{1,2,3}'::int[])`: one parameter however many ids (a bulk call may name 10 000). */
export const anyId = (column: unknown, ids: readonly number[]): SQL => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** The products list's filter and search box as one condition (the list's own filters, written once in products). */
export const filterWhere = (filter: ProductSelectionFilter): SQL | undefined =>
  and(filter.search ? productSearch(filter.search) : undefined, ...productFilterConditions(filter));

/**
 * The ids a bulk call works on, locked for the transaction: the chosen ones (all of them exist, else a 404
 * for the lot, as the engine's bulk delete) or everything the filter matches (at most BULK_MAX, else a 422).
 */
export async function selectedIds(tx: DbOrTx, req: FastifyRequest, selection: { ids?: number[]; filter?: ProductSelectionFilter }): Promise<number[]> {
  if (selection.ids) {
    const wanted = [...new Set(selection.ids)];
    const found = await tx.select({ id: products.id }).from(products).where(anyId(products.id, wanted)).orderBy(asc(products.id)).for('update');
    if (found.length !== wanted.length) throw notFound();
    return found.map((r) => r.id);
  }
  const where = filterWhere(selection.filter!);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(where);
  if (n > BULK_MAX) throw fieldError('filter', req.t('productBulk.tooMany', { max: BULK_MAX, count: n }));
  if (n === 0) throw fieldError('filter', req.t('productBulk.none'));
  const rows = await tx.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).for('update');
  return rows.map((r) => r.id);
}
