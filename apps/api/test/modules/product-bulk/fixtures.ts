import { inArray } from 'drizzle-orm';
import { grossOf } from '@harmony/shared';
import type { Database } from '../../../src/db/client.js';
import { productGroupProducts, productGroups, products, productTypes } from '../../../src/db/schema.js';

/** A three-level category tree (Elektronika > Audio > Słuchawki, plus Ogród) and a product type. */
export async function insertCatalogue(db: Database['db'], tag: string) {
  const [root] = await db.insert(productGroups).values({ name: `Elektronika ${tag}`, slug: `elektronika-${tag}` }).returning();
  const [audio] = await db.insert(productGroups).values({ name: `Audio ${tag}`, slug: `audio-${tag}`, parentId: root!.id }).returning();
  const [phones] = await db.insert(productGroups).values({ name: `Słuchawki ${tag}`, slug: `sluchawki-${tag}`, parentId: audio!.id }).returning();
  const [garden] = await db.insert(productGroups).values({ name: `Ogród ${tag}`, slug: `ogrod-${tag}` }).returning();
  const [type] = await db.insert(productTypes).values({ name: `Sprzęt ${tag}` }).returning();
  return { root: root!.id, audio: audio!.id, phones: phones!.id, garden: garden!.id, type: type!.id };
}

export async function insertProduct(db: Database['db'], p: { sku: string; net: number; vat?: number | null; groups?: number[]; active?: boolean }) {
  const vat = p.vat === undefined ? 23 : p.vat;
  const [row] = await db.insert(products).values({
    name: `Produkt ${p.sku}`, slug: p.sku.toLowerCase(), sku: p.sku, priceNet: p.net, priceGross: grossOf(p.net, vat), vatRate: vat,
    active: p.active ?? true, searchText: `produkt ${p.sku}`.toLowerCase(),
  }).returning();
  if (p.groups?.length) await db.insert(productGroupProducts).values(p.groups.map((groupId) => ({ productId: row!.id, groupId })));
  return row!.id;
}

/** The products as the bulk changes touch them, with their categories, by id. */
export async function stateOf(db: Database['db'], ids: number[]) {
  const rows = await db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id);
  const links = await db.select().from(productGroupProducts).where(inArray(productGroupProducts.productId, ids));
  return rows.map((r) => ({
    id: r.id, net: r.priceNet, gross: r.priceGross, vat: r.vatRate, active: r.active,
    groups: links.filter((l) => l.productId === r.id).map((l) => l.groupId).sort((a, b) => a - b),
  }));
}
