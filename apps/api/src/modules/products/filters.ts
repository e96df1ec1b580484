import { and, arrayContains, eq, gt, gte, like, lte, type SQL } from 'drizzle-orm';
import { searchTextOf, type ProductListQuery } from '@harmony/shared';
import { products } from '../../db/schema.js';
import { escapeLike } from '../../lib/sql.js';

export type ProductFilter = Partial<ProductListQuery>;

/**
 * The products list's filters as SQL, once: the list, its export, the bulk edit, the category assignment
 * ("everything the current filter matches") and the import's export all select products with them.
 * The search box is productSearch (`search_text`: name, SKU, EAN and attribute values, searchTextOf's form).
 */
export function productFilterConditions(query: ProductFilter): (SQL | undefined)[] {
  return [
    query.group_id === undefined ? undefined : productsInGroupTree(query.group_id),
    query.product_type_id === undefined ? undefined : eq(products.productTypeId, query.product_type_id),
    // The price range is the gross price: what a shop's staff and its customers see.
    query.price_min === undefined ? undefined : gte(products.priceGross, query.price_min),
    query.price_max === undefined ? undefined : lte(products.priceGross, query.price_max),
    stockStateCondition(query.stock_state),
    query.active === undefined ? undefined : eq(products.active, query.active === 'true'),
  ];
}

/**
 * The search box: the text in searchTextOf's form within search_text, through its trigram index ("krzeslo" finds
 * "Krzesło"). Both sides are lower case already, so LIKE, not ILIKE, which lowers every row it reads (3× the time).
 */
export const productSearch = (text: string): SQL => like(products.searchText, `%${escapeLike(searchTextOf(text))}%`);

/**
 * The products in a category or any category below it: `group_tree_ids` holds every product's categories with
 * their ancestors (kept by the database), under a GIN index. PostgreSQL sees the category and its share of the
 * products, so it walks the newest products of a big branch and picks the few of a small or empty one from the
 * index (the semi-join through the category tree walked all 200,000 products for an empty category: 145 ms).
 */
export const productsInGroupTree = (groupId: number): SQL => arrayContains(products.groupTreeIds, [groupId]);

function stockStateCondition(state: ProductListQuery['stock_state'] | undefined): SQL | undefined {
  if (state === 'in_stock') return gt(products.stock, products.lowStockThreshold);
  if (state === 'low') return and(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold));
  if (state === 'out') return lte(products.stock, 0);
  return undefined;
}
