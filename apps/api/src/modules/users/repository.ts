import { and, asc, eq, gt, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Permission, type SessionUser, type UserListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { passwordTokens, rolePermissions, roles, settings, userRoles, users } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { escapeLike, personName } from '../../lib/sql.js';

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

/**
 * The signed-in user as GET /api/user returns it. Runs on every authenticated request, so it is one indexed
 * query (roles and permissions aggregated as JSON beside the user row), not three. Null when missing or inactive.
 */
export async function loadSessionUser(db: DbOrTx, userId: number, impersonatorId: number | null): Promise<SessionUser | null> {
  const [user] = await db
    .select({
      id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, active: users.active,
      // qualified (db/performance/lookup.ts): the subqueries must read users.id of the outer row.
      roles: qualified(sql<string[]>`coalesce((select json_agg(r.name order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '[]')`),
      permissions: qualified(sql<Permission[]>`coalesce((select json_agg(json_build_object('subject', p.subject, 'action', p.action) order by p.subject, p.action)
        from (select distinct rp.subject, rp.action from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id}) p), '[]')`),
    })
    .from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.active) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: json<string[]>(user.roles),
    permissions: json<Permission[]>(user.permissions),
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

export type UserRecord = typeof users.$inferSelect;
export interface RoleRef {
  id: number;
  name: string;
}

/** Ids of the users holding the Superadministrator role (a subquery). */
function superadminIds(db: DbOrTx) {
  return db.select({ id: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, ROLES.superadmin));
}

/** Only a Superadministrator sees Superadministrators; for everyone else they don't exist. */
export function visibleUsers(db: DbOrTx, seesSuperadmins: boolean): SQL | undefined {
  return seesSuperadmins ? undefined : notInArray(users.id, superadminIds(db));
}


/** The list's search (first name, last name, both in either order, e-mail) and filters (role id, active). */
export function userListWhere(db: DbOrTx, q: Pick<UserListQuery, 'search' | 'role' | 'active'>): (SQL | undefined)[] {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  return [
    pattern
      ? or(
        ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern),
        ilike(personName(users), pattern),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      )
      : undefined,
    q.role ? inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, Number(q.role)))) : undefined,
    q.active ? eq(users.active, q.active === 'true') : undefined,
  ];
}

export async function findVisibleUser(db: DbOrTx, id: number, seesSuperadmins: boolean): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), visibleUsers(db, seesSuperadmins))).limit(1);
  return row ?? null;
}

/** Roles of many users in one query, ordered by role id. */
export async function rolesOfUsers(db: DbOrTx, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const out = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await db.select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds)).orderBy(asc(roles.id));
  for (const r of rows) out.get(r.userId)?.push({ id: r.id, name: r.name });
  return out;
}

export async function rolesByIds(db: DbOrTx, ids: number[]): Promise<RoleRef[]> {
  if (!ids.length) return [];
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
}

export async function allRoles(db: DbOrTx): Promise<RoleRef[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
}

export async function replaceUserRoles(tx: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

/** Which of these (lower-case) e-mails already belong to a user. */
export async function takenEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db.select({ email: sql<string>`lower(${users.email})` }).from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Set(rows.map((r) => r.email));
}

export async function settingValue(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

export async function insertPasswordToken(tx: DbOrTx, tokenHash: string, userId: number, purpose: string, expiresAt: Date): Promise<void> {
  await tx.insert(passwordTokens).values({ tokenHash, userId, purpose, expiresAt });
}

/** An unused, unexpired token with its user, or null. */
export async function findUsableToken(db: DbOrTx, tokenHash: string, now = new Date()) {
  const [row] = await db.select({ token: passwordTokens, user: users }).from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Marks one token used, only if it still was usable (two submissions of one link: one wins). */
export async function consumeToken(tx: DbOrTx, tokenHash: string, now = new Date()): Promise<boolean> {
  const done = await tx.update(passwordTokens).set({ usedAt: now })
    .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
    .returning({ userId: passwordTokens.userId });
  return done.length > 0;
}

/** After any password change, older links of the user stop working. */
export async function revokeTokensOf(tx: DbOrTx, userId: number, now = new Date()): Promise<void> {
  await tx.update(passwordTokens).set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
