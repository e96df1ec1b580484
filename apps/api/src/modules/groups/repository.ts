import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GroupProductRow, ProductGroupOption } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { deletedRecords, files, productGroupProducts, productGroupRelations, productGroups, products } from '../../db/schema.js';
import { escapeLike } from '../../lib/sql.js';
import { productsInGroupTree } from '../products/filters.js';

/* SQL of the product categories (the API's groups): reads, the related set, the links kept for undo. */

const g = productGroups;
/** The outer row's id inside a subquery (drizzle writes a lone table's columns unqualified). */
const OUTER_ID = sql`${productGroups}.${sql.identifier('id')}`;

// A category's path (kept by the database for the products' filter) stays inside.
const { pathIds: _pathIds, ...groupColumns } = getTableColumns(g);

/** A category with its related categories (ids and names) and its own products' count, in one select. */
export const groupView = (db: DbOrTx) =>
  db.select({
    ...groupColumns,
    relatedIds: sql<number[]>`(select coalesce(json_agg(r.related_id order by r.related_id), '[]'::json)
      from ${productGroupRelations} r where r.group_id = ${OUTER_ID})`.as('related_ids'),
    related: sql<{ id: number; name: string }[]>`(select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name, o.id), '[]'::json)
      from ${productGroupRelations} r join ${productGroups} o on o.id = r.related_id where r.group_id = ${OUTER_ID})`.as('related'),
    productsCount: sql<number>`(select count(*)::int from ${productGroupProducts} l where l.group_id = ${OUTER_ID})`.as('products_count'),
  }).from(g).$dynamic();

export async function groupExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: g.id }).from(g).where(eq(g.id, id)).limit(1)).length > 0;
}

export async function fileExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1)).length > 0;
}

/** Of the given ids, those that name a category. */
export async function existingGroupIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: g.id }).from(g).where(inArray(g.id, ids))).map((r) => r.id));
}

/** The place after the last child of a parent (null: the top). */
export async function nextPosition(db: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${g.position})` }).from(g)
    .where(parentId === null ? isNull(g.parentId) : eq(g.parentId, parentId));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function parentIdOf(db: DbOrTx, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ parentId: g.parentId }).from(g).where(eq(g.id, id)).limit(1);
  return row ? row.parentId : undefined;
}

export async function hasSubgroups(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: g.id }).from(g).where(eq(g.parentId, id)).limit(1)).length > 0;
}

/** A category's related ids, as stored from its side. */
export async function relatedIdsOf(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await db.select({ id: productGroupRelations.relatedId }).from(productGroupRelations)
    .where(eq(productGroupRelations.groupId, id)).orderBy(asc(productGroupRelations.relatedId));
  return rows.map((r) => r.id);
}

/** Replaces a category's related set, both ways: each pair is stored from either side. */
export async function writeRelated(tx: DbOrTx, id: number, relatedIds: number[]): Promise<void> {
  const r = productGroupRelations;
  await tx.delete(r).where(or(eq(r.groupId, id), eq(r.relatedId, id)));
  if (!relatedIds.length) return;
  await tx.insert(r).values(relatedIds.flatMap((other) => [{ groupId: id, relatedId: other }, { groupId: other, relatedId: id }]))
    .onConflictDoNothing();
}

export async function namesOf(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  return db.select({ id: g.id, name: g.name }).from(g).where(inArray(g.id, ids)).orderBy(asc(g.name), asc(g.id));
}

/*
 * A deleted category's product links and related categories go with it (the foreign keys cascade); a copy
 * beside its undo copy brings back those whose product or related category still exists.
 */
const LINKS = 'groups:links';
interface KeptLinks { productIds: number[]; relatedIds: number[] }

export async function keepLinks(tx: DbOrTx, id: number, userId: number | null): Promise<void> {
  const productIds = (await tx.select({ id: productGroupProducts.productId }).from(productGroupProducts)
    .where(eq(productGroupProducts.groupId, id))).map((r) => r.id);
  const data: KeptLinks = { productIds, relatedIds: await relatedIdsOf(tx, id) };
  await tx.insert(deletedRecords).values({ resource: LINKS, recordId: String(id), data, deletedBy: userId });
}

export async function restoreLinks(tx: DbOrTx, id: number): Promise<void> {
  const [copy] = await tx.select().from(deletedRecords)
    .where(and(eq(deletedRecords.resource, LINKS), eq(deletedRecords.recordId, String(id))))
    .orderBy(desc(deletedRecords.id)).limit(1);
  if (!copy) return;
  const kept = copy.data as KeptLinks;
  if (kept.productIds.length) {
    await tx.execute(sql`insert into ${productGroupProducts} (product_id, group_id)
      select p.id, ${id}::integer from ${products} p where p.id in (${sql.join(kept.productIds.map((p) => sql`${p}::integer`), sql`, `)})
      on conflict do nothing`);
  }
  await writeRelated(tx, id, [...(await existingGroupIds(tx, kept.relatedIds))]);
  await tx.delete(deletedRecords).where(eq(deletedRecords.id, copy.id));
}

export interface GroupProductsParams {
  id: number;
  descendants: boolean;
  search?: string;
  sort: 'id' | 'name' | 'sku' | 'price_gross' | 'stock';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const PRODUCT_SORT = { id: products.id, name: products.name, sku: products.sku, price_gross: products.priceGross, stock: products.stock };

/** One page of a category's products (its subcategories' too with `descendants`) and the count of all. */
export async function groupProducts(db: DbOrTx, p: GroupProductsParams): Promise<{ rows: GroupProductRow[]; total: number }> {
  const pattern = p.search ? `%${escapeLike(p.search)}%` : undefined;
  const where: SQL | undefined = and(
    p.descendants ? productsInGroupTree(p.id) : sql`${products.id} in (select l.product_id from ${productGroupProducts} l where l.group_id = ${p.id}::integer)`,
    pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined,
  );
  const sort = PRODUCT_SORT[p.sort];
  const rows = await db.select({
    id: products.id, name: products.name, sku: products.sku, price_gross: products.priceGross, stock: products.stock, active: products.active,
  }).from(products).where(where)
    .orderBy(p.order === 'desc' ? desc(sort) : asc(sort), p.order === 'desc' ? desc(products.id) : asc(products.id))
    .limit(p.perPage).offset((p.page - 1) * p.perPage);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every category in tree order (siblings by position), flat, with its depth and its path of names. */
export async function groupsInTreeOrder(db: DbOrTx): Promise<ProductGroupOption[]> {
  const result = await db.execute(sql`with recursive tree as (
      select id, name, parent_id, active, 0 as depth, name::text as path, array[position, id] as sort_key
      from ${productGroups} where parent_id is null
      union all
      select c.id, c.name, c.parent_id, c.active, tree.depth + 1, tree.path || ' › ' || c.name, tree.sort_key || array[c.position, c.id]
      from ${productGroups} c join tree on c.parent_id = tree.id
    ) select id, name, parent_id, active, depth, path from tree order by sort_key`);
  return (result as unknown as { rows: ProductGroupOption[] }).rows.map((r) => ({
    id: Number(r.id), name: r.name, parent_id: r.parent_id == null ? null : Number(r.parent_id), depth: Number(r.depth), active: Boolean(r.active), path: r.path,
  }));
}
