import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { statusInput, statusListQuery } from '@harmony/shared';
import type { statuses, types } from '../../db/schema.js';
import { registerCrud } from './register-crud.js';

/**
 * Statuses and admin types: the same table shape and rules, so the same generic CRUD. Only the resource
 * name, its URL and its table differ; the unique index is named after the table.
 */
export function registerStatusLike(app: FastifyInstance, o: { name: 'statuses' | 'types'; path: string; table: typeof statuses | typeof types }) {
  const t = o.table;
  registerCrud(app, {
    name: o.name,
    path: o.path,
    table: t,
    subject: 'Administracja',
    input: statusInput,
    listQuery: statusListQuery,
    sortColumns: { id: t.id, name: t.name, position: t.position, applies_to: t.appliesTo, created_at: t.createdAt },
    searchColumns: [t.name],
    filters: (q) => [q.applies_to ? eq(t.appliesTo, q.applies_to as string) : undefined],
    uniqueFields: { [`${o.name}_name_applies_unique`]: 'name' },
  });
}
