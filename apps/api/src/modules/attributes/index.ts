import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { attributesContract, attributeValueInput, CHOICE_KINDS, type AttributeKind } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { attributes, attributeTypes, attributeValues, productAttributeValues, productTypeAttributes } from '../../db/schema.js';
import { snakeKeys } from '../../lib/crud/case.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { refreshSearchText } from '../products/derive.js';
import { fromContract, type Row } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldErrors, validationError, type Issue } from '../../lib/validate.js';

const LABELS = attributesContract.labels;
// Written out (Drizzle may leave a column unqualified, and a bare "id" would be the value's own).
const valuesCount = sql<number>`(select count(*)::int from attribute_values v where v.attribute_id = attributes.id)`;

/** Attributes with their type (and its kind) and the number of values: one join, one subquery. */
const attributeView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(attributes), valuesCount, attributeType: { id: attributeTypes.id, name: attributeTypes.name, kind: attributeTypes.kind } })
    .from(attributes).leftJoin(attributeTypes, eq(attributeTypes.id, attributes.attributeTypeId)).$dynamic();

function serializeAttribute(row: Row): Row {
  const { attributeType, ...own } = row;
  const out = snakeKeys(own);
  if ('attributeType' in row) out.attribute_type = (attributeType as { id: number | null } | null)?.id ? attributeType : null;
  return out;
}

/** The picker's label: the name in the request's language (Polish when the English one is empty) and the code. */
const pickerLabel = (req: FastifyRequest): SQL =>
  (req.locale === 'en'
    ? sql`coalesce(nullif(${attributes.nameEn}, ''), ${attributes.namePl}) || ' (' || ${attributes.code} || ')'`
    : sql`${attributes.namePl} || ' (' || ${attributes.code} || ')'`);

const refuse = (req: FastifyRequest, issues: Issue[]) => validationError(fieldErrors(issues, req, LABELS));

async function kindOf(db: DbOrTx, typeId: number): Promise<AttributeKind | undefined> {
  const [row] = await db.select({ kind: attributeTypes.kind }).from(attributeTypes).where(eq(attributeTypes.id, typeId));
  return row?.kind as AttributeKind | undefined;
}

const countOf = async (db: DbOrTx, table: typeof productAttributeValues | typeof productTypeAttributes, id: number) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.attributeId, id)))[0]?.n ?? 0;

/**
 * The values' rules, which need the type's kind: only choice kinds have values, a colour's values each have
 * their colour, the others none. Returns the kind.
 */
async function checkValues(tx: DbOrTx, input: Row, req: FastifyRequest): Promise<AttributeKind> {
  const kind = await kindOf(tx, input.attribute_type_id as number);
  if (!kind) throw refuse(req, [{ path: ['attribute_type_id'], message: 'in' }]);
  const values = input.values as Row[] | undefined;
  if (!values) return kind;
  if (values.length && !CHOICE_KINDS.includes(kind)) throw refuse(req, [{ path: ['values'], message: 'attributes.valuesNotAllowed' }]);
  const missing: Issue[] = [];
  values.forEach((value, index) => {
    if (kind !== 'color') value.color = null;
    else if (!value.color) missing.push({ path: ['values', index, 'color'], message: 'attributes.colorRequired' });
  });
  if (missing.length) throw refuse(req, missing);
  return kind;
}

/** Products keep only the chosen values that still exist (a value removed from the attribute leaves them). */
async function dropRemovedChoices(tx: DbOrTx, attributeId: number): Promise<void> {
  await tx.execute(sql`
    update ${productAttributeValues} set value_ids = array(
      select x from unnest(value_ids) as x where x in (select id from ${attributeValues} where attribute_id = ${attributeId}))
    where attribute_id = ${attributeId} and cardinality(value_ids) > 0`);
}

/**
 * Attributes (/produkty/atrybuty): the generic CRUD of an ordered list with the values as a child collection
 * whose ids survive an edit (products point at them). Values only for select, multiselect and colour types;
 * an attribute products have, or product types use, can't be deleted; its type changes only to one of the
 * same kind while products have values of it.
 */
export default async function attributeRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(attributesContract),
    table: attributes,
    sortColumns: { id: attributes.id, code: attributes.code, name_pl: attributes.namePl, position: attributes.position, created_at: attributes.createdAt },
    searchColumns: [attributes.code, attributes.namePl, attributes.nameEn],
    filters: (q): (SQL | undefined)[] => [q.attribute_type_id ? eq(attributes.attributeTypeId, Number(q.attribute_type_id)) : undefined],
    uniqueFields: { attributes_code_unique: 'code' },
    view: attributeView,
    serialize: serializeAttribute,
    optionLabel: pickerLabel,
    position: attributes.position,
    children: [{
      name: 'values', table: attributeValues, parentKey: attributeValues.attributeId, position: attributeValues.position,
      schema: attributeValueInput, keepIds: true, max: 200,
    }],
    async beforeCreate(tx, input, req) {
      await checkValues(tx, input, req);
      // A new attribute goes to the end of the list.
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${attributes.position}), -1)::int` }).from(attributes);
      input.position = (last?.n ?? -1) + 1;
    },
    async beforeUpdate(tx, before, input, req) {
      const kind = await checkValues(tx, input, req);
      const previous = await kindOf(tx, before.attributeTypeId as number);
      if (kind !== previous && (await countOf(tx, productAttributeValues, before.id as number))) {
        throw refuse(req, [{ path: ['attribute_type_id'], message: 'attributes.typeInUse' }]);
      }
      // Values mean nothing to the other kinds: they go with the change.
      if (!CHOICE_KINDS.includes(kind) && !input.values) input.values = [];
    },
    async afterUpdate(tx, before) {
      await dropRemovedChoices(tx, before.id as number);
      // A renamed value (or a dropped one) changes what the products carrying it are found by.
      const carrying = await tx.select({ id: productAttributeValues.productId }).from(productAttributeValues)
        .where(eq(productAttributeValues.attributeId, before.id as number));
      await refreshSearchText(tx, carrying.map((r) => r.id));
    },
    async beforeDelete(tx, row, req) {
      const name = String(req.locale === 'en' && row.nameEn ? row.nameEn : row.namePl);
      const products = await countOf(tx, productAttributeValues, row.id as number);
      if (products) throw new ApiError(422, 'attributes.inUseByProducts', { name, count: products });
      const types = await countOf(tx, productTypeAttributes, row.id as number);
      if (types) throw new ApiError(422, 'attributes.inUseByTypes', { name, count: types });
    },
  }, { options: true });
}
