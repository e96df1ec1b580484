import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idOrUuidParamSchema, idParamSchema, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { foreignKeyViolation, uniqueViolation } from '../db-errors.js';
import { ApiError, notFound } from '../http-errors.js';
import { fieldErrors, parse, validationError } from '../validate.js';
import { snakeKeys } from './case.js';
import { readAllChildren } from './children.js';
import { findRowBy, findRow, searchWhere, type CrudView } from './repository.js';
import type { CrudOptions, ListQuery, Row } from './resource.js';

/**
 * What every engine piece shares for one resource: access config, serialisation (with children and
 * redaction), the scoped load of one record and the write transaction that maps database refusals to 422s.
 */
export function crudContext(app: FastifyInstance, o: CrudOptions) {
  const serialize = o.serialize ?? snakeKeys;
  const scopeOf = (req: FastifyRequest) => o.scope?.(req);
  const redacted = async (req: FastifyRequest, rows: Row[]) => (o.redact ? o.redact(req, rows) : rows);

  /** A record as the activity log keeps it: the table's row and its children. */
  const logged = async (db: DbOrTx, row: Row): Promise<unknown> => {
    const record = { ...serialize(row), ...(await readAllChildren(db, o.children, row.id as number)) };
    return o.logShape ? o.logShape(record) : record;
  };

  return {
    o,
    serialize,
    scopeOf,
    redacted,
    logged,
    redactedOne: async (req: FastifyRequest, row: Row) => (await redacted(req, [row]))[0]!,
    /** Route options: the access check's config and the label group of the route's 422s. */
    access: (verb: Verb) => ({ permission: (verb === 'listowanie' && o.readSubject) || o.subject, verb, roles: o.roles, labels: o.labels }),
    /** A write's answer message: the resource's own or the engine's. */
    message: (req: FastifyRequest, kind: 'created' | 'updated' | 'deleted') => req.t(o.messages?.[kind] ?? `crud.${kind}`),
    whereOf: (req: FastifyRequest, q: ListQuery) => [
      scopeOf(req), q.search && o.searchCondition ? o.searchCondition(q.search) : searchWhere(o.searchColumns ?? [], q.search), ...(o.filters?.(q) ?? []),
    ],

    /** A written or read row as the API shows it: through the view when there is one, with its children. */
    async shown(db: DbOrTx, row: Row) {
      const viewed = (o.view && (await findRow(db, o.table, row.id as number, undefined, o.view))) || row;
      return { ...serialize(viewed), ...(await readAllChildren(db, o.children, row.id as number)) };
    },

    /** The `:id` parameter's schema: the id, or the id or the public key (`publicKey`). */
    idParams: o.publicKey ? idOrUuidParamSchema : idParamSchema,

    /** The record of `:id` (its id, or its public key) the caller may see (the table's own row), or a 404. */
    async load(req: FastifyRequest, db: DbOrTx = app.db, view?: CrudView) {
      const { id } = parse(this.idParams, req.params, req);
      const row = typeof id === 'number' ? await findRow(db, o.table, id, scopeOf(req), view) : await findRowBy(db, o.table, o.publicKey!, id, scopeOf(req), view);
      if (!row) throw notFound();
      return row;
    },

    /** Runs a write in one transaction; a unique violation becomes a 422 on its field, a foreign key one "in use". */
    async write<T>(req: FastifyRequest, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      try {
        return await app.db.transaction(work);
      } catch (error) {
        const unique = uniqueViolation(error);
        // Labelled by the resource's own group ("kod", not the generic label or the bare field name).
        const field = (unique?.constraint && o.uniqueFields?.[unique.constraint]) || 'name';
        if (unique) throw validationError(fieldErrors([{ path: [field], message: 'unique' }], req, o.labels));
        if (foreignKeyViolation(error)) throw new ApiError(422, 'crud.inUse');
        throw error;
      }
    },
  };
}

export type CrudContext = ReturnType<typeof crudContext>;
