import { describe, expect, it } from 'vitest';
import { formFieldsContract, formsContract, type Form } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Issue 27's forms on the engine, keyed by their UUID: settings, the library fields used in order, conditions. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const { path, itemPath } = formsContract;

const field = async (key: string, kind = 'text', extra: Record<string, unknown> = {}) => {
  const res = await admin.post(formFieldsContract.path, { key, kind, label_pl: key, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe(path, () => {
  it('keeps a form with its settings and fields in order, found by its id or its UUID', async () => {
    const [name, topic, budget] = [await field('f_imie'), await field('f_temat', 'select', { options: [{ value: 'oferta', label_pl: 'Oferta' }] }), await field('f_budzet', 'number')];
    const res = await admin.post(path, {
      name: 'Zapytanie ofertowe', is_contact: true, confirmation_pl: 'Dziękujemy!', notify_emails: 'biuro@example.pl\nBiuro@example.pl, sprzedaz@example.pl',
      allowed_origins: ['https://Klient.pl', 'http://localhost:8080'], notify_subject: 'Nowe zapytanie od {{f_imie}}',
      fields: [
        { field_id: name, required: true },
        { field_id: topic },
        { field_id: budget, required: false, condition_key: 'f_temat', condition_value: 'oferta' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const byId = (await admin.get(itemPath(res.json().id))).json() as Form;
    expect(byId).toMatchObject({
      name: 'Zapytanie ofertowe', active: true, is_contact: true, fields_count: 3,
      notify_emails: ['biuro@example.pl', 'sprzedaz@example.pl'],
      allowed_origins: ['https://klient.pl', 'http://localhost:8080'],
      fields: [
        { field_id: name, required: true, condition_key: '', condition_value: '' },
        { field_id: topic, required: null, condition_key: '', condition_value: '' },
        { field_id: budget, required: false, condition_key: 'f_temat', condition_value: 'oferta' },
      ],
    });
    expect(byId.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const byUuid = (await admin.get(itemPath(byId.uuid))).json() as Form;
    expect(byUuid).toEqual(byId);
    // A PUT by UUID of the fields alone (the assigned-fields screen) keeps the settings.
    const put = await admin.put(itemPath(byId.uuid), { fields: [{ field_id: budget }, { field_id: name, required: true }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Zapytanie ofertowe', is_contact: true, fields_count: 2, fields: [{ field_id: budget }, { field_id: name }] });
    expect((await admin.get(`${path}?search=ofertowe`)).json().data.map((f: Form) => f.uuid)).toEqual([byId.uuid]);
  });

  it('answers 422 in the Laravel shape, in Polish and English; 404 for a UUID nobody has, 422 for one that is none', async () => {
    const a = await field('g_a');
    const body = {
      name: '', notify_emails: 'to nie adres', allowed_origins: 'ftp://x',
      fields: [{ field_id: a, condition_key: 'g_nie_ma', condition_value: 'x' }, { field_id: a }, { field_id: 999_999 }],
    };
    const pl = await admin.post(path, body);
    expect(pl.statusCode).toBe(422);
    expect(Object.keys(pl.json().errors).sort()).toEqual(['allowed_origins', 'fields.1.field_id', 'name', 'notify_emails']);
    expect(pl.json().errors.notify_emails).toEqual(['Pole e-maile powiadomień musi być poprawnym adresem email']);
    // The schema passes: the server checks the references.
    const refs = await adminEn.post(path, { name: 'X', fields: [{ field_id: a, condition_key: 'g_nie_ma', condition_value: 'x' }, { field_id: 999_999 }] });
    expect(refs.json().errors).toEqual({
      'fields.0.condition_key': [expect.stringContaining('invalid')], 'fields.1.field_id': [expect.stringContaining('invalid')],
    });
    expect((await admin.get(itemPath('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await admin.get(itemPath('nie-uuid'))).statusCode).toBe(422);
  });

  it('is for holders of Formularze, by its id and by its UUID alike', async () => {
    const created = (await admin.post(path, { name: 'Cudzy' })).json() as { id: number; data: Form };
    expect((await lider.get(itemPath(created.data.uuid))).statusCode).toBe(403);
    expect((await lider.put(itemPath(created.data.uuid), { name: 'Mój' })).statusCode).toBe(403);
    expect((await lider.delete(itemPath(created.data.uuid))).statusCode).toBe(403);
    expect((await lider.get(path)).statusCode).toBe(403);
    expect((await lider.post(path, { name: 'X' })).statusCode).toBe(403);
    // Deleted by its UUID, undone by the id the answer gives (as the list's undo does).
    const deleted = await admin.delete(itemPath(created.data.uuid));
    expect([deleted.statusCode, deleted.json().id]).toEqual([200, created.id]);
    expect((await admin.get(itemPath(created.data.uuid))).statusCode).toBe(404);
    expect((await admin.post(`${itemPath(created.id)}/restore`)).statusCode).toBe(200);
    expect((await admin.get(itemPath(created.data.uuid))).json()).toMatchObject({ name: 'Cudzy', uuid: created.data.uuid });
  });
});
