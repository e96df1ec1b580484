import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMIN_ROLES, can, hasRole, idParamSchema, listPageRead, messageRead, passwordChangeInput, ROLES, userCreateQuery,
  userRead, userRowRead, usersContract,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { listRows } from '../../lib/crud/repository.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { ApiError, forbidden, notFound } from '../../lib/http-errors.js';
import { keepUnsent, parse } from '../../lib/validate.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { attemptFailed, beginAttempt, forgiveAttempt } from '../../lib/login-throttle.js';
import { USERS_SUBJECT, usersAccess } from './access.js';
import './notable.js';
import importRoutes from './import.js';
import profileRoutes from './profile.js';
import {
  findVisibleUser, replaceUserRoles, revokeTokensOf, rolesOfUsers, userListWhere, visibleUsers, type UserRecord,
} from './repository.js';
import {
  assignableRoles, insertUser, isSelf, seesSuperadmins, sendSetPasswordLink, serializeUser, serializeUserRow, storePasswordHash,
} from './service.js';
import { fieldFailure, ruleFailure } from './validate.js';
import { pageMeta } from '../../lib/crud/envelope.js';

const { path, itemRoute, labels } = usersContract;

const SORT = {
  id: users.id, last_name: users.lastName, first_name: users.firstName, email: users.email,
  created_at: users.createdAt, last_login_at: users.lastLoginAt,
} as const;

