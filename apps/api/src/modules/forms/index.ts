import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { FORM_FIELDS_MAX, formFieldLinkInput, formsContract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { formFieldLinks, formFields, forms } from '../../db/schema.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';

type Row = Record<string, unknown>;
interface Link { field_id: number; condition_key: string }

// Qualified: inside the subquery a bare "id" would be the link's own.
const fieldsCount = qualified(sql<number>`(select count(*)::int from ${formFieldLinks} where ${formFieldLinks.formId} = ${forms.id})`).as('fields_count');
/** A form with how many library fields it uses, in one select. */
const formView = (db: DbOrTx) => db.select({ ...getTableColumns(forms), fieldsCount }).from(forms).$dynamic();

/**
 * The links beyond the schema: each names a library field, and a condition names another field of this form by
 * its key (a field can't depend on itself).
 */
async function checkLinks(tx: DbOrTx, input: Row, req: FastifyRequest): Promise<void> {
  const links = (input.fields as Link[] | undefined) ?? [];
  if (!links.length) return;
  const found = await tx.select({ id: formFields.id, key: formFields.key }).from(formFields)
    .where(inArray(formFields.id, links.map((l) => l.field_id)));
  const keyOf = new Map(found.map((f) => [f.id, f.key]));
  const keys = new Set(links.map((l) => keyOf.get(l.field_id)).filter(Boolean));
  const errors = new FieldErrorsOf(req, formsContract.labels!);
  links.forEach((link, i) => {
    if (!keyOf.has(link.field_id)) errors.rule(`fields.${i}.field_id`, 'in');
    if (link.condition_key && (!keys.has(link.condition_key) || link.condition_key === keyOf.get(link.field_id))) errors.rule(`fields.${i}.condition_key`, 'in');
  });
  errors.throwIfAny();
}

/**
 * Forms (/formularze, issue 27): the engine's CRUD with undo, keyed on its screens by the form's UUID (the engine
 * finds a record by its id or its `publicKey`), with the library fields it uses as ordered children.
 */
export default async function formRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(formsContract),
    table: forms,
    view: formView,
    publicKey: forms.uuid,
    sortColumns: { id: forms.id, name: forms.name, updated_at: forms.updatedAt },
    searchColumns: [forms.name],
    filters: (q): (SQL | undefined)[] => [q.active ? eq(forms.active, q.active === 'true') : undefined],
    children: [{
      name: 'fields', table: formFieldLinks, parentKey: formFieldLinks.formId, position: formFieldLinks.position,
      schema: formFieldLinkInput, max: FORM_FIELDS_MAX,
    }],
    optionLabel: forms.name,
    beforeCreate: (tx, input, req) => checkLinks(tx, input, req),
    beforeUpdate: (tx, _before, input, req) => checkLinks(tx, input, req),
  }, { options: true });
}
