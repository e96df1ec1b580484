import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { categoriesContract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, categoryTypes } from '../../db/schema.js';
import { snakeKeys } from '../../lib/crud/case.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { categoryTypeExists, FieldCheck } from '../projects/validate.js';

type Row = Record<string, unknown>;

/** Categories with their type's name: one join, no N+1. */
const categoryView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(categories), categoryType: { id: categoryTypes.id, name: categoryTypes.name } })
    .from(categories).leftJoin(categoryTypes, eq(categoryTypes.id, categories.categoryTypeId)).$dynamic();

function serializeCategory(row: Row): Row {
  const { categoryType, ...own } = row;
  const out = snakeKeys(own);
  if ('categoryType' in row) out.category_type = (categoryType as { id: number | null } | null)?.id ? categoryType : null;
  return out;
}

/**
 * Project categories (/kategorie): the generic CRUD with the category type joined in. A category used by a
 * project can't be deleted (422 via the foreign key).
 */
export default async function categoryRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(categoriesContract),
    table: categories,
    sortColumns: { id: categories.id, name: categories.name, created_at: categories.createdAt },
    searchColumns: [categories.name],
    filters: (q): (SQL | undefined)[] => [q.category_type_id ? eq(categories.categoryTypeId, Number(q.category_type_id)) : undefined],
    uniqueFields: { categories_name_unique: 'name' },
    view: categoryView,
    serialize: serializeCategory,
    async beforeCreate(tx, input, req) {
      await checkType(tx, input, req);
    },
    async beforeUpdate(tx, before, input, req) {
      if (input.category_type_id !== before.categoryTypeId) await checkType(tx, input, req);
    },
  }, { options: true });
}

async function checkType(tx: DbOrTx, input: Row, req: FastifyRequest) {
  const check = new FieldCheck(req);
  if (input.category_type_id != null && !(await categoryTypeExists(tx, input.category_type_id as number))) check.rule('category_type_id', 'in');
  check.throwIfAny();
}