/**
 * Users (/administrator/uzytkownicy): list, read, create (optionally with a set-password e-mail), update,
 * change password, send a new set-password link, delete, import. Superadministrators exist only for
 * Superadministrators, and the role can't be given through the API.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Also before the params' schema (a preValidation), so it reads them itself.
  const load = async (req: FastifyRequest, db: DbOrTx = app.db): Promise<UserRecord> => {
    const { id } = parse(idParamSchema, req.params, req, labels);
    const user = await findVisibleUser(db, id, seesSuperadmins(req));
    if (!user) throw notFound();
    return user;
  };
  const rolesOf = async (db: DbOrTx, id: number) => (await rolesOfUsers(db, [id])).get(id) ?? [];

  /** A write in one transaction; a taken e-mail becomes the 422 "unique" on email. */
  const write = async <T>(req: FastifyRequest, work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error)) throw ruleFailure(req, 'email', 'unique');
      throw error;
    }
  };

  /** Ends the user's sessions; when it is the caller's own account, the caller stays signed in on a fresh session. */
  const endSessions = async (tx: DbOrTx, req: FastifyRequest, reply: FastifyReply, userId: number) => {
    const own = req.session?.userId === userId ? req.session : null;
    await app.sessions.endAllOf(userId, tx);
    if (own) {
      req.session = null;
      await app.sessions.start(req, reply, userId, own.impersonatorId, tx);
    }
  };

  /**
   * Changing your own password needs your current one (a borrowed session must not take the account over);
   * wrong guesses count as failed sign-ins of the account, from this address (lib/login-throttle.ts).
   */
  const checkCurrentPassword = async (req: FastifyRequest, user: UserRecord, current: string | undefined) => {
    if (!isSelf(req, user.id)) return;
    if (!current) throw ruleFailure(req, 'current_password', 'required');
    const attempt = await beginAttempt(app.db, user.email, req.ip);
    if (!(await verifyPassword(user.passwordHash, current))) {
      await attemptFailed(app.db);
      throw fieldFailure(req, 'current_password', 'users.currentPasswordWrong');
    }
    await forgiveAttempt(app.db, attempt);
  };

  app.get(path, {
    ...usersAccess('listowanie'),
    schema: { querystring: usersContract.listQuery, response: { 200: listPageRead(userRowRead) } },
  }, async (req) => {
    const q = req.query;
    const { rows, total } = await listRows(app.db, users, {
      where: [visibleUsers(app.db, seesSuperadmins(req)), ...userListWhere(app.db, q)],
      sort: SORT[q.sort], order: q.order, page: q.page, perPage: q.per_page,
    });
    const list = rows as UserRecord[];
    const roles = await rolesOfUsers(app.db, list.map((u) => u.id));
    return {
      data: list.map((u) => serializeUserRow(u, roles.get(u.id) ?? [])),
      meta: pageMeta(total, q),
    };
  });

  app.get(itemRoute, {
    ...usersAccess('listowanie'),
    schema: { params: idParamSchema, response: { 200: userRead } },
  }, async (req) => {
    const user = await load(req);
    return serializeUser(user, await rolesOf(app.db, user.id));
  });

  app.post(path, {
    ...usersAccess('dodawanie'),
    schema: {
      querystring: userCreateQuery,
      body: usersContract.input,
      response: { 201: z.object({ id: z.number().int(), message: z.string() }) },
    },
    // The body's rules depend on the query's flag (no password needed with the e-mail), so the query is read
    // first, as before, and its flag goes into the body before the body's schema reads it.
    preValidation: async (req) => {
      (req as FastifyRequest).body = { ...(req.body as object), send_password: sendsPassword(parse(userCreateQuery, req.query, req, labels)) };
    },
  }, async (req, reply) => {
    const input = req.body;
    const sendPassword = sendsPassword(req.query);
    const roles = await assignableRoles(app.db, req, input.roles, null);
    // With a set-password e-mail no password is taken, whatever the body holds.
    const passwordHash = input.password && !sendPassword ? await hashPassword(input.password) : null;
    const user = await write(req, (tx) => insertUser(tx, req, { ...input, roles, passwordHash }, { sendPassword }));
    return reply.status(201).send({ id: user.id, message: req.t(sendPassword ? 'users.createdInvited' : 'users.created') });
  });

  app.put(itemRoute, {
    ...usersAccess('edycja'),
    schema: {
      params: idParamSchema,
      body: usersContract.update,
      response: { 200: z.object({ message: z.string(), data: userRead }) },
    },
    // After the access check: 404 for a user out of reach, then fields the body leaves out keep their stored
    // values (a partial PUT never clears or reactivates) before the body's schema reads it.
    preValidation: async (req) => {
      const found = await load(req);
      const stored = {
        first_name: found.firstName, last_name: found.lastName, email: found.email, active: found.active,
        roles: (await rolesOf(app.db, found.id)).map((r) => r.id),
      };
      (req as FastifyRequest).body = keepUnsent(req.body, stored) ?? {};
    },
  }, async (req, reply) => {
    const found = await load(req);
    const input = req.body;
    if (!input.active && isSelf(req, found.id)) throw fieldFailure(req, 'active', 'users.cannotDeactivateSelf');
    if (input.password !== undefined) await checkCurrentPassword(req, found, input.current_password);
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
    const result = await write(req, async (tx) => {
      const before = await load(req, tx);
      const beforeRoles = await rolesOf(tx, before.id);
      const roles = await assignableRoles(tx, req, input.roles, beforeRoles.find((r) => r.name === ROLES.superadmin) ?? null);
      const [after] = await tx.update(users).set({
        firstName: input.first_name, lastName: input.last_name, email: input.email, active: input.active,
        ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date(),
      }).where(eq(users.id, before.id)).returning();
      await replaceUserRoles(tx, before.id, roles.map((r) => r.id));
      // Deactivation and a new password both end the user's sessions (the caller's own survives, rotated).
      if (passwordHash) await revokeTokensOf(tx, before.id);
      if (passwordHash || (before.active && !input.active)) await endSessions(tx, req, reply, before.id);
      await logActivity(tx, req, {
        action: 'update', subjectType: 'users', subjectId: before.id,
        before: serializeUserRow(before, beforeRoles),
        after: { ...serializeUserRow(after!, roles), ...(passwordHash ? { password_changed: true } : {}) },
      });
      return serializeUser(after!, roles);
    });
    return { message: req.t('users.updated'), data: result };
  });

  // Any signed-in user may change their own password (with the current one); someone else's needs the users permission.
  app.put(`${itemRoute}/password`, {
    config: { labels },
    schema: { params: idParamSchema, body: passwordChangeInput, response: { 200: messageRead } },
    // Who may and whether the user exists are answered before the body's 422, as the screen expects.
    preValidation: async (req) => {
      const { id } = parse(idParamSchema, req.params, req, labels);
      const user = req.user!;
      if (!isSelf(req, id) && !(hasRole(user.roles, ADMIN_ROLES) && can(user.permissions, 'edycja', USERS_SUBJECT))) throw forbidden();
      await load(req);
    },
  }, async (req, reply) => {
    const target = await load(req);
    const input = req.body;
    await checkCurrentPassword(req, target, input.current_password);
    const hash = await hashPassword(input.password);
    await app.db.transaction(async (tx) => {
      await storePasswordHash(tx, target.id, hash);
      await revokeTokensOf(tx, target.id);
      await endSessions(tx, req, reply, target.id);
      await logActivity(tx, req, { action: 'password.change', subjectType: 'users', subjectId: target.id });
    });
    return { message: req.t(isSelf(req, target.id) ? 'users.ownPasswordChanged' : 'users.passwordChanged') };
  });

  // A new set-password link (the old one expired or got lost); earlier links stop working.
  app.post(`${itemRoute}/send-password`, {
    ...usersAccess('edycja'),
    schema: { params: idParamSchema, response: { 200: messageRead } },
  }, async (req) => {
    await app.db.transaction(async (tx) => {
      const target = await load(req, tx);
      if (!target.active) throw new ApiError(422, 'users.inactive');
      await revokeTokensOf(tx, target.id);
      await sendSetPasswordLink(tx, req, target);
      await logActivity(tx, req, { action: 'password.link', subjectType: 'users', subjectId: target.id });
    });
    return { message: req.t('users.linkSent') };
  });

  app.delete(itemRoute, {
    ...usersAccess('usuwanie'),
    schema: { params: idParamSchema, response: { 200: z.object({ id: z.number().int(), message: z.string() }) } },
  }, async (req) => {
    const { id } = req.params;
    if (isSelf(req, id)) throw new ApiError(422, 'users.cannotDeleteSelf');
    await app.db.transaction(async (tx) => {
      const user = await load(req, tx);
      const roles = await rolesOf(tx, user.id);
      // Sessions, roles, tokens and preferences go with the user (ON DELETE CASCADE); the log keeps the record.
      await tx.delete(users).where(eq(users.id, user.id));
      await logActivity(tx, req, { action: 'delete', subjectType: 'users', subjectId: user.id, before: serializeUserRow(user, roles) });
    });
    return { id, message: req.t('users.deleted') };
  });

  await app.register(importRoutes);
  await app.register(profileRoutes);
}

const sendsPassword = (query: { send_password?: string }) => query.send_password === '1' || query.send_password === 'true';
