import { inArray, sql } from 'drizzle-orm';
import { ACCENTED, grossOf, PLAIN, searchTextOf, slugify, type VatRate } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { freeSlug as freeSlugIn } from '../../lib/slugs.js';
import { attributeValues, productAttributeValues, products } from '../../db/schema.js';

/*
 * What a product's write derives rather than takes: the gross price (net + VAT), a unique slug when none is
 * typed, and search_text (what the list's search box matches). Every product write calls these — the form,
 * the bulk edit, the import — so the rules live once. search_text is rewritten from the stored rows by
 * refreshSearchText after every write of a product's columns or attribute values, in searchTextOf's form.
 */

export interface ProductBasics {
  /** The product's own id on an update: its current slug is not "taken". */
  id?: number;
  name: string;
  sku: string;
  ean?: string | null;
  slug?: string | null;
  price_net: number;
  vat_rate: VatRate;
}

export interface DerivedProduct {
  priceGross: number;
  slug: string;
  /** Name, SKU and EAN; attribute values join it through refreshSearchText once they are written. */
  searchText: string;
}

export async function deriveProduct(tx: DbOrTx, input: ProductBasics): Promise<DerivedProduct> {
  return {
    priceGross: grossOf(input.price_net, input.vat_rate),
    slug: input.slug || (await freeSlug(tx, slugify(input.name) || slugify(input.sku), input.id)),
    searchText: searchTextOf(input.name, input.sku, input.ean),
  };
}

/** The first of base, base-2, base-3 … no other product has. */
export const freeSlug = (tx: DbOrTx, base: string, ownId?: number): Promise<string> =>
  freeSlugIn(tx, { table: products, id: products.id, slug: products.slug }, base, 'produkt', ownId);

/**
 * Rewrites search_text of the products from their columns and attribute values: a scalar value's text (rich
 * text without its tags) and the chosen values' labels in both languages, all lower case.
 */
export async function refreshSearchText(tx: DbOrTx, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  const values = sql`(select string_agg(concat_ws(' ',
      regexp_replace(coalesce(pav.value, ''), '<[^>]*>', ' ', 'g'),
      (select string_agg(concat_ws(' ', av.value_pl, av.value_en), ' ') from ${attributeValues} av where av.id = any(pav.value_ids))
    ), ' ') from ${productAttributeValues} pav where pav.product_id = ${products.id})`;
  await tx.update(products)
    // searchTextOf's form in SQL: lower case, diacritics folded (the tags are gone above).
    .set({ searchText: sql`translate(lower(regexp_replace(concat_ws(' ', ${products.name}, ${products.sku}, ${products.ean}, ${values}), '[[:space:]]+', ' ', 'g')), ${ACCENTED}, ${PLAIN})` })
    .where(inArray(products.id, productIds));
}
