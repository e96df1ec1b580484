import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, productTypeAttributeInput, productTypesContract, typeAttributeRead, type TypeAttribute } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { attributes, attributeTypes, attributeValues, products, productTypeAttributes, productTypes } from '../../db/schema.js';
import { crudContext } from '../../lib/crud/context.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract, type CrudOptions, type Row } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldErrors, validationError, type Issue } from '../../lib/validate.js';

// Written out: in a one-table select Drizzle leaves its columns unqualified, and a bare "id" inside would be the attribute's.
const attributesCount = sql<number>`(select count(*)::int from product_type_attributes pta where pta.product_type_id = product_types.id)`;
const attributeNames = sql<string[]>`coalesce((select array_agg(a.name_pl order by pta.position) from product_type_attributes pta
  join attributes a on a.id = pta.attribute_id where pta.product_type_id = product_types.id), '{}')`;

const productTypeView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(productTypes), attributesCount, attributeNames }).from(productTypes).$dynamic();

/** Each attribute once, and only attributes that exist: 422s on `attributes.N.attribute_id`. */
async function checkAttributes(tx: DbOrTx, input: Row, req: FastifyRequest): Promise<void> {
  const set = input.attributes as { attribute_id: number }[] | undefined;
  if (!set?.length) return;
  const ids = set.map((a) => a.attribute_id);
  const known = new Set((await tx.select({ id: attributes.id }).from(attributes).where(inArray(attributes.id, ids))).map((r) => r.id));
  const issues: Issue[] = [];
  ids.forEach((id, index) => {
    if (!known.has(id)) issues.push({ path: ['attributes', index, 'attribute_id'], message: 'in' });
    else if (ids.indexOf(id) !== index) issues.push({ path: ['attributes', index, 'attribute_id'], message: 'productTypes.duplicate' });
  });
  if (issues.length) throw validationError(fieldErrors(issues, req, productTypesContract.labels));
}

/** A type's attributes in its order, with their kinds, settings and choices: what a product's form asks. */
export async function typeAttributes(db: DbOrTx, typeId: number): Promise<TypeAttribute[]> {
  const rows = await db.select({
    id: attributes.id, code: attributes.code, name_pl: attributes.namePl, name_en: attributes.nameEn, kind: attributeTypes.kind,
    unit: attributeTypes.unit, options: attributeTypes.options, required: attributes.required, filterable: attributes.filterable,
  }).from(productTypeAttributes)
    .innerJoin(attributes, eq(attributes.id, productTypeAttributes.attributeId))
    .innerJoin(attributeTypes, eq(attributeTypes.id, attributes.attributeTypeId))
    .where(eq(productTypeAttributes.productTypeId, typeId))
    .orderBy(asc(productTypeAttributes.position));
  const values = rows.length
    ? await db.select({ id: attributeValues.id, attributeId: attributeValues.attributeId, value_pl: attributeValues.valuePl, value_en: attributeValues.valueEn, color: attributeValues.color })
      .from(attributeValues).where(inArray(attributeValues.attributeId, rows.map((r) => r.id)))
      .orderBy(asc(attributeValues.position), asc(attributeValues.id))
    : [];
  return rows.map((r) => ({
    ...r,
    kind: r.kind as TypeAttribute['kind'],
    options: (r.options ?? {}) as Record<string, unknown>,
    values: values.filter((v) => v.attributeId === r.id).map(({ attributeId: _a, ...v }) => v),
  }));
}

/**
 * Product types ("ptypes", /api/products/types): the generic CRUD with the type's attributes as an ordered
 * child collection, plus GET /api/products/types/{id}/attributes for the products form. A type products have
 * can't be deleted. (The products module's /api/products/:id does not catch `types`: a static segment wins.)
 */
export default async function productTypeRoutes(app: FastifyInstance) {
  const options: CrudOptions = {
    ...fromContract(productTypesContract),
    table: productTypes,
    sortColumns: { id: productTypes.id, name: productTypes.name, attributes_count: attributesCount, created_at: productTypes.createdAt },
    searchColumns: [productTypes.name],
    uniqueFields: { product_types_name_unique: 'name' },
    view: productTypeView,
    children: [{
      name: 'attributes', table: productTypeAttributes, parentKey: productTypeAttributes.productTypeId,
      position: productTypeAttributes.position, schema: productTypeAttributeInput, max: 100,
    }],
    beforeCreate: checkAttributes,
    beforeUpdate: (tx, _before, input, req) => checkAttributes(tx, input, req),
    async beforeDelete(tx, row) {
      const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.productTypeId, row.id as number));
      if (used?.n) throw new ApiError(422, 'productTypes.inUse', { name: row.name as string, count: used.n });
    },
  };
  registerCrud(app, options, { options: true });

  const c = crudContext(app, options);
  app.get(`${productTypesContract.path}/:id/attributes`, {
    config: c.access('listowanie'),
    schema: { params: idParamSchema, response: { 200: z.array(typeAttributeRead) } },
  }, async (req) => {
    const type = await c.load(req);
    return typeAttributes(app.db, type.id as number);
  });
}
