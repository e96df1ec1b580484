import { and, eq, sql } from 'drizzle-orm';
import type { Permission, SessionUser } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { rolePermissions, roles, userRoles, users } from '../../db/schema.js';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function roleNamesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  return rows.map((r) => r.name);
}

/** The signed-in user as GET /api/user returns it: two indexed queries, no N+1. Null when missing or inactive. */
export async function loadSessionUser(db: DbOrTx, userId: number, impersonatorId: number | null): Promise<SessionUser | null> {
  const user = await findUserById(db, userId);
  if (!user || !user.active) return null;
  const [roleNames, perms] = await Promise.all([
    roleNamesOf(db, userId),
    db
      .selectDistinct({ subject: rolePermissions.subject, action: rolePermissions.action })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(rolePermissions.subject, rolePermissions.action),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: roleNames,
    permissions: perms as Permission[],
    impersonator_id: impersonatorId,
  };
}

export async function userHasRole(db: DbOrTx, userId: number, roleName: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, roleName)))
    .limit(1);
  return Boolean(row);
}
