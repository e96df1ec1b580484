import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, hasRole, ROLES, type SessionUser, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, projects, rolePermissions, userRoles, users } from '../../db/schema.js';
import { timeScope, usersInScope, type TimeScope } from '../../lib/time-scope.js';
import { visibleUsers } from '../users/repository.js';

/**
 * Record-level rules of time entries, in one place (Kimai's voters): whose entries a caller may see or
 * change, and on which projects a user may book time.
 */

export const isAdmin = (user: SessionUser | null) => hasRole(user?.roles, ADMIN_ROLES);

// The scope itself lives in lib (projects' money counts by it too); re-exported for time tracking's importers.
export { scopeFilter, timeScope, usersInScope, type TimeScope } from '../../lib/time-scope.js';

/** Whether a user exists and the scope covers them (writing an entry for someone else needs this). */
export async function userInScope(db: DbOrTx, scope: TimeScope, callerId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.id, userId), usersInScope(db, scope, callerId, users.id))).limit(1);
  return Boolean(row);
}

/**
 * The users a caller may pick in a time form (book for, or ask the options of), as a condition on users.id:
 * the scope of the verb, without Superadministrators unless the caller is one (as everywhere users are
 * listed: for everyone else they don't exist).
 */
export function pickableUsers(db: DbOrTx, user: SessionUser, verb: Verb): SQL | undefined {
  return and(usersInScope(db, timeScope(user, verb), user.id, users.id), visibleUsers(db, hasRole(user.roles, ROLES.superadmin)));
}

/** Whether the caller may pick `userId` (themself always; pickableUsers otherwise). */
export async function mayPickUser(db: DbOrTx, user: SessionUser, verb: Verb, userId: number): Promise<boolean> {
  if (userId === user.id) return true;
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), pickableUsers(db, user, verb))).limit(1);
  return Boolean(row);
}

/**
 * The projects `userId` may book time on, as a condition on `projects`: not archived, and the user is
 * allocated to it (in any month) or holds Projekty__wszystkie.
 */
export function bookableBy(db: DbOrTx, userId: number): SQL {
  const allocated = db.select({ one: sql`1` }).from(projectAllocations)
    .where(and(eq(projectAllocations.projectId, projects.id), eq(projectAllocations.userId, userId)));
  const seesAll = db.select({ one: sql`1` }).from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(
      eq(userRoles.userId, userId),
      eq(rolePermissions.subject, 'Projekty__wszystkie'),
      eq(rolePermissions.action, 'listowanie'),
    ));
  return and(sql`${projects.archivedAt} is null`, or(sql`exists (${allocated})`, sql`exists (${seesAll})`))!;
}

/** Whether `userId` may book time on the project (bookableBy). */
export async function mayBookOn(db: DbOrTx, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects)
    .where(and(eq(projects.id, projectId), bookableBy(db, userId)))
    .limit(1);
  return Boolean(row);
}
