import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ROLES, BULK_PATH, BULK_UNDO_PATH, bulkResultRead, bulkUndoInput, bulkUndoRead, GROUPS_ASSIGN_PATH, groupsAssignInput, hasRole,
  productBulkInput,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { keepUndoCopy, takeUndoCopy } from '../../lib/crud/undo-store.js';
import { ApiError } from '../../lib/http-errors.js';
import { productBulkAccess } from './access.js';
import { applyGroups, applyScalars, beforeCopy, restoreBefore, type ProductBefore } from './changes.js';
import importRoutes from './import.js';
import { selectedIds } from './selection.js';

/** The undo store's name for a bulk change of products (bulk edit and assignment share it). */
const UNDO_RESOURCE = 'products:bulk';


/**
 * Products in bulk (/produkty, /produkty/kategorie/przypisz, /produkty/import): a bulk edit of price, VAT,
 * active and categories, an assignment to categories, one undo for both (the before-copy kept in the engine's
 * undo store), and the import. Each change is one transaction: everything, or nothing and a 422.
 */
export default async function productBulkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Selects, copies, changes and logs in one transaction; answers the count and the undo token. */
  const bulkChange = (req: FastifyRequest, selection: { ids?: number[]; filter?: object }, change: (tx: DbOrTx, before: ProductBefore[]) => Promise<void>,
    log: { action: 'bulk.update' | 'assign'; what: unknown }) =>
    app.db.transaction(async (tx) => {
      const ids = await selectedIds(tx, req, selection);
      const before = await beforeCopy(tx, ids);
      await change(tx, before);
      const undo = await keepUndoCopy(tx, UNDO_RESOURCE, before, req.session?.userId ?? null);
      await logActivity(tx, req, { action: log.action, subjectType: 'products', after: { ids, ...(log.what as object) } });
      return { count: ids.length, undo };
    });

  app.post(BULK_PATH, { ...productBulkAccess('edycja'), schema: { body: productBulkInput, response: { 200: bulkResultRead } } }, async (req) => {
    const { changes, ...selection } = req.body;
    const done = await bulkChange(req, selection, async (tx, before) => {
      await applyScalars(tx, req, before, changes);
      if (changes.group_ids) await applyGroups(tx, req, before.map((p) => p.id), changes.group_ids.mode, changes.group_ids.ids, 'changes.group_ids.ids');
    }, { action: 'bulk.update', what: { changes } });
    return { ...done, message: req.t('productBulk.updated', { count: done.count }) };
  });

  app.post(GROUPS_ASSIGN_PATH, { ...productBulkAccess('edycja'), schema: { body: groupsAssignInput, response: { 200: bulkResultRead } } }, async (req) => {
    const { group_ids, mode, ...selection } = req.body;
    const done = await bulkChange(req, selection, (tx, before) => applyGroups(tx, req, before.map((p) => p.id), mode, group_ids, 'group_ids'),
      { action: 'assign', what: { group_ids, mode } });
    return { ...done, message: req.t('productBulk.assigned', { count: done.count }) };
  });

  app.post(BULK_UNDO_PATH, { ...productBulkAccess('edycja'), schema: { body: bulkUndoInput, response: { 200: bulkUndoRead } } }, async (req) => {
    const count = await app.db.transaction(async (tx) => {
      // Administrators may undo anyone's change; everyone else only their own (as the engine's restore).
      const own = hasRole(req.user?.roles, ADMIN_ROLES) ? undefined : req.session!.userId;
      const before = await takeUndoCopy<ProductBefore[]>(tx, UNDO_RESOURCE, req.body.token, own);
      if (!before) throw new ApiError(404, 'productBulk.nothingToUndo');
      const restored = await restoreBefore(tx, before);
      await logActivity(tx, req, { action: 'restore', subjectType: 'products', after: { ids: before.map((p) => p.id) } });
      return restored;
    });
    return { count, message: req.t('productBulk.undone', { count }) };
  });

  await app.register(importRoutes);
}
