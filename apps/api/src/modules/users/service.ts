import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_APP_SETTINGS, hasRole, PASSWORD_TOKEN_TTL_HOURS, ROLES, type ActivityAction, type User, type UserRow,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { enqueueMail } from '../../lib/mail/queue.js';
import { setPasswordMail } from '../../lib/mail/templates.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import {
  insertPasswordToken, replaceUserRoles, rolesByIds, settingValue, type RoleRef, type UserRecord,
} from './repository.js';
import { fieldFailure, ruleFailure } from './validate.js';

export const seesSuperadmins = (req: FastifyRequest) => hasRole(req.user?.roles, ROLES.superadmin);

/** The signed-in account, and the administrator behind it while impersonating. */
export const isSelf = (req: FastifyRequest, userId: number) =>
  req.session?.userId === userId || req.session?.impersonatorId === userId;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function serializeUserRow(user: UserRecord, roles: RoleRef[]): UserRow {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    active: user.active,
    roles,
    last_login_at: iso(user.lastLoginAt),
    created_at: user.createdAt.toISOString(),
  };
}

export function serializeUser(user: UserRecord, roles: RoleRef[]): User {
  return { ...serializeUserRow(user, roles), updated_at: user.updatedAt.toISOString(), has_password: Boolean(user.passwordHash) };
}

/**
 * The role ids a request may give a user: existing roles, never Superadministrator. A Superadministrator
 * keeps that role when edited (`keepSuperadmin`), whether or not the form sends it back: the API can
 * neither add nor remove it.
 */
export async function assignableRoles(db: DbOrTx, req: FastifyRequest, ids: number[], keepSuperadmin: RoleRef | null): Promise<RoleRef[]> {
  const wanted = [...new Set(ids)];
  const found = await rolesByIds(db, wanted);
  if (found.length !== wanted.length) throw ruleFailure(req, 'roles', 'in');
  if (found.some((r) => r.name === ROLES.superadmin && r.id !== keepSuperadmin?.id)) throw fieldFailure(req, 'roles', 'users.superadminRole');
  const roles = found.filter((r) => r.name !== ROLES.superadmin);
  if (!roles.length && !keepSuperadmin) throw ruleFailure(req, 'roles', 'required');
  return keepSuperadmin ? [keepSuperadmin, ...roles] : roles;
}

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: RoleRef[];
  passwordHash: string | null;
}

/** Inserts a user with roles, optionally queues the set-password e-mail, and logs it — all in `tx`. */
export async function insertUser(tx: DbOrTx, req: FastifyRequest, input: NewUser, opts: { sendPassword: boolean; action?: ActivityAction }): Promise<UserRecord> {
  const [user] = await tx.insert(users).values({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    active: input.active,
    passwordHash: input.passwordHash,
  }).returning();
  await replaceUserRoles(tx, user!.id, input.roles.map((r) => r.id));
  if (opts.sendPassword) await sendSetPasswordLink(tx, req, user!);
  await logActivity(tx, req, {
    action: opts.action ?? 'create', subjectType: 'users', subjectId: user!.id,
    after: { ...serializeUserRow(user!, input.roles), send_password: opts.sendPassword },
  });
  return user!;
}

/**
 * A one-time link (72 h, only its SHA-256 kept) and its e-mail in the request's language, queued in `tx`,
 * so the mail goes out only if whatever created it commits.
 */
export async function sendSetPasswordLink(tx: DbOrTx, req: FastifyRequest, user: UserRecord): Promise<void> {
  const token = newToken();
  await insertPasswordToken(tx, sha256(token), user.id, 'set', new Date(Date.now() + PASSWORD_TOKEN_TTL_HOURS * 3600_000));
  const prefix = req.locale === 'en' ? '/en' : '';
  const appName = (await settingValue(tx, 'appName')) || DEFAULT_APP_SETTINGS.appName;
  const mail = setPasswordMail(req.locale, {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    link: `${req.server.config.appUrl}${prefix}/ustaw-haslo/${token}`,
    appName,
    hours: PASSWORD_TOKEN_TTL_HOURS,
  });
  await enqueueMail(tx, { to: [user.email], ...mail, kind: 'set-password', createdBy: req.session?.userId ?? null });
}

/** Sets a user's password hash (and updated_at). */
export async function storePasswordHash(tx: DbOrTx, userId: number, hash: string): Promise<void> {
  await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
}
