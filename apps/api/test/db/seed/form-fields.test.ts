import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KINDS, type Form } from '@harmony/shared';
import { formFields } from '../../../src/db/schema.js';
import { seedFormFields } from '../../../src/db/seed/forms/fields.js';
import { seedForms } from '../../../src/db/seed/forms/forms.js';
import { withApp } from '../../helpers/index.js';

/** The demo field library and forms (issue 27): 12 fields of the kinds the 3 demo forms need, read back by the API. */
const t = withApp();

describe('the demo field library', () => {
  it('holds 12 fields, valid for the API, among them a CV upload and a versioned consent', async () => {
    const ids = await seedFormFields(t.db);
    const rows = await t.db.select().from(formFields);
    expect([rows.length, ids.size]).toEqual([12, 12]);
    expect(rows.every((r) => (FORM_FIELD_KINDS as readonly string[]).includes(r.kind))).toBe(true);
    const admin = await t.signIn('Administrator');
    const listed = (await admin.get('/api/form-fields', { query: { per_page: '50' } })).json().data as { key: string; rules: string; consent_version: number }[];
    expect(listed.find((f) => f.key === 'cv')).toMatchObject({ rules: 'required|mimes:pdf,docx' });
    expect(listed.find((f) => f.key === 'zgoda_rodo')).toMatchObject({ consent_version: 1 });
  });

  it('builds the 3 demo forms from them, the offer’s budget shown only for an offer', async () => {
    const ids = await seedForms(t.db, new Map((await t.db.select().from(formFields)).map((f) => [f.key, f.id])));
    const admin = await t.signIn('Administrator');
    const built = await Promise.all(ids.map(async (id) => (await admin.get(`/api/forms/${id}`)).json() as Form));
    expect(built.map((f) => [f.name, f.fields_count, f.is_contact])).toEqual([['Kontakt', 6, true], ['Zapytanie ofertowe', 9, false], ['Rekrutacja', 6, false]]);
    expect(built[1]!.fields!.find((l) => l.condition_key)).toMatchObject({ condition_key: 'temat', condition_value: 'oferta' });
  });
});
