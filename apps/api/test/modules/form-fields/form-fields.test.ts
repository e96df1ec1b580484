import { describe, expect, it } from 'vitest';
import { formFieldsContract, type FormField } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Issue 27's field library on the engine: rules in the seed's notation, what each kind needs, consent versions. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const { path, itemPath } = formFieldsContract;

describe(`${path}`, () => {
  it('keeps a field with its rules normalised, and finds it by label and kind', async () => {
    const res = await admin.post(path, {
      key: 'imie_nazwisko', kind: 'text', label_pl: 'Imię i nazwisko', label_en: 'Full name', placeholder_pl: 'Jan Kowalski', rules: 'Required | max: 120',
    });
    expect(res.statusCode, res.body).toBe(201);
    const field = (await admin.get(itemPath(res.json().id))).json() as FormField;
    expect(field).toMatchObject({ key: 'imie_nazwisko', kind: 'text', rules: 'required|max:120', consent_version: 1, options: [] });
    const listed = (await admin.get(path, { query: { search: 'nazwisko', kind: 'text' } })).json().data as FormField[];
    expect(listed.map((f) => f.key)).toEqual(['imie_nazwisko']);
    expect((await admin.get(path, { query: { search: 'nazwisko', kind: 'email' } })).json().data).toEqual([]);
  });

  it('answers 422 in the Laravel shape, in Polish and English: a bad rule, a bad key, a choice without options, a taken key', async () => {
    const body = { key: 'Zły klucz', kind: 'select', label_pl: 'Wybór', rules: 'required|between:9,1' };
    const pl = await admin.post(path, body);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      key: ['Pole klucz może zawierać tylko małe litery, cyfry i myślniki'],
      options: ['Pole opcje jest wymagane'],
      rules: ['Pole reguły walidacji zawiera nieznaną regułę albo złe parametry reguły: between'],
    });
    const en = await adminEn.post(path, { ...body, key: 'ok', kind: 'text', rules: 'mimes:exe' });
    expect(en.json().errors).toEqual({ rules: ['The validation rules field has an unknown rule or wrong parameters of a rule: mimes'] });
    await admin.post(path, { key: 'email', kind: 'email', label_pl: 'E-mail', rules: 'required|email' });
    const taken = await admin.post(path, { key: 'email', kind: 'email', label_pl: 'Drugi e-mail' });
    expect([taken.statusCode, taken.json().errors]).toEqual([422, { key: ['Taka wartość pola klucz już istnieje'] }]);
  });

  it('keeps a choice\'s options and refuses a repeated value', async () => {
    const options = [{ value: 'www', label_pl: 'Strona', label_en: 'Website' }, { value: 'www', label_pl: 'Sklep' }];
    const res = await admin.post(path, { key: 'usluga', kind: 'radio', label_pl: 'Usługa', options });
    expect(res.json().errors).toEqual({ 'options.1.value': [expect.stringContaining('już istnieje')] });
    const ok = await admin.post(path, { key: 'usluga', kind: 'radio', label_pl: 'Usługa', options: [options[0], { value: 'sklep', label_pl: 'Sklep' }] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await admin.get(itemPath(ok.json().id))).json().options).toEqual([
      { value: 'www', label_pl: 'Strona', label_en: 'Website' }, { value: 'sklep', label_pl: 'Sklep', label_en: '' },
    ]);
  });

  it('makes a new consent version when its text changes, not when anything else does', async () => {
    const created = await admin.post(path, { key: 'zgoda_rodo', kind: 'consent', label_pl: 'Zgoda', consent_text_pl: 'Zgadzam się na przetwarzanie danych.' });
    const id = created.json().id as number;
    await admin.put(itemPath(id), { label_pl: 'Zgoda RODO' });
    expect((await admin.get(itemPath(id))).json().consent_version).toBe(1);
    await admin.put(itemPath(id), { consent_text_en: 'I agree to the processing of my data.' });
    await admin.put(itemPath(id), { consent_text_pl: 'Zgadzam się na przetwarzanie moich danych osobowych.' });
    expect((await admin.get(itemPath(id))).json()).toMatchObject({ consent_version: 3, label_pl: 'Zgoda RODO' });
  });

  it('is for holders of Formularze', async () => {
    expect((await lider.get(path)).statusCode).toBe(403);
    expect((await lider.post(path, { key: 'x', kind: 'text', label_pl: 'X' })).statusCode).toBe(403);
  });
});
