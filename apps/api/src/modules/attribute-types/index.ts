import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { ATTRIBUTE_KINDS, attributeTypesContract, translate } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { attributes, attributeTypes } from '../../db/schema.js';
import { ApiError } from '../../lib/http-errors.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract, type Row } from '../../lib/crud/resource.js';

/**
 * How many attributes use the type (the list's column). Written out: in a one-table select Drizzle leaves its
 * columns unqualified, and a bare "id" inside the subquery would be the attribute's.
 */
const attributesCount = sql<number>`(select count(*)::int from attributes a where a.attribute_type_id = attribute_types.id)`;

const attributeTypeView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(attributeTypes), attributesCount }).from(attributeTypes).$dynamic();

async function usageOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(attributes).where(eq(attributes.attributeTypeId, id));
  return row?.n ?? 0;
}

/** The picker's label in the request's language: "Waga · liczba", so the attribute form shows the kind. */
function pickerLabel(req: FastifyRequest): SQL {
  const cases = ATTRIBUTE_KINDS.map((kind) => sql`when ${kind} then ${translate(req.locale, `attributeTypes.kinds.${kind}`)}::text`);
  return sql`${attributeTypes.name} || ' · ' || (case ${attributeTypes.kind} ${sql.join(cases, sql` `)} else ${attributeTypes.kind} end)`;
}

/**
 * Attribute types (/produkty/typy-atrybutow): the generic CRUD. The kind's settings are checked by the shared
 * schema; a type in use keeps its kind (its attributes' values were entered for it) and can't be deleted.
 */
export default async function attributeTypeRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(attributeTypesContract),
    table: attributeTypes,
    sortColumns: { id: attributeTypes.id, name: attributeTypes.name, kind: attributeTypes.kind, created_at: attributeTypes.createdAt, attributes_count: attributesCount },
    searchColumns: [attributeTypes.name],
    filters: (q): (SQL | undefined)[] => [q.kind ? eq(attributeTypes.kind, q.kind as string) : undefined],
    uniqueFields: { attribute_types_name_unique: 'name' },
    view: attributeTypeView,
    optionLabel: pickerLabel,
    async beforeUpdate(tx, before: Row, input: Row, req) {
      if (input.kind === before.kind) return;
      const count = await usageOf(tx, before.id as number);
      if (!count) return;
      const message = req.t('attributeTypes.kindInUse', { count });
      throw new ApiError(422, message, {}, { kind: [message] });
    },
    async beforeDelete(tx, row: Row) {
      const count = await usageOf(tx, row.id as number);
      if (count) throw new ApiError(422, 'attributeTypes.inUse', { name: row.name as string, count });
    },
  }, { options: true });
}
