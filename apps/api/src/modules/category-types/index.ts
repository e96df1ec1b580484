import type { FastifyInstance } from 'fastify';
import { categoryTypesContract } from '@harmony/shared';
import { categoryTypes } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';

/** Types of project categories (/category-types): the generic CRUD. A type still in use can't be deleted (422). */
export default async function categoryTypeRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(categoryTypesContract),
    table: categoryTypes,
    sortColumns: { id: categoryTypes.id, name: categoryTypes.name, created_at: categoryTypes.createdAt },
    searchColumns: [categoryTypes.name],
    uniqueFields: { category_types_name_unique: 'name' },
  }, { options: true });
}
