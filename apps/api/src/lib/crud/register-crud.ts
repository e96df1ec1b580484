import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_ROLES, bulkIdsSchema, hasRole, idParamSchema, type ActivitySubject, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../activity.js';
import { foreignKeyViolation, uniqueViolation } from '../db-errors.js';
import { ApiError, notFound } from '../http-errors.js';
import { fieldLabel, keepUnsent, parse, ruleError } from '../validate.js';
import { camelKeys, snakeKeys } from './case.js';
import { toCsv } from './csv.js';
import {
  allRows, findRow, insertRow, listRows, restoreRow, searchWhere, trashRow, updateRow, type CrudTable, type CrudView, type SortKey,
} from './repository.js';

type Row = Record<string, unknown>;
type ListQuery = { page: number; per_page: number; sort: string; order: 'asc' | 'desc'; search?: string } & Record<string, unknown>;

export interface CrudOptions {
  /** Resource name (kebab-case plural): activity-log subject type, undo key, preference prefix. */
  name: ActivitySubject;
  /** URL of the collection, e.g. /api/statuses or /api/v1/admin/types. */
  path: string;
  table: CrudTable;
  /** Permission subject(s), pipe-separated; verbs: listowanie (read), dodawanie, edycja, usuwanie. */
  subject: string;
  /** Optional role guard on every route (pipe-separated names). */
  roles?: string;
  input: z.ZodType<Row>;
  /** PUT body; defaults to `input`. Fields it leaves out keep their stored values (keepUnsent). */
  updateInput?: z.ZodType<Row>;
  listQuery: z.ZodType<ListQuery>;
  /** API sort names → columns or view expressions (the whitelist; listQuery's enum must match). */
  sortColumns: Record<string, SortKey>;
  searchColumns?: PgColumn[];
  /** The resource's own list filters (already validated by listQuery). */
  filters?: (query: ListQuery) => (SQL | undefined)[];
  /** Record-level visibility for the request's user: rows outside it are 404 everywhere. */
  scope?: (req: FastifyRequest) => SQL | undefined;
  /** Unique constraint name → field that gets the 422 "unique" error. */
  uniqueFields?: Record<string, string>;
  /** Row → API JSON (default: snake_case keys). */
  serialize?: (row: Row) => Row;
  /**
   * What the caller may see of serialized records (fields a record-level rule hides, e.g. projects' money):
   * applied to every answer (list, export, get, a write's record), never to the activity log.
   */
  redact?: (req: FastifyRequest, rows: Row[]) => Promise<Row[]>;
  /** Refuse a delete (throw an ApiError 422) when the record is in use. */
  beforeDelete?: (tx: DbOrTx, row: Row, req: FastifyRequest) => Promise<void>;
  /** Checks a create beyond its schema (referenced records, record-level rights): throw an ApiError. */
  beforeCreate?: (tx: DbOrTx, input: Row, req: FastifyRequest) => Promise<void>;
  /** Checks an update of `before` (the stored row) beyond its schema: throw an ApiError. */
  beforeUpdate?: (tx: DbOrTx, before: Row, input: Row, req: FastifyRequest) => Promise<void>;
  /**
   * Reads through a view (joins, aggregates) instead of the bare table: list, export, get and the record a
   * write answers with. Writes, undo copies and the activity log keep the table's own row.
   */
  view?: CrudView;
  /** i18n prefix of the resource's own field labels (e.g. 'projects.fields'): 422 messages and CSV headers. */
  labels?: string;
  /** Upper bound of one CSV export. */
  exportLimit?: number;
}

/**
 * Standard CRUD from one declaration (STYLE rule 3): list with the envelope, get, create (returns the id),
 * update, delete with undo (restore), bulk delete and CSV export — each behind its permission verb, each
 * change written to the activity log in the same transaction, 422s in the request's language.
 */
