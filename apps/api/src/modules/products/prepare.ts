import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { encodeRule, grossOf, slugify, type ImageRef, type ProductAttributeValueWire } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { productAttributeValues, productGroups, products, productTypes } from '../../db/schema.js';
import { checkImageList } from '../../lib/files/images.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { freeSlug } from './derive.js';
import { checkAttributeValues, typeAttributes, type StoredValue } from './attribute-values.js';
import { ProductCheck } from './check.js';

type Row = Record<string, unknown>;

/**
 * A product write's checks that need the database and its derived fields, before anything is stored (the
 * engine's before hooks): the type, categories, images and attribute values are checked (one 422 with every
 * error), then the gross price, a unique slug and the sanitised description are put into the input (the
 * search text follows the stored children: refreshSearchText after the write). `before` is the stored row of an update (its fields unsent in the body are already in `input`).
 */
export async function prepareProduct(tx: DbOrTx, input: Row, req: FastifyRequest, before?: Row): Promise<void> {
  const check = new ProductCheck(req);
  const typeId = (input.product_type_id as number | null) ?? null;
  if (typeId !== null && !(await exists(tx, productTypes, typeId))) check.rule('product_type_id', 'in');

  // Told here with the field's own label (the engine's unique-index fallback stays for a race).
  if (await taken(tx, sql`lower(${products.sku}) = lower(${input.sku as string})`, before)) check.rule('sku', 'unique');
  if (input.slug && await taken(tx, eq(products.slug, input.slug as string), before)) check.rule('slug', 'unique');
  if (Array.isArray(input.group_ids)) await checkGroups(tx, check, input.group_ids as number[]);
  if (Array.isArray(input.images)) input.images = await checkImageList(tx, input.images as ImageRef[], (field, rule, ...args) => check.rule(field, encodeRule(rule, ...args)));

  const attrs = await typeAttributes(tx, typeId);
  // A PUT without attribute values keeps the stored ones that the (perhaps new) type still has.
  const sent = Array.isArray(input.attribute_values)
    ? (input.attribute_values as ProductAttributeValueWire[])
    : before ? (await storedValues(tx, before.id as number)).filter((v) => attrs.some((a) => a.id === v.attribute_id)) : [];
  const values = await checkAttributeValues(tx, check, sent, attrs);
  check.throwIfAny();
  input.attribute_values = values;

  input.price_gross = grossOf(input.price_net as number, (input.vat_rate as number | null) ?? null);
  input.description = sanitizeRichText((input.description as string | undefined) ?? '');
  if (!input.slug) input.slug = await freeSlug(tx, slugify(input.name as string), before?.id as number | undefined);
}

const taken = async (tx: DbOrTx, where: SQL, before: Row | undefined) =>
  (await tx.select({ id: products.id }).from(products).where(and(where, before ? ne(products.id, before.id as number) : undefined)).limit(1)).length > 0;

const exists = async (tx: DbOrTx, table: typeof productTypes | typeof productGroups, id: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;

async function checkGroups(tx: DbOrTx, check: ProductCheck, ids: number[]) {
  const found = ids.length ? await tx.select({ id: productGroups.id }).from(productGroups).where(inArray(productGroups.id, ids)) : [];
  const known = new Set(found.map((g) => g.id));
  ids.forEach((id, i) => {
    if (!known.has(id)) check.rule(`group_ids.${i}`, 'in');
  });
}

async function storedValues(tx: DbOrTx, productId: number): Promise<StoredValue[]> {
  const rows = await tx.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  return rows.map((r) => ({ attribute_id: r.attributeId, value: r.value, value_ids: r.valueIds, file_id: r.fileId }));
}

