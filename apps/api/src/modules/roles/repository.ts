import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Permission } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { rolePermissions, roles, userRoles } from '../../db/schema.js';

export type RoleRecord = typeof roles.$inferSelect;

/** Superadministrator is never listed, returned, edited or deleted through the API. */
const visible = ne(roles.name, ROLES.superadmin);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export async function listRoles(db: DbOrTx, q: { search?: string; sort: 'id' | 'name'; order: 'asc' | 'desc'; page: number; perPage: number }) {
  const where = and(visible, q.search ? ilike(roles.name, `%${escapeLike(q.search)}%`) : undefined);
  const column = q.sort === 'name' ? roles.name : roles.id;
  const [rows, [total]] = await Promise.all([
    db.select().from(roles).where(where)
      .orderBy(q.order === 'desc' ? desc(column) : asc(column), q.order === 'desc' ? desc(roles.id) : asc(roles.id))
      .limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisibleRole(db: DbOrTx, id: number): Promise<RoleRecord | null> {
  const [row] = await db.select().from(roles).where(and(eq(roles.id, id), visible)).limit(1);
  return row ?? null;
}

/** A role's permissions, sorted (subject, then verb) so before/after sets in the log compare at a glance. */
export async function permissionsOf(db: DbOrTx, roleId: number): Promise<Permission[]> {
  const rows = await db.select({ subject: rolePermissions.subject, action: rolePermissions.action })
    .from(rolePermissions).where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action));
  return rows as Permission[];
}

export async function replacePermissions(tx: DbOrTx, roleId: number, permissions: Permission[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length) {
    await tx.insert(rolePermissions).values(permissions.map((p) => ({ roleId, subject: p.subject, action: p.action })));
  }
}

/** Another role with this name in any letter case (names are compared case-insensitively). */
export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [sql`lower(${roles.name}) = ${name.toLowerCase()}`];
  if (exceptId) conditions.push(ne(roles.id, exceptId));
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(...conditions)).limit(1);
  return Boolean(row);
}

export async function memberCount(db: DbOrTx, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}
