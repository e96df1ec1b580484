import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KINDS, type Form } from '@harmony/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { checkAnswer } from '@harmony/shared';
import { files, formAnswers, formFields, forms as formsTable, inboxMessages } from '../../../src/db/schema.js';
import { seedFormAnswers } from '../../../src/db/seed/forms/answers.js';
import { loadForm } from '../../../src/modules/public-forms/definition.js';
import { seedFormFields } from '../../../src/db/seed/forms/fields.js';
import { seedForms } from '../../../src/db/seed/forms/forms.js';
import { withApp } from '../../helpers/index.js';

/** The demo field library, forms and answers (issue 27): 12 fields of the kinds the 3 demo forms need, read back by the API. */
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

  it('gives them 200 answers that pass their own forms’ rules, the contact form’s in the inbox', async () => {
    const forms = await t.db.select({ id: formsTable.id, uuid: formsTable.uuid }).from(formsTable).orderBy(formsTable.id);
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-answers-'));
    await seedFormAnswers(t.db, forms.map((f) => f.id), { filesDir, now: new Date('2026-11-20T10:00:00Z') });
    const answers = await t.db.select().from(formAnswers);
    expect(answers).toHaveLength(200);
    expect(forms.map((f) => answers.filter((a) => a.formId === f.id).length)).toEqual([100, 70, 30]);
    for (const form of forms) {
      const loaded = (await loadForm(t.db, form.uuid))!;
      for (const answer of answers.filter((a) => a.formId === form.id)) {
        const cv: Record<string, { ext: string; size: number }[]> = loaded.fields.some((f) => f.key === 'cv') ? { cv: [{ ext: 'pdf', size: 120 }] } : {};
        expect(checkAnswer(loaded.fields, answer.data as Record<string, unknown>, cv).errors, JSON.stringify(answer.data)).toEqual({});
      }
    }
    const spam = answers.filter((a) => a.isSpam).length;
    expect(spam).toBeGreaterThan(0);
    expect((await t.db.select().from(inboxMessages)).length).toBe(100 - spam);
    const cvs = await t.db.select().from(files).where(eq(files.attachableType, 'form-answers'));
    expect(cvs).toHaveLength(30);
    expect(cvs.every((f) => fs.existsSync(path.join(filesDir, f.storageKey.slice(0, 2), f.storageKey)))).toBe(true);
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
});
