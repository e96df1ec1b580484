import type { DbOrTx } from '../../client.js';
import { seedShopCatalogue } from './catalogue.js';
import { seedDemoImages } from './demo-images.js';
import { seedShopCustomers } from './customers.js';
import { seedShopGroups } from './groups.js';
import { seedShopOrders } from './orders.js';
import { seedShopProducts } from './products.js';

/**
 * The demo shop (issue 25): attribute types, attributes and product types, a three-level category tree, about 60
 * products with attribute values and pictures, 40 customers and 150 orders in every state with their payments.
 * Pictures go into the files library under `filesDir`; without it (the API tests' template) the products have none.
 * Returns the pictures' file ids (the demo content shows them too).
 */
export async function seedShopDemo(db: DbOrTx, opts: { filesDir?: string; adminUserId: number }): Promise<{ imageFileIds: number[] }> {
  const { productTypeIds, attributeIds } = await seedShopCatalogue(db);
  const { leafIds } = await seedShopGroups(db);
  const imageFileIds = opts.filesDir ? await seedDemoImages(db, opts.filesDir, opts.adminUserId) : [];
  const productIds = await seedShopProducts(db, { leafIds, productTypeIds, attributeIds, imageFileIds });
  const customerIds = await seedShopCustomers(db);
  await seedShopOrders(db, { customerIds, productIds, adminUserId: opts.adminUserId });
  return { imageFileIds };
}
