import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, idParamSchema, roleInput, roleListQuery, type Permission, type Role, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { roles } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { keepUnsent } from '../../lib/validate.js';
import { fieldFailure, parseInput, ruleFailure } from '../users/validate.js';
import {
  findVisibleRole, listRoles, memberCount, nameTaken, permissionsOf, replacePermissions, type RoleRecord,
} from './repository.js';

const access = (verb: Verb) => ({ config: { roles: ADMIN_ROLES, permission: 'Administracja', verb } });
/** Reading groups is also for whoever manages users: the user form picks roles from this list. */
const readAccess = { config: { roles: ADMIN_ROLES, permission: 'Administracja|Administracja__uzytkownicy' } };
const row = (r: RoleRecord) => ({ id: r.id, name: r.name, builtin: r.builtin });
const snapshot = (r: RoleRecord, permissions: Permission[]) => ({ name: r.name, permissions: permissions.map((p) => `${p.subject}:${p.action}`) });

/**
 * Roles, i.e. user groups (/administrator/grupy-uzytkownikow): a name and a set of permissions from the
 * catalogue. Superadministrator is never listed or returned, so it can't be seen, edited or assigned.
 * Permissions are read on every request, so a change applies to the members' next request.
 */
export default async function rolesRoutes(app: FastifyInstance) {
  const load = async (req: FastifyRequest, db: DbOrTx = app.db) => {
    const { id } = parseInput(idParamSchema, req.params, req);
    const role = await findVisibleRole(db, id);
    if (!role) throw notFound();
    return role;
  };
  const write = async <T>(req: FastifyRequest, work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error)) throw ruleFailure(req, 'name', 'unique');
      throw error;
    }
  };

  app.get('/api/roles', readAccess, async (req) => {
    const q = parseInput(roleListQuery, req.query, req);
    const { rows, total } = await listRoles(app.db, { ...q, perPage: q.per_page });
    return {
      data: rows.map(row),
      meta: { total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) },
    };
  });

  app.get('/api/roles/:id', readAccess, async (req): Promise<Role> => {
    const role = await load(req);
    return { ...row(role), permissions: await permissionsOf(app.db, role.id) };
  });

  app.post('/api/roles', access('dodawanie'), async (req, reply) => {
    const input = parseInput(roleInput, req.body, req);
    const role = await write(req, async (tx) => {
      if (await nameTaken(tx, input.name)) throw ruleFailure(req, 'name', 'unique');
      const [created] = await tx.insert(roles).values({ name: input.name }).returning();
      await replacePermissions(tx, created!.id, input.permissions);
      const permissions = await permissionsOf(tx, created!.id);
      await logActivity(tx, req, { action: 'create', subjectType: 'roles', subjectId: created!.id, after: snapshot(created!, permissions) });
      return { ...row(created!), permissions };
    });
    return reply.status(201).send({ id: role.id, message: req.t('userGroups.created'), data: role });
  });

  app.put('/api/roles/:id', access('edycja'), async (req) => {
    const role = await write(req, async (tx) => {
      const before = await load(req, tx);
      // Fields the body leaves out keep their stored values (a new name alone keeps every permission).
      const input = parseInput(roleInput, keepUnsent(req.body, { name: before.name, permissions: await permissionsOf(tx, before.id) }), req);
      if (before.builtin && input.name !== before.name) throw fieldFailure(req, 'name', 'userGroups.builtinName', { name: before.name });
      if (await nameTaken(tx, input.name, before.id)) throw ruleFailure(req, 'name', 'unique');
      const beforePermissions = await permissionsOf(tx, before.id);
      const [after] = await tx.update(roles).set({ name: input.name }).where(eq(roles.id, before.id)).returning();
      await replacePermissions(tx, before.id, input.permissions);
      const permissions = await permissionsOf(tx, before.id);
      await logActivity(tx, req, {
        action: 'update', subjectType: 'roles', subjectId: before.id,
        before: snapshot(before, beforePermissions), after: snapshot(after!, permissions),
      });
      return { ...row(after!), permissions };
    });
    return { message: req.t('userGroups.updated'), data: role };
  });

  app.delete('/api/roles/:id', access('usuwanie'), async (req) => {
    const id = await app.db.transaction(async (tx) => {
      const role = await load(req, tx);
      if (role.builtin) throw new ApiError(422, 'userGroups.builtinDelete', { name: role.name });
      const members = await memberCount(tx, role.id);
      if (members > 0) throw new ApiError(422, 'userGroups.inUse', { name: role.name, count: members });
      const permissions = await permissionsOf(tx, role.id);
      await tx.delete(roles).where(eq(roles.id, role.id));
      await logActivity(tx, req, { action: 'delete', subjectType: 'roles', subjectId: role.id, before: snapshot(role, permissions) });
      return role.id;
    });
    return { id, message: req.t('userGroups.deleted') };
  });
}
