import { eq } from 'drizzle-orm';
import { ordersContract } from '@harmony/shared';
import { orders } from '../../db/schema.js';
import { registerNotable, serialId } from '../../lib/notable/index.js';

// Orders take notes and files (details screen), for whoever may list orders. Registered here: lib never imports modules.
registerNotable('orders', {
  subject: ordersContract.permission,
  async exists(db, id) {
    const n = serialId(id);
    return n !== null && Boolean((await db.select({ id: orders.id }).from(orders).where(eq(orders.id, n)))[0]);
  },
});
