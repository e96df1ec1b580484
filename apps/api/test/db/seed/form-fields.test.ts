import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KINDS } from '@harmony/shared';
import { formFields } from '../../../src/db/schema.js';
import { seedFormFields } from '../../../src/db/seed/forms/fields.js';
import { withApp } from '../../helpers/index.js';

/** The demo field library (issue 27): 12 fields of the kinds the demo forms need, read back by the API. */
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
});
