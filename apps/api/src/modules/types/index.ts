import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { typeInput, typeListQuery } from '@harmony/shared';
import { types } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';

/** Admin types (/typy), at the seed's /api/v1/admin/types. */
export default async function typeRoutes(app: FastifyInstance) {
  registerCrud(app, {
    name: 'types',
    path: '/api/v1/admin/types',
    table: types,
    subject: 'Administracja',
    input: typeInput,
    listQuery: typeListQuery,
    sortColumns: {
      id: types.id, name: types.name, position: types.position,
      applies_to: types.appliesTo, created_at: types.createdAt,
    },
    searchColumns: [types.name],
    filters: (q) => [q.applies_to ? eq(types.appliesTo, q.applies_to as string) : undefined],
    uniqueFields: { types_name_applies_unique: 'name' },
  });
}
