import { eq } from 'drizzle-orm';
import { hasRole, ROLES } from '@harmony/shared';
import { users } from '../../db/schema.js';
import { registerNotable, serialId } from '../../lib/notable/index.js';
import { userHasRole } from './repository.js';

// Users take notes and files. A Superadministrator's account is invisible to everyone else (PRODUCT.md
// section 3), notes included. Registered here, not in lib/notable, because lib never imports modules.
registerNotable('users', {
  subject: 'Administracja__uzytkownicy',
  async exists(db, id, req) {
    const n = serialId(id);
    if (n === null) return false;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, n)).limit(1);
    if (!row) return false;
    if (hasRole(req.user?.roles, ROLES.superadmin)) return true;
    return !(await userHasRole(db, n, ROLES.superadmin));
  },
});
