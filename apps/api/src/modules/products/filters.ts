import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@harmony/shared';
import { productGroupProducts, productGroups, products } from '../../db/schema.js';

/**
 * The products list's filters as SQL, once: the list, its export, the bulk edit, the category assignment
 * ("everything the current filter matches") and the import's export all select products with them.
 * The search box is the engine's (`search_text`: name, SKU, EAN and attribute values, lower case).
 */
export function productFilterConditions(query: Partial<ProductListQuery>): (SQL | undefined)[] {
  return [
    query.group_id === undefined ? undefined : inArray(products.id, productsInGroupTree(query.group_id)),
    query.product_type_id === undefined ? undefined : eq(products.productTypeId, query.product_type_id),
    // The price range is the gross price: what a shop's staff and its customers see.
    query.price_min === undefined ? undefined : gte(products.priceGross, query.price_min),
    query.price_max === undefined ? undefined : lte(products.priceGross, query.price_max),
    stockStateCondition(query.stock_state),
    query.active === undefined ? undefined : eq(products.active, query.active === 'true'),
  ];
}

/** The ids of the products in a category or any of its descendants. */
export function productsInGroupTree(groupId: number): SQL {
  return sql`(select ${productGroupProducts.productId} from ${productGroupProducts} where ${productGroupProducts.groupId} in (${groupTreeIds(groupId)}))`;
}

/** A category's id and the ids of all its descendants. */
export function groupTreeIds(groupId: number): SQL {
  return sql`with recursive tree(id) as (
    select ${groupId}::integer
    union all
    select g.id from ${productGroups} g join tree on g.parent_id = tree.id
  ) select id from tree`;
}

function stockStateCondition(state: ProductListQuery['stock_state'] | undefined): SQL | undefined {
  if (state === 'in_stock') return gt(products.stock, products.lowStockThreshold);
  if (state === 'low') return and(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold));
  if (state === 'out') return lte(products.stock, 0);
  return undefined;
}
