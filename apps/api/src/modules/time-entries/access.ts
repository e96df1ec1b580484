import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, can, hasRole, ROLES, type SessionUser, type Verb } from '@harmony/shared';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, projects, rolePermissions, roles, timeEntries, userRoles, users } from '../../db/schema.js';
import { visibleUsers } from '../users/repository.js';

/**
 * Record-level rules of time entries, in one place (Kimai's voters): whose entries a caller may see or
 * change, and on which projects a user may book time.
 */
export const TIME_SUBJECTS = 'Czasy__wszystkie|Czasy__kontraktorow|Czasy__wlasne';

/** all: every entry; contractors: own + of users with the Kontraktor role; own: own only; none: nothing. */
export type TimeScope = 'all' | 'contractors' | 'own' | 'none';

/** The widest scope the user's permissions give for a verb. */
export function timeScope(user: SessionUser | null, verb: Verb): TimeScope {
  if (!user) return 'none';
  if (can(user.permissions, verb, 'Czasy__wszystkie')) return 'all';
  if (can(user.permissions, verb, 'Czasy__kontraktorow')) return 'contractors';
  if (can(user.permissions, verb, 'Czasy__wlasne')) return 'own';
  return 'none';
}

export const isAdmin = (user: SessionUser | null) => hasRole(user?.roles, ADMIN_ROLES);

/** Ids of the users holding the Kontraktor role (a subquery). */
function contractorIds(db: DbOrTx) {
  return db.select({ id: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, ROLES.contractor));
}

/** The users a scope covers, as a condition on a user-id column (the caller's id may be a placeholder: db/shapes.ts). */
export function usersInScope(
  db: DbOrTx, scope: TimeScope, callerId: number | Placeholder, column: PgColumn = timeEntries.userId,
): SQL | undefined {
  switch (scope) {
    case 'all': return undefined;
    case 'contractors': return or(eq(column, callerId), inArray(column, contractorIds(db)));
    case 'own': return eq(column, callerId);
    default: return sql`false`;
  }
}

/**
 * The scope as a condition to apply to any user-id column (the time totals read several summaries), or
 * undefined when it covers everyone, so a summary without people may answer.
 */
export function scopeFilter(
  db: DbOrTx, scope: TimeScope, callerId: number | Placeholder,
): ((column: PgColumn) => SQL | undefined) | undefined {
  return scope === 'all' ? undefined : (column) => usersInScope(db, scope, callerId, column);
}

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
