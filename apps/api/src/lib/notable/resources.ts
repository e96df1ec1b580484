import { eq, sql } from 'drizzle-orm';
import { hasRole, PROJECT_SUBJECTS, ROLES } from '@harmony/shared';
import { statuses, types, users } from '../../db/schema.js';
import { userHasRole } from '../../modules/users/repository.js';
import { findVisibleProject } from '../../modules/projects/access.js';
import { registerNotable, serialId } from './registry.js';

/*
 * The resources whose records take notes and files. A new resource adds one call here: its permission
 * subject and a visibility check that applies the same record-level scope as its own routes.
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

// A Superadministrator's account is invisible to everyone else (PRODUCT.md section 3), notes included.
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

// Projects (details screen): visible means the same scope as /api/projects (Projekty__wlasne: led or allocated).
registerNotable('projects', {
  subject: PROJECT_SUBJECTS,
  async exists(db, id, req) {
    const n = serialId(id);
    return n !== null && Boolean(await findVisibleProject(db, n, req.user));
  },
});
