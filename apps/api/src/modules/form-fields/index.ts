import type { FastifyInstance } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import { formFieldsContract } from '@harmony/shared';
import { formFields } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';

/**
 * The forms' field library (/formularze/pola, issue 27): the engine's CRUD with undo, searched by key and labels,
 * filtered by kind; the key is unique (the answers' column). A change of a consent's text, in either language,
 * makes it a new version, so the answers given under the old text keep saying which one they agreed to.
 */
export default async function formFieldRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(formFieldsContract),
    table: formFields,
    sortColumns: { id: formFields.id, key: formFields.key, label_pl: formFields.labelPl, kind: formFields.kind, updated_at: formFields.updatedAt },
    searchColumns: [formFields.key, formFields.labelPl, formFields.labelEn],
    filters: (q): (SQL | undefined)[] => [q.kind ? eq(formFields.kind, q.kind as string) : undefined],
    uniqueFields: { form_fields_key_idx: 'key' },
    optionLabel: formFields.labelPl,
    beforeUpdate: async (_tx, before, input) => {
      const changed = input.consent_text_pl !== before.consentTextPl || input.consent_text_en !== before.consentTextEn;
      if (input.kind === 'consent' && before.kind === 'consent' && changed) input.consent_version = (before.consentVersion as number) + 1;
    },
  }, { options: true });
}
