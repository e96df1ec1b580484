import type { FastifyInstance } from 'fastify';
import { idParamSchema, moveInputSchema, orderInputSchema } from '@harmony/shared';
import { z } from 'zod';
import { logActivity } from '../activity.js';
import { notFound } from '../http-errors.js';
import { ruleError, validationError } from '../validate.js';
import type { CrudContext } from './context.js';
import { findRow } from './repository.js';
import { idsIn, orderedIds, parentOf, positionOf, setParent, siblingIds, writePositions } from './tree-repository.js';

const done = z.object({ message: z.string() });

/** PUT {path}/order with `{ids}`: the whole order of an ordered list (every record in scope, each once). */
export function orderRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const position = o.position;
  if (!position) throw new Error(`${o.name}: orderRoute needs the position column`);
  app.put(`${o.path}/order`, { config: c.access('edycja'), schema: { body: orderInputSchema, response: { 200: done } } }, async (req) => {
    const { ids } = req.body as { ids: number[] };
    await c.write(req, async (tx) => {
      const members = new Set(await idsIn(tx, o.table, c.scopeOf(req)));
      if (ids.length !== members.size || new Set(ids).size !== ids.length || ids.some((id) => !members.has(id))) {
        throw validationError({ ids: [req.t('crud.orderIncomplete')] });
      }
      const before = await orderedIds(tx, o.table, position, c.scopeOf(req));
      await writePositions(tx, o.table, position, ids);
      // The whole list changed, not one record: no subject id, the order before and after.
      await logActivity(tx, req, { action: 'reorder', subjectType: o.name, before: { order: before }, after: { order: ids } });
    });
    return { message: req.t('crud.reordered') };
  });
}

/**
 * PUT {path}/{id}/move with `{parent_id, position}`: a tree node goes under another (or to the top) at a
 * place among its new siblings; under itself or one of its descendants is a 422 on parent_id.
 */
export function moveRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const tree = o.tree;
  if (!tree) throw new Error(`${o.name}: moveRoute needs the tree columns`);
  app.put(`${o.path}/:id/move`, {
    config: c.access('edycja'), schema: { params: idParamSchema, body: moveInputSchema, response: { 200: done } },
  }, async (req) => {
    const { id } = req.params as { id: number };
    const { parent_id: parentId, position } = req.body as z.output<typeof moveInputSchema>;
    await c.write(req, async (tx) => {
      const node = await findRow(tx, o.table, id, c.scopeOf(req));
      if (!node) throw notFound();
      if (parentId !== null) {
        if (!(await findRow(tx, o.table, parentId, c.scopeOf(req)))) throw ruleError(req, 'parent_id', 'in');
        // Walk up from the new parent: meeting the node itself means a cycle.
        for (let at: number | null | undefined = parentId, steps = 0; at != null; at = await parentOf(tx, o.table, tree.parent, at), steps++) {
          if (at === id || steps > 10_000) throw validationError({ parent_id: [req.t('crud.cycle')] });
        }
      }
      const oldParent = (await parentOf(tx, o.table, tree.parent, id)) ?? null;
      const before = { parent_id: oldParent, position: await positionOf(tx, o.table, tree.position, id) };
      await setParent(tx, o.table, tree.parent, id, parentId);
      const siblings = await siblingIds(tx, o.table, tree, parentId, id);
      siblings.splice(Math.min(position, siblings.length), 0, id);
      await writePositions(tx, o.table, tree.position, siblings);
      if (oldParent !== parentId) await writePositions(tx, o.table, tree.position, await siblingIds(tx, o.table, tree, oldParent, id));
      const after = { parent_id: parentId, position: siblings.indexOf(id) };
      await logActivity(tx, req, { action: 'move', subjectType: o.name, subjectId: id, before, after });
    });
    return { message: req.t('crud.moved') };
  });
}
