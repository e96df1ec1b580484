import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GROUP_RELATED_PATH, groupProductsAnswer, groupProductsQuery, groupRelatedAnswer, groupRelatedInput, groupsContract, idParamSchema,
  PRODUCT_GROUPS_PATH, productGroupsAnswer, slugify,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { productGroups } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { snakeKeys } from '../../lib/crud/case.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { freeSlug } from '../../lib/slugs.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import {
  existingGroupIds, fileExists, groupExists, groupProducts, groupsInTreeOrder, groupView, hasSubgroups, keepLinks, namesOf, nextPosition,
  parentIdOf, relatedIdsOf, restoreLinks, writeRelated,
} from './repository.js';

type Row = Record<string, unknown>;
const LABELS = groupsContract.labels;
const SUBJECT = groupsContract.permission;

/** The related set a write asked for, kept from the before-hook (which checks it) to the after-hook (which stores it). */
const pendingRelated = new WeakMap<object, number[]>();

/**
 * Checks a related set: no duplicates, not the category itself, only existing categories. The errors name
 * the list's entry (`related_ids.2`); the same rule serves the form's PUT and POST /api/groups/related.
 */
async function checkRelated(tx: DbOrTx, errors: FieldErrorsOf, ids: number[], self: number | null, field = 'related_ids'): Promise<number[]> {
  const known = await existingGroupIds(tx, ids);
  ids.forEach((id, i) => {
    if (id === self) errors.message(`${field}.${i}`, 'groups.relatedSelf');
    else if (!known.has(id)) errors.rule(`${field}.${i}`, 'in');
  });
  return [...new Set(ids)];
}

/**
 * What a create and an update check and derive beyond the schema: the parent exists and is not the category
 * itself or one of its descendants (a cycle: 422 on parent_id), the image is in the library, the slug is made
 * from the name when left empty (unique: -2, -3 …), the description is sanitised, a new or moved category goes
 * after its new siblings.
 */
async function prepare(tx: DbOrTx, req: FastifyRequest, input: Row, before?: Row): Promise<void> {
  const errors = new FieldErrorsOf(req, LABELS);
  const self = (before?.id as number | undefined) ?? null;
  const parentId = (input.parent_id as number | null) ?? null;
  const parentChanged = !before || parentId !== ((before.parentId as number | null) ?? null);
  if (parentId !== null && parentChanged) {
    if (!(await groupExists(tx, parentId))) errors.rule('parent_id', 'in');
    else if (self !== null) {
      // Walk up from the new parent: meeting the category itself means it would sit under its own descendant.
      for (let at: number | null | undefined = parentId, steps = 0; at != null && steps < 10_000; at = await parentIdOf(tx, at), steps++) {
        if (at === self) {
          errors.message('parent_id', 'crud.cycle');
          break;
        }
      }
    }
  }
  const imageId = input.image_id as number | null;
  if (imageId != null && imageId !== before?.imageId && !(await fileExists(tx, imageId))) errors.rule('image_id', 'in');
  if (Array.isArray(input.related_ids)) pendingRelated.set(input, await checkRelated(tx, errors, input.related_ids as number[], self));
  errors.throwIfAny();
  delete input.related_ids;
  if (!input.slug) input.slug = await freeSlug(tx, { table: productGroups, id: productGroups.id, slug: productGroups.slug }, slugify(input.name as string), 'element', self ?? undefined);
  input.description = sanitizeRichText((input.description as string) ?? '');
  if (parentChanged && (input.position === undefined || before)) input.position = await nextPosition(tx, parentId);
}

async function afterWrite(tx: DbOrTx, row: Row, input: Row): Promise<void> {
  const related = pendingRelated.get(input);
  if (related) await writeRelated(tx, row.id as number, related);
}

/**
 * Product categories — the API's groups (/produkty/kategorie): the engine's CRUD as a tree (move with
 * PUT /api/groups/{id}/move), relation options for pickers, delete refused while subcategories exist and undone
 * with the product links; beside it the related set, a category's products and the flat tree for pickers.
 */
export default async function groupRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(groupsContract),
    table: productGroups,
    view: groupView,
    sortColumns: { id: productGroups.id, name: productGroups.name, position: productGroups.position, created_at: productGroups.createdAt },
    searchColumns: [productGroups.name, productGroups.slug],
    filters: (q): (SQL | undefined)[] => [q.active === undefined ? undefined : eq(productGroups.active, q.active === 'true')],
    uniqueFields: { product_groups_slug_unique: 'slug' },
    tree: { parent: productGroups.parentId, position: productGroups.position },
    serialize: (row) => snakeKeys(row),
    beforeCreate: (tx, input, req) => prepare(tx, req, input),
    afterCreate: (tx, created, input) => afterWrite(tx, created, input),
    beforeUpdate: (tx, before, input, req) => prepare(tx, req, input, before),
    afterUpdate: (tx, _before, after, input) => afterWrite(tx, after, input),
    async beforeDelete(tx, row, req) {
      if (await hasSubgroups(tx, row.id as number)) throw new ApiError(422, 'groups.hasChildren');
      await keepLinks(tx, row.id as number, req.session?.userId ?? null);
    },
    afterRestore: (tx, restored) => restoreLinks(tx, restored.id as number),
  }, { options: true });

  app.post(GROUP_RELATED_PATH, {
    config: { permission: SUBJECT, verb: 'edycja', labels: LABELS },
    schema: { body: groupRelatedInput, response: { 200: groupRelatedAnswer } },
  }, async (req) => {
    const { group_id: id, related_ids: ids } = req.body as z.output<typeof groupRelatedInput>;
    const data = await app.db.transaction(async (tx) => {
      const errors = new FieldErrorsOf(req, LABELS);
      if (!(await groupExists(tx, id))) errors.rule('group_id', 'in').throwIfAny();
      const related = await checkRelated(tx, errors, ids, id);
      errors.throwIfAny();
      const before = await relatedIdsOf(tx, id);
      await writeRelated(tx, id, related);
      await logActivity(tx, req, { action: 'update', subjectType: 'groups', subjectId: id, before: { related_ids: before }, after: { related_ids: related.sort((a, b) => a - b) } });
      return namesOf(tx, related);
    });
    return { message: req.t('groups.relatedSaved'), data };
  });

  app.get(`${groupsContract.path}/:id/products`, {
    config: { permission: SUBJECT, verb: 'listowanie', labels: LABELS },
    schema: { params: idParamSchema, querystring: groupProductsQuery, response: { 200: groupProductsAnswer } },
  }, async (req) => {
    const { id } = req.params as { id: number };
    const q = req.query as z.output<typeof groupProductsQuery>;
    if (!(await groupExists(app.db, id))) throw notFound();
    const { rows, total } = await groupProducts(app.db, {
      id, descendants: q.descendants === 'true', search: q.search, sort: q.sort, order: q.order, page: q.page, perPage: q.per_page,
    });
    return { data: rows, meta: { total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) } };
  });

  // The products form's and filters' category pickers: static, so it wins over the products module's /:id.
  app.get(PRODUCT_GROUPS_PATH, {
    config: { permission: SUBJECT, verb: 'listowanie' },
    schema: { response: { 200: productGroupsAnswer } },
  }, async () => ({ data: await groupsInTreeOrder(app.db) }));
}
