import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  formatRuleMessage, IMPORT_GROUP_SEPARATOR, parseActiveCell, parseGrosze, productInput, toFieldErrors, translate, type FieldErrors, type ImportRow,
  type ProductImportColumn, type ProductInput,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { productGroups, products, productTypes } from '../../db/schema.js';
import { fieldLabel } from '../../lib/validate.js';
import type { RawRow } from '../../lib/import/read-file.js';

/** An existing product a row updates (matched by SKU, case-insensitive): what an absent column keeps. */
interface Existing {
  id: number;
  name: string;
  sku: string;
  ean: string | null;
  slug: string;
  price_net: number;
  vat_rate: number | null;
  stock: number;
  low_stock_threshold: number;
  active: boolean;
  description: string;
  product_type_id: number | null;
}

export interface CheckedProductRow extends ImportRow {
  action: 'create' | 'update';
  /** The product as it will be written, when the row is valid (with the id of the one it updates). */
  input?: ReturnType<typeof productInput.parse> & { id?: number; slug: string | null };
  /** Whether the file has a categories column: without one, an update keeps the product's categories. */
  setsGroups: boolean;
}

/** The schema's field → the file's column its errors belong to. */
const COLUMN_OF: Record<string, ProductImportColumn> = { group_ids: 'groups', product_type_id: 'product_type' };

const labelOf = (req: FastifyRequest, field: string) => {
  const name = field.split('.')[0]!;
  const own = `productBulk.fields.${COLUMN_OF[name] ?? name}`;
  return translate(req.locale, own) !== own ? translate(req.locale, own) : fieldLabel(req, name, 'products.fields');
};

/** "23", "23%", "zw", "zw." → the VAT field's input; empty stays empty (a missing rate is an error, not "zw."). */
const vatCell = (raw: string) => raw.trim().toLowerCase().replace(/%$/, '').replace(/\.$/, '').trim();

/**
 * Each row through the products form's schema (productInput), plus what only a file has: a Polish or plain
 * price, VAT words, yes/no words, category names or slugs, a type's name, an SKU repeated in the file. A row
 * whose SKU exists updates that product (absent columns keep its values); any other creates one.
 */
export async function checkProductRows(req: FastifyRequest, db: DbOrTx, raw: RawRow<ProductImportColumn>[], present: ProductImportColumn[]): Promise<CheckedProductRow[]> {
  const has = (c: ProductImportColumn) => present.includes(c);
  const skus = [...new Set(raw.map((r) => r.data.sku.toLowerCase()).filter(Boolean))];
  const existing = new Map<string, Existing>();
  if (skus.length) {
    const rows = await db.select({
      id: products.id, name: products.name, sku: products.sku, ean: products.ean, slug: products.slug, price_net: products.priceNet,
      vat_rate: products.vatRate, stock: products.stock, low_stock_threshold: products.lowStockThreshold, active: products.active,
      description: products.description, product_type_id: products.productTypeId,
    }).from(products).where(sql`lower(${products.sku}) = any(${`{${skus.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`);
    for (const r of rows) existing.set(r.sku.toLowerCase(), r);
  }
  const groups = await db.select({ id: productGroups.id, name: productGroups.name, slug: productGroups.slug }).from(productGroups);
  const groupOf = new Map<string, number>();
  // A slug names one category; a name may be shared by two (in different branches): the first by id wins.
  for (const g of [...groups].sort((a, b) => b.id - a.id)) groupOf.set(g.name.toLowerCase(), g.id);
  for (const g of groups) groupOf.set(g.slug.toLowerCase(), g.id);
  const types = new Map((await db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes)).map((t) => [t.name.toLowerCase(), t.id]));
  const firstLineOf = new Map<string, number>();

  return raw.map(({ line, data }): CheckedProductRow => {
    const errors: FieldErrors = {};
    const add = (field: ProductImportColumn, message: string) => (errors[field] ??= []).push(message);
    const sku = data.sku.trim();
    const current = existing.get(sku.toLowerCase());

    let price: number | undefined = current?.price_net;
    if (has('price_net')) {
      const parsed = parseGrosze(data.price_net, 'pl');
      if (parsed !== null && Number.isNaN(parsed)) add('price_net', req.t('productImport.badPrice'));
      price = parsed === null || Number.isNaN(parsed) ? undefined : parsed;
    }
    const vat = has('vat_rate') ? vatCell(data.vat_rate) : current?.vat_rate;
    const active = has('active') ? parseActiveCell(data.active) : (current?.active ?? true);
    if (active === null) add('active', formatRuleMessage('in', req.locale, labelOf(req, 'active')));
    const groupIds: number[] = [];
    for (const name of data.groups.split(IMPORT_GROUP_SEPARATOR).map((s) => s.trim()).filter(Boolean)) {
      const id = groupOf.get(name.toLowerCase());
      if (id === undefined) add('groups', req.t('productImport.unknownGroup', { name }));
      else if (!groupIds.includes(id)) groupIds.push(id);
    }
    let typeId: number | null | undefined = current?.product_type_id ?? null;
    if (has('product_type')) {
      typeId = data.product_type ? types.get(data.product_type.toLowerCase()) : null;
      if (typeId === undefined) add('product_type', req.t('productImport.unknownType', { name: data.product_type }));
    }
    const cell = (c: 'stock' | 'low_stock_threshold' | 'ean' | 'description' | 'name', kept: unknown) => (has(c) ? (data[c] === '' && c !== 'ean' && c !== 'description' ? undefined : data[c]) : kept);

    const candidate: Record<keyof ProductInput, unknown> = {
      name: cell('name', current?.name), slug: null, sku: current?.sku ?? sku, ean: cell('ean', current?.ean), product_type_id: typeId ?? null,
      price_net: price, vat_rate: vat === '' ? undefined : vat, stock: cell('stock', current?.stock), low_stock_threshold: cell('low_stock_threshold', current?.low_stock_threshold),
      allow_backorder: undefined, active: active ?? true, description: cell('description', current?.description ?? ''),
      seo_title: undefined, seo_description: undefined, group_ids: groupIds, images: [], attribute_values: [],
    };
    const parsed = productInput.safeParse(candidate);
    if (!parsed.success) {
      // One list of messages per column: what the file-specific checks found, else the schema's.
      const schemaErrors = toFieldErrors(parsed.error, req.locale, (field) => labelOf(req, field));
      for (const [path, messages] of Object.entries(schemaErrors)) {
        const field = path.split('.')[0]!;
        errors[COLUMN_OF[field] ?? field] ??= messages;
      }
    }
    if (sku && !errors.sku) {
      const first = firstLineOf.get(sku.toLowerCase());
      if (first !== undefined) add('sku', req.t('productImport.duplicateInFile', { line: first }));
      else firstLineOf.set(sku.toLowerCase(), line);
    }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return {
      line, data, errors, action: current ? 'update' : 'create', setsGroups: has('groups'),
      input: ok ? { ...parsed.data, id: current?.id, slug: current?.slug ?? null } : undefined,
    };
  });
}
