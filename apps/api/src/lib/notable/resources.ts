import { eq, sql } from 'drizzle-orm';
import { statuses, types } from '../../db/schema.js';
import { registerNotable, serialId } from './registry.js';

/*
 * The resources whose records take notes and files and need nothing but a table to say a record exists.
 * A resource whose visibility rule lives in its module registers itself there (modules/projects/notable.ts,
 * modules/users/notable.ts): its permission subject and the same record-level scope as its own routes.
 */

registerNotable('statuses', {
  subject: 'Administracja',
  async exists(db, id) {
    const n = serialId(id);
    if (n === null) return false;
    const [row] = await db.select({ one: sql`1` }).from(statuses).where(eq(statuses.id, n)).limit(1);
    return Boolean(row);
  },
});

registerNotable('types', {
  subject: 'Administracja',
  async exists(db, id) {
    const n = serialId(id);
    if (n === null) return false;
    const [row] = await db.select({ one: sql`1` }).from(types).where(eq(types.id, n)).limit(1);
    return Boolean(row);
  },
});
