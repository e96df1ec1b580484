import { eq } from 'drizzle-orm';
import { productsContract } from '@harmony/shared';
import { products } from '../../db/schema.js';
import { registerNotable, serialId } from '../../lib/notable/index.js';

// Products take notes and files (/api/products/{id}/notes|files) under the products' subject. Registered
// here, not in lib/notable, because lib never imports modules.
registerNotable('products', {
  subject: productsContract.permission,
  async exists(db, id) {
    const n = serialId(id);
    if (n === null) return false;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, n)).limit(1);
    return Boolean(row);
  },
});