export function registerCrud(app: FastifyInstance, o: CrudOptions): void {
  const serialize = o.serialize ?? snakeKeys;
  const parseIn = <T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest) => parse(schema, input, req, o.labels);
  /** A written row as the API shows it: re-read through the view when there is one. */
  const shown = async (db: DbOrTx, row: Row) => serialize((o.view && (await findRow(db, o.table, row.id as number, undefined, o.view))) || row);
  const access = (verb: Verb) => ({ config: { permission: o.subject, verb, roles: o.roles } });
  const redacted = async (req: FastifyRequest, rows: Row[]) => (o.redact ? o.redact(req, rows) : rows);
  const redactedOne = async (req: FastifyRequest, row: Row) => (await redacted(req, [row]))[0]!;
  const scopeOf = (req: FastifyRequest) => o.scope?.(req);
  const whereOf = (req: FastifyRequest, q: ListQuery) => [scopeOf(req), searchWhere(o.searchColumns ?? [], q.search), ...(o.filters?.(q) ?? [])];

  const load = async (req: FastifyRequest, db: DbOrTx = app.db) => {
    const { id } = parse(idParamSchema, req.params, req);
    const row = await findRow(db, o.table, id, scopeOf(req));
    if (!row) throw notFound();
    return row;
  };

  /** Runs a write in one transaction; a unique violation becomes a 422 on its field. */
  const write = async <T>(req: FastifyRequest, work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      const unique = uniqueViolation(error);
      if (unique) {
        throw ruleError(req, (unique.constraint && o.uniqueFields?.[unique.constraint]) || 'name', 'unique');
      }
      if (foreignKeyViolation(error)) throw new ApiError(422, 'crud.inUse');
      throw error;
    }
  };

  app.get(o.path, access('listowanie'), async (req) => {
    const q = parseIn(o.listQuery, req.query, req);
    const { rows, total } = await listRows(app.db, o.table, {
      where: whereOf(req, q), sort: o.sortColumns[q.sort]!, order: q.order, page: q.page, perPage: q.per_page,
    }, o.view);
    return {
      data: await redacted(req, rows.map(serialize)),
      meta: { total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) },
    };
  });

  app.get(`${o.path}/export.csv`, access('listowanie'), async (req, reply) => {
    const q = parseIn(o.listQuery, { ...(req.query as object), page: 1 }, req);
    const rows = await redacted(req, (await allRows(app.db, o.table, whereOf(req, q), o.sortColumns[q.sort]!, q.order, o.exportLimit ?? 100_000, o.view))
      .map(serialize));
    const empty = () => serialize(Object.fromEntries(Object.keys(o.sortColumns).map((k) => [k, null])));
    // Redacted rows may differ in fields: every field any row has, in the order they first appear.
    const columns = o.redact && rows.length ? [...new Set(rows.flatMap((r) => Object.keys(r)))] : Object.keys(rows[0] ?? empty());
    const header = columns.map((c) => fieldLabel(req, c, o.labels));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${o.name}-${date}.csv"`)
      .send(toCsv(rows, columns, header));
  });

  app.get(`${o.path}/:id`, access('listowanie'), async (req) => {
    if (!o.view) return redactedOne(req, serialize(await load(req)));
    const { id } = parse(idParamSchema, req.params, req);
    const row = await findRow(app.db, o.table, id, scopeOf(req), o.view);
    if (!row) throw notFound();
    return redactedOne(req, serialize(row));
  });

  app.post(o.path, access('dodawanie'), async (req, reply) => {
    const input = parseIn(o.input, req.body, req);
    const { row, data } = await write(req, async (tx) => {
      await o.beforeCreate?.(tx, input, req);
      const created = await insertRow(tx, o.table, camelKeys(input));
      await logActivity(tx, req, { action: 'create', subjectType: o.name, subjectId: created.id as number, after: serialize(created) });
      return { row: created, data: await shown(tx, created) };
    });
    return reply.status(201).send({ id: row.id, message: req.t('crud.created'), data: await redactedOne(req, data) });
  });

  app.put(`${o.path}/:id`, access('edycja'), async (req) => {
    const data = await write(req, async (tx) => {
      const before = await load(req, tx);
      // A field the body leaves out keeps its stored value (never cleared by omission).
      const input = parseIn(o.updateInput ?? o.input, keepUnsent(req.body, snakeKeys(before)), req);
      await o.beforeUpdate?.(tx, before, input, req);
      const updated = await updateRow(tx, o.table, before.id as number, camelKeys(input));
      await logActivity(tx, req, { action: 'update', subjectType: o.name, subjectId: updated.id as number, before: serialize(before), after: serialize(updated) });
      return shown(tx, updated);
    });
    return { message: req.t('crud.updated'), data: await redactedOne(req, data) };
  });

  const remove = async (tx: DbOrTx, req: FastifyRequest, row: Row) => {
    await o.beforeDelete?.(tx, row, req);
    await trashRow(tx, o.table, o.name, row, req.session?.userId ?? null);
    await logActivity(tx, req, { action: 'delete', subjectType: o.name, subjectId: row.id as number, before: serialize(row) });
  };

  app.delete(`${o.path}/:id`, access('usuwanie'), async (req) => {
    const id = await write(req, async (tx) => {
      const row = await load(req, tx);
      await remove(tx, req, row);
      return row.id;
    });
    return { id, message: req.t('crud.deleted') };
  });

  app.post(`${o.path}/bulk-delete`, access('usuwanie'), async (req) => {
    const { ids } = parse(bulkIdsSchema, req.body, req);
    const deleted = await write(req, async (tx) => {
      const done: unknown[] = [];
      for (const id of [...new Set(ids)]) {
        const row = await findRow(tx, o.table, id, scopeOf(req));
        if (!row) throw notFound();
        await remove(tx, req, row);
        done.push(row.id);
      }
      return done;
    });
    return { ids: deleted, message: req.t('crud.bulkDeleted', { count: deleted.length }) };
  });

  app.post(`${o.path}/:id/restore`, access('usuwanie'), async (req, reply) => {
    const { id } = parse(idParamSchema, req.params, req);
    const row = await write(req, async (tx) => {
      // Administrators may undo anyone's delete; everyone else only their own.
      const deletedBy = hasRole(req.user?.roles, ADMIN_ROLES) ? undefined : req.session!.userId;
      const restored = await restoreRow(tx, o.table, o.name, id, deletedBy);
      if (!restored) return null;
      await logActivity(tx, req, { action: 'restore', subjectType: o.name, subjectId: id, after: serialize(restored) });
      return shown(tx, restored);
    });
    if (!row) throw new ApiError(404, 'crud.nothingToRestore');
    return reply.status(200).send({ id, message: req.t('crud.restored'), data: await redactedOne(req, row) });
  });
}
