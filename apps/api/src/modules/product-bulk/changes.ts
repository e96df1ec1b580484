import type { FastifyRequest } from 'fastify';
import { and, count, sql } from 'drizzle-orm';
import { grossOf, PRICE_MAX, type BulkChanges, type GroupMode } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { productGroupProducts, productGroups, products } from '../../db/schema.js';
import { ApiError, fieldError } from '../../lib/http-errors.js';
import { refreshSearchText } from '../products/derive.js';
import { anyId } from './selection.js';

/** What a bulk change may touch of one product, as it was before: the undo puts exactly this back. */
export interface ProductBefore {
  id: number;
  sku: string;
  price_net: number;
  price_gross: number;
  vat_rate: number | null;
  active: boolean;
  group_ids: number[];
}

/** The before-copy of the products (their prices, VAT, active flag and categories). */
export async function beforeCopy(tx: DbOrTx, ids: number[]): Promise<ProductBefore[]> {
  const rows = await tx.select({
    id: products.id, sku: products.sku, price_net: products.priceNet, price_gross: products.priceGross, vat_rate: products.vatRate, active: products.active,
  }).from(products).where(anyId(products.id, ids)).orderBy(products.id);
  const links = await tx.select().from(productGroupProducts).where(anyId(productGroupProducts.productId, ids));
  const groupsOf = new Map<number, number[]>();
  for (const l of links) (groupsOf.get(l.productId) ?? groupsOf.set(l.productId, []).get(l.productId)!).push(l.groupId);
  return rows.map((r) => ({ ...r, group_ids: (groupsOf.get(r.id) ?? []).sort((a, b) => a - b) }));
}

type ScalarRow = Pick<ProductBefore, 'id' | 'price_net' | 'price_gross' | 'vat_rate' | 'active'>;

/** Writes prices, VAT and the active flag of many products in one statement (one JSON parameter). */
async function writeScalars(tx: DbOrTx, rows: ScalarRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`update ${products} p set price_net = v.price_net, price_gross = v.price_gross, vat_rate = v.vat_rate,
      active = v.active, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, price_net integer, price_gross integer, vat_rate integer, active boolean)
    where p.id = v.id`);
}

/**
 * Price, VAT and active of a bulk edit over the before-copy: the new net price (set, or changed by a percent
 * rounded to a grosz), the gross derived from it; a result below zero or above the most a price may be is
 * refused (422 on changes.price, nothing written — the caller's transaction rolls back).
 */
export async function applyScalars(tx: DbOrTx, req: FastifyRequest, before: ProductBefore[], changes: BulkChanges): Promise<void> {
  if (!changes.price && changes.vat_rate === undefined && changes.active === undefined) return;
  const rows = before.map((p): ScalarRow => {
    const net = !changes.price ? p.price_net
      : changes.price.mode === 'set' ? changes.price.price_net
      : Math.round((p.price_net * (100 + changes.price.percent)) / 100);
    const vat = changes.vat_rate === undefined ? p.vat_rate : changes.vat_rate;
    if (net < 0) throw fieldError('changes.price', req.t('productBulk.negativePrice', { sku: p.sku }));
    const gross = grossOf(net, vat);
    if (net > PRICE_MAX || gross > PRICE_MAX) throw fieldError('changes.price', req.t('productBulk.priceTooHigh', { sku: p.sku, max: '999 999,99' }));
    return { id: p.id, price_net: net, price_gross: gross, vat_rate: vat, active: changes.active ?? p.active };
  });
  await writeScalars(tx, rows);
}

/** The categories exist, or a 422 on `field` naming the missing ones. */
async function checkGroups(tx: DbOrTx, req: FastifyRequest, groupIds: number[], field: string): Promise<void> {
  if (!groupIds.length) return;
  const found = new Set((await tx.select({ id: productGroups.id }).from(productGroups).where(anyId(productGroups.id, groupIds))).map((g) => g.id));
  const missing = groupIds.filter((id) => !found.has(id));
  if (missing.length) throw fieldError(field, req.t('productBulk.unknownGroups', { ids: missing.join(', ') }));
}

/** Adds the products to, removes them from, or sets them exactly to the categories (bulk edit and assignment alike). */
export async function applyGroups(tx: DbOrTx, req: FastifyRequest, productIds: number[], mode: GroupMode, groupIds: number[], field: string): Promise<void> {
  const groups = [...new Set(groupIds)];
  await checkGroups(tx, req, groups, field);
  if (mode === 'remove' || mode === 'replace') {
    const only = mode === 'remove' ? anyId(productGroupProducts.groupId, groups) : undefined;
    await tx.delete(productGroupProducts).where(and(anyId(productGroupProducts.productId, productIds), only));
  }
  if ((mode === 'add' || mode === 'replace') && groups.length) {
    await tx.execute(sql`insert into ${productGroupProducts} (product_id, group_id)
      select p.id, g.id from unnest(${`{${productIds.join(',')}}`}::int[]) p(id) cross join unnest(${`{${groups.join(',')}}`}::int[]) g(id)
      on conflict do nothing`);
  }
  await tx.execute(sql`update ${products} set updated_at = now() where ${anyId(products.id, productIds)}`);
}

/**
 * Puts the products back as the before-copy has them: prices, VAT, active and exactly its categories. A
 * product or category deleted since is skipped (nothing to put back into). Returns how many products came back.
 */
export async function restoreBefore(tx: DbOrTx, before: ProductBefore[]): Promise<number> {
  if (!before.length) throw new ApiError(404, 'productBulk.nothingToUndo');
  const ids = before.map((p) => p.id);
  await writeScalars(tx, before.map(({ id, price_net, price_gross, vat_rate, active }) => ({ id, price_net, price_gross, vat_rate, active })));
  await tx.delete(productGroupProducts).where(anyId(productGroupProducts.productId, ids));
  const links = before.flatMap((p) => p.group_ids.map((g) => ({ product_id: p.id, group_id: g })));
  if (links.length) {
    await tx.execute(sql`insert into ${productGroupProducts} (product_id, group_id)
      select v.product_id, v.group_id from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(product_id integer, group_id integer)
      where exists (select 1 from ${products} p where p.id = v.product_id) and exists (select 1 from ${productGroups} g where g.id = v.group_id)
      on conflict do nothing`);
  }
  await refreshSearchText(tx, ids);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(anyId(products.id, ids));
  return n;
}
