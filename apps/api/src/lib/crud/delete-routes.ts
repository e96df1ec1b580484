import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROLES, bulkIdsSchema, hasRole, idParamSchema } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../activity.js';
import { ApiError, notFound } from '../http-errors.js';
import { keepChildren, restoreChildren } from './child-undo.js';
import type { CrudContext } from './context.js';
import { keepReferences, restoreReferences } from './reference-undo.js';
import { findRow, restoreRow, trashRow } from './repository.js';
import type { Row } from './resource.js';

/** Deletes one record inside the caller's transaction: hooks, an undo copy (children and referring rows too), the activity entry. */
async function remove(c: CrudContext, tx: DbOrTx, req: FastifyRequest, row: Row) {
  const { o } = c;
  await o.beforeDelete?.(tx, row, req);
  const before = await c.logged(tx, row);
  await keepChildren(tx, o, row.id as number, req.session?.userId ?? null);
  await keepReferences(tx, o, row.id as number, req.session?.userId ?? null);
  await trashRow(tx, o.table, o.name, row, req.session?.userId ?? null);
  await o.afterDelete?.(tx, row, req);
  await logActivity(tx, req, { action: 'delete', subjectType: o.name, subjectId: row.id as number, before });
}

/** DELETE {path}/{id} and its undo, POST {path}/{id}/restore. */
export function deleteRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  app.delete(`${o.path}/:id`, { config: c.access('usuwanie'), schema: { params: c.idParams } }, async (req) => {
    const id = await c.write(req, async (tx) => {
      const row = await c.load(req, tx);
      await remove(c, tx, req, row);
      return row.id;
    });
    return { id, message: c.message(req, 'deleted') };
  });

  app.post(`${o.path}/:id/restore`, { config: c.access('usuwanie'), schema: { params: idParamSchema } }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const row = await c.write(req, async (tx) => {
      // Administrators may undo anyone's delete; everyone else only their own.
      const deletedBy = hasRole(req.user?.roles, ADMIN_ROLES) ? undefined : req.session!.userId;
      const restored = await restoreRow(tx, o.table, o.name, id, deletedBy);
      if (!restored) return null;
      await restoreChildren(tx, o, id);
      await restoreReferences(tx, o, id);
      await o.afterRestore?.(tx, restored, req);
      await logActivity(tx, req, { action: 'restore', subjectType: o.name, subjectId: id, after: await c.logged(tx, restored) });
      return c.shown(tx, restored);
    });
    if (!row) throw new ApiError(404, 'crud.nothingToRestore');
    return reply.status(200).send({ id, message: req.t('crud.restored'), data: await c.redactedOne(req, row) });
  });
}

/** POST {path}/bulk-delete: all the ids or none (one unknown or out-of-scope id is a 404 for the lot). */
export function bulkDeleteRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  app.post(`${o.path}/bulk-delete`, { config: c.access('usuwanie'), schema: { body: bulkIdsSchema } }, async (req) => {
    const { ids } = req.body as { ids: number[] };
    const deleted = await c.write(req, async (tx) => {
      const done: unknown[] = [];
      for (const id of [...new Set(ids)]) {
        const row = await findRow(tx, o.table, id, c.scopeOf(req));
        if (!row) throw notFound();
        await remove(c, tx, req, row);
        done.push(row.id);
      }
      return done;
    });
    return { ids: deleted, message: req.t('crud.bulkDeleted', { count: deleted.length }) };
  });
}
