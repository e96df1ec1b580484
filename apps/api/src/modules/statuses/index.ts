import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { statusInput, statusListQuery } from '@harmony/shared';
import { statuses } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';

/** Statuses (/administrator/statusy): the generic CRUD, nothing else. */
export default async function statusRoutes(app: FastifyInstance) {
  registerCrud(app, {
    name: 'statuses',
    path: '/api/statuses',
    table: statuses,
    subject: 'Administracja',
    input: statusInput,
    listQuery: statusListQuery,
    sortColumns: {
      id: statuses.id, name: statuses.name, position: statuses.position,
      applies_to: statuses.appliesTo, created_at: statuses.createdAt,
    },
    searchColumns: [statuses.name],
    filters: (q) => [q.applies_to ? eq(statuses.appliesTo, q.applies_to as string) : undefined],
    uniqueFields: { statuses_name_applies_unique: 'name' },
  });
}
