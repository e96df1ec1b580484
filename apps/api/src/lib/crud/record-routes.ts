import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { logActivity } from '../activity.js';
import { keepUnsent } from '../validate.js';
import { camelKeys, snakeKeys } from './case.js';
import { readAllChildren, replaceChildren, splitChildren, withChildren } from './children.js';
import type { CrudContext } from './context.js';
import type { DbOrTx } from '../../db/client.js';
import { keepVersion } from './versions.js';
import { insertRow, updateRow } from './repository.js';
import type { Row } from './resource.js';

/** One record's answer schema: the contract's read with its child arrays. */
export function recordSchema(c: CrudContext): z.ZodType | undefined {
  const { read, children } = c.o;
  if (!read) return undefined;
  if (!children?.length || !(read instanceof z.ZodObject)) return read;
  return read.extend(Object.fromEntries(children.map((ch) =>
    [ch.name, ch.value ? z.array(z.union([z.number(), z.string()])) : z.array(z.record(z.string(), z.unknown()))])));
}

/** GET {path}/{id}: the record the caller may see, through the view, with its children. */
export function getRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const record = recordSchema(c);
  app.get(`${o.path}/:id`, {
    config: c.access('listowanie'),
    schema: { params: c.idParams, ...(record ? { response: { 200: record } } : {}) },
  }, async (req) => {
    const row = await c.load(req, app.db, o.view);
    return c.redactedOne(req, { ...c.serialize(row), ...(await readAllChildren(app.db, o.children, row.id as number)) });
  });
}

const written = (record: z.ZodType | undefined, extra: z.ZodRawShape) =>
  (record ? z.object({ ...extra, message: z.string(), data: record }) : undefined);

/** POST {path}: validated by the input schema (and children), hooks and children in the same transaction; 201 with the id. */
export function createRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const answer = written(recordSchema(c), { id: z.number() });
  app.post(o.path, {
    config: c.access('dodawanie'),
    schema: { body: withChildren(o.input, o.children), ...(answer ? { response: { 201: answer } } : {}) },
  }, async (req, reply) => {
    const input = req.body as Row;
    const { row, data } = await c.write(req, async (tx) => {
      await o.beforeCreate?.(tx, input, req);
      const { own, sets } = splitChildren(input, o.children);
      const created = await insertRow(tx, o.table, camelKeys(own));
      for (const [child, set] of sets) await replaceChildren(tx, child, created.id as number, set);
      await o.afterCreate?.(tx, created, input, req);
      if (o.versions) await keepVersion(c, tx, req, created);
      await logActivity(tx, req, { action: 'create', subjectType: o.name, subjectId: created.id as number, after: await c.logged(tx, created) });
      return { row: created, data: await c.shown(tx, created) };
    });
    return reply.status(201).send({ id: row.id, message: c.message(req, 'created'), data: await c.redactedOne(req, data) });
  });
}

/**
 * PUT {path}/{id}: a field the body leaves out keeps its stored value (the stored record goes under the body
 * before the schema reads it); a child array sent replaces the whole set, one left out stays.
 */
export function updateRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const answer = written(recordSchema(c), {});
  app.put(`${o.path}/:id`, {
    config: c.access('edycja'),
    schema: { params: c.idParams, body: withChildren(o.updateInput ?? o.input, o.children), ...(answer ? { response: { 200: answer } } : {}) },
    // After the access check, before the body's validation: 404 for a record out of reach, then the merge.
    preValidation: async (req) => {
      req.body = keepUnsent(req.body, snakeKeys(await c.load(req)));
    },
  }, async (req) => {
    const data = await c.write(req, async (tx) => applyUpdate(c, tx, req, await c.load(req, tx), req.body as Row));
    return { message: c.message(req, 'updated'), data: await c.redactedOne(req, data) };
  });
}

/**
 * An update of `before` with a validated input (unsent fields already merged in), inside the caller's
 * transaction: hooks, children, a version when the resource keeps them, the activity entry; the record as shown.
 */
export async function applyUpdate(c: CrudContext, tx: DbOrTx, req: FastifyRequest, before: Row, input: Row): Promise<Row> {
  const { o } = c;
  const previous = await c.logged(tx, before);
  await o.beforeUpdate?.(tx, before, input, req);
  const { own, sets } = splitChildren(input, o.children);
  const updated = await updateRow(tx, o.table, before.id as number, camelKeys(own));
  for (const [child, set] of sets) await replaceChildren(tx, child, updated.id as number, set);
  await o.afterUpdate?.(tx, before, updated, input, req);
  if (o.versions) await keepVersion(c, tx, req, updated);
  await logActivity(tx, req, { action: 'update', subjectType: o.name, subjectId: updated.id as number, before: previous, after: await c.logged(tx, updated) });
  return c.shown(tx, updated);
}
