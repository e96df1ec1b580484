import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { roles, userRoles } from '../../db/schema.js';

/** Superadministrator is never listed, returned, edited or deleted through the API (the engine's scope). */
export const visibleRoles = ne(roles.name, ROLES.superadmin);

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
