import type { FastifyInstance } from 'fastify';
import { categoryTypeInput, categoryTypeListQuery } from '@harmony/shared';
import { categoryTypes } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { PROJECT_LABELS } from '../projects/validate.js';

/** Types of project categories (/category-types): the generic CRUD. A type still in use can't be deleted (422). */
export default async function categoryTypeRoutes(app: FastifyInstance) {
  registerCrud(app, {
    name: 'category-types',
    path: '/api/category-types',
    table: categoryTypes,
    subject: 'Administracja__kategorie__projektow',
    input: categoryTypeInput,
    listQuery: categoryTypeListQuery,
    sortColumns: { id: categoryTypes.id, name: categoryTypes.name, created_at: categoryTypes.createdAt },
    searchColumns: [categoryTypes.name],
    uniqueFields: { category_types_name_unique: 'name' },
    labels: PROJECT_LABELS,
  });
}
