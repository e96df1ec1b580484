import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, deletedRead, idParamSchema, ROLE_PERMISSIONS_MAX, rolePermissionInput, rolesContract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { rolePermissions, roles } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { createRoute, getRoute, updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract, type Row } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldFailure, ruleFailure } from '../users/validate.js';
import { memberCount, nameTaken, visibleRoles } from './repository.js';

type Perm = { subject: string; action: string };

/** The same permission sent twice counts once (the composite key would refuse the second). */
function dedupe(input: Row): void {
  if (!Array.isArray(input.permissions)) return;
  const seen = new Set<string>();
  input.permissions = (input.permissions as Perm[]).filter((p) => !seen.has(`${p.subject}/${p.action}`) && seen.add(`${p.subject}/${p.action}`));
}

/** Names are unique in any letter case, which the database's unique index alone does not see. */
async function refuseTakenName(tx: DbOrTx, req: FastifyRequest, name: unknown, exceptId?: number): Promise<void> {
  if (typeof name === 'string' && (await nameTaken(tx, name, exceptId))) throw ruleFailure(req, 'name', 'unique');
}

/**
 * Roles, i.e. user groups (/administrator/grupy-uzytkownikow), on the engine: a name and its permissions as a
 * child collection (replace-the-set, `permissions.3.action` 422s, the log's before/after with the set).
 * Superadministrator is outside the scope, so it can't be seen, edited or assigned. Reading is also for
 * whoever manages users (the user form picks roles). Delete stays here: a hard delete without undo, refused
 * for built-in groups and groups with members. Permissions are read on every request, so a change applies
 * to the members' next request.
 */
export default async function rolesRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(rolesContract),
    readSubject: 'Administracja|Administracja__uzytkownicy',
    roles: ADMIN_ROLES,
    table: roles,
    scope: () => visibleRoles,
    sortColumns: { id: roles.id, name: roles.name },
    searchColumns: [roles.name],
    serialize: (r) => ({ id: r.id, name: r.name, builtin: r.builtin }),
    children: [{
      name: 'permissions', table: rolePermissions, parentKey: rolePermissions.roleId, schema: rolePermissionInput as never,
      // Sorted (subject, then verb) so before/after sets in the log compare at a glance.
      orderBy: [rolePermissions.subject, rolePermissions.action], max: ROLE_PERMISSIONS_MAX,
    }],
    messages: { created: 'userGroups.created', updated: 'userGroups.updated', deleted: 'userGroups.deleted' },
    logShape: (r) => ({ name: r.name, permissions: (r.permissions as Perm[]).map((p) => `${p.subject}:${p.action}`) }),
    async beforeCreate(tx, input, req) {
      dedupe(input);
      await refuseTakenName(tx, req, input.name);
    },
    async beforeUpdate(tx, before, input, req) {
      if (before.builtin && input.name !== before.name) throw fieldFailure(req, 'name', 'userGroups.builtinName', { name: before.name as string });
      dedupe(input);
      await refuseTakenName(tx, req, input.name, before.id as number);
    },
  });
  listRoute(app, c);
  getRoute(app, c);
  createRoute(app, c);
  updateRoute(app, c);

  app.delete(rolesContract.itemRoute, {
    config: c.access('usuwanie'), schema: { params: idParamSchema, response: { 200: deletedRead } },
  }, async (req) => {
    const id = await app.db.transaction(async (tx) => {
      const role = await c.load(req, tx);
      if (role.builtin) throw new ApiError(422, 'userGroups.builtinDelete', { name: role.name as string });
      const members = await memberCount(tx, role.id as number);
      if (members > 0) throw new ApiError(422, 'userGroups.inUse', { name: role.name as string, count: members });
      const before = await c.logged(tx, role);
      await tx.delete(roles).where(eq(roles.id, role.id as number));
      await logActivity(tx, req, { action: 'delete', subjectType: rolesContract.name, subjectId: role.id as number, before });
      return role.id;
    });
    return { id, message: c.message(req, 'deleted') };
  });
}
