import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { versionParams, versionRead, versionSummaryRead } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { contentVersions, users } from '../../db/schema.js';
import { notFound } from '../http-errors.js';
import { keepUnsent, parse } from '../validate.js';
import { personName } from '../sql.js';
import { snakeKeys } from './case.js';
import { readAllChildren, withChildren } from './children.js';
import type { CrudContext } from './context.js';
import { findRow } from './repository.js';
import { applyUpdate } from './record-routes.js';
import type { Row } from './resource.js';

/*
 * Versions (a resource with `versions: true`): every create and update keeps the fields its input schema names
 * (children included) as the record's next version, in the write's transaction. A restore runs that data
 * through the same schema and update as a PUT — hooks, sanitising, a new version, the activity log — so an
 * old version can never bring back what today's rules refuse.
 */

/** The fields a version keeps: the input schema's own keys and the child collections. */
function editedKeys(c: CrudContext): string[] {
  const shape = (c.o.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return [...Object.keys(shape), ...(c.o.children ?? []).map((child) => child.name)];
}

/** Saves `row` (just written) as its next version. */
export async function keepVersion(c: CrudContext, tx: DbOrTx, req: FastifyRequest, row: Row): Promise<number> {
  const record = { ...snakeKeys(row), ...(await readAllChildren(tx, c.o.children, row.id as number)) };
  const data = Object.fromEntries(editedKeys(c).filter((k) => k in record).map((k) => [k, record[k]]));
  const [kept] = await tx.insert(contentVersions).values({
    subjectType: c.o.name, subjectId: row.id as number, data, userId: req.user?.id ?? null,
    version: sql<number>`(select coalesce(max(${contentVersions.version}), 0) + 1 from ${contentVersions}
      where ${contentVersions.subjectType} = ${c.o.name} and ${contentVersions.subjectId} = ${row.id as number})`,
  }).returning({ version: contentVersions.version });
  return kept!.version;
}

const summary = {
  version: contentVersions.version,
  createdAt: contentVersions.createdAt,
  userId: users.id,
  userName: personName(users),
};
const shapeOf = (r: { version: number; createdAt: Date; userId: number | null; userName: string | null }) => ({
  version: r.version, created_at: r.createdAt.toISOString(), user: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
});

/** GET {item}/versions, GET {item}/versions/{n}, POST {item}/versions/{n}/restore. */
export function versionRoutes(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const of = (id: number) => and(eq(contentVersions.subjectType, o.name), eq(contentVersions.subjectId, id));
  /** The record of `:id` the caller may see, or a 404. */
  const record = async (req: FastifyRequest, db: DbOrTx = app.db) => {
    const { id } = parse(versionParams.pick({ id: true }), req.params, req);
    const row = await findRow(db, o.table, id, c.scopeOf(req));
    if (!row) throw notFound();
    return row;
  };
  const one = async (db: DbOrTx, id: number, version: number) => {
    const [found] = await db.select({ ...summary, data: contentVersions.data }).from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.userId)).where(and(of(id), eq(contentVersions.version, version)));
    if (!found) throw notFound();
    return { ...shapeOf(found), data: found.data as Row };
  };

  app.get(`${o.path}/:id/versions`, {
    config: c.access('listowanie'), schema: { response: { 200: z.object({ data: z.array(versionSummaryRead) }) } },
  }, async (req) => {
    const row = await record(req);
    const rows = await app.db.select(summary).from(contentVersions).leftJoin(users, eq(users.id, contentVersions.userId))
      .where(of(row.id as number)).orderBy(desc(contentVersions.version));
    return { data: rows.map(shapeOf) };
  });

  app.get(`${o.path}/:id/versions/:version`, { config: c.access('listowanie'), schema: { response: { 200: versionRead } } }, async (req) => {
    const { version } = parse(versionParams, req.params, req);
    return one(app.db, (await record(req)).id as number, version);
  });

  const restoreInput = withChildren(o.updateInput ?? o.input, o.children);
  app.post(`${o.path}/:id/versions/:version/restore`, { config: c.access('edycja') }, async (req) => {
    const { version } = parse(versionParams, req.params, req);
    const data = await c.write(req, async (tx) => {
      const before = await record(req, tx);
      const kept = await one(tx, before.id as number, version);
      const input = parse(restoreInput, keepUnsent(kept.data, snakeKeys(before)), req, o.labels) as Row;
      return applyUpdate(c, tx, req, before, input);
    });
    return { message: req.t('crud.updated'), data: await c.redactedOne(req, data), restored: version };
  });
}
