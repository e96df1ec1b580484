import type { FastifyInstance } from 'fastify';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { productAttributeValueWire, productImageInput, productsContract, v } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, productAttributeValues, productGroupProducts, productGroups, productImages, products, productTypes } from '../../db/schema.js';
import { snakeKeys } from '../../lib/crud/case.js';
import type { ChildCollection } from '../../lib/crud/children.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract, type CrudOptions } from '../../lib/crud/resource.js';
import { productFilterConditions, productSearch, type ProductFilter } from './filters.js';
import { refreshSearchText } from './derive.js';
import { prepareProduct } from './prepare.js';
import './notable.js';

type Row = Record<string, unknown>;

/** The categories (the API's groups), images and attribute values travel with the product (engine children). */
const children: ChildCollection[] = [
  { name: 'group_ids', table: productGroupProducts, parentKey: productGroupProducts.productId, value: productGroupProducts.groupId, schema: v.id(), max: 50 },
  { name: 'images', table: productImages, parentKey: productImages.productId, position: productImages.position, schema: productImageInput, max: 20 },
  {
    name: 'attribute_values', table: productAttributeValues, parentKey: productAttributeValues.productId,
    orderBy: [productAttributeValues.id], schema: productAttributeValueWire, max: 100,
  },
];

// Neither the search text nor the categories' tree (both kept for the list's filters) travels.
const { description, seoTitle, seoDescription, searchText: _searchText, groupTreeIds: _groupTreeIds, ...listed } = getTableColumns(products);

/** What a list row shows beside the product's own columns: its type, categories and main image, no N+1. */
const related = {
  productType: { id: productTypes.id, name: productTypes.name },
  groups: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
    from ${productGroupProducts} pg join ${productGroups} g on g.id = pg.group_id where pg.product_id = ${products.id}), '[]'::json)`.as('groups'),
  mainImageId: sql<number | null>`(select pi.file_id::int from ${productImages} pi where pi.product_id = ${products.id} and pi.main limit 1)`.as('main_image_id'),
};

/** The list (and its export): no description, the heavy text a list never shows. */
const listView = (db: DbOrTx) =>
  db.select({ ...listed, ...related }).from(products).leftJoin(productTypes, eq(productTypes.id, products.productTypeId)).$dynamic();

/** One product: everything. */
const itemView = (db: DbOrTx) =>
  db.select({ ...listed, description, seoTitle, seoDescription, ...related }).from(products)
    .leftJoin(productTypes, eq(productTypes.id, products.productTypeId)).$dynamic();

function serializeProduct(row: Row): Row {
  const { productType, searchText: _s, groupTreeIds: _g, ...own } = row;
  const out = snakeKeys(own);
  // The categories' ids from the categories read with their names (one subquery a row, not two).
  if (Array.isArray(row.groups)) out.group_ids = (row.groups as { id: number }[]).map((g) => g.id).sort((a, b) => a - b);
  out.low_stock = (row.stock as number) <= (row.lowStockThreshold as number);
  if ('productType' in row) out.product_type = (productType as { id: number | null } | null)?.id ? productType : null;
  return out;
}

/**
 * Products (/produkty, /api/products): the engine with the categories, images and attribute values as child
 * collections; the before hooks check them against the database and derive the gross price, slug and search
 * text (prepare.ts). The list and its export read a lighter view than one product's answer.
 */
export default async function productRoutes(app: FastifyInstance) {
  const options: CrudOptions = {
    ...fromContract(productsContract),
    table: products,
    sortColumns: {
      id: products.id, name: products.name, sku: products.sku, price_net: products.priceNet, price_gross: products.priceGross,
      stock: products.stock, created_at: products.createdAt, updated_at: products.updatedAt,
    },
    // name, SKU, EAN and attribute values, kept by refreshSearchText (derive.ts): the list, export and picker
    searchCondition: productSearch,
    filters: (q) => productFilterConditions(q as ProductFilter),
    uniqueFields: { products_sku_unique: 'sku', products_slug_unique: 'slug' },
    view: itemView,
    listView,
    serialize: serializeProduct,
    children,
    // Order items keep the product's name and SKU when it goes (product_id set null); its undo links them again.
    references: [{ name: 'order_items', table: orderItems, column: orderItems.productId }],
    // The orders form's product picker: "name (SKU)".
    optionLabel: sql`${products.name} || ' (' || ${products.sku} || ')'`,
    beforeCreate: (tx, input, req) => prepareProduct(tx, input, req),
    beforeUpdate: (tx, before, input, req) => prepareProduct(tx, input, req, before),
    // After the children are written: the search text reads the stored attribute values, as the bulk edit's does.
    afterCreate: (tx, created) => refreshSearchText(tx, [created.id as number]),
    afterUpdate: (tx, _before, updated) => refreshSearchText(tx, [updated.id as number]),
  };
  registerCrud(app, options, { options: true });
}
