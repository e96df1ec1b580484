import { describe, expect, it } from 'vitest';
import { attributesContract, attributeTypesContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Attribute types (/produkty/typy-atrybutow): the kind's settings, uniqueness, the picker, refusals while in use. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const path = attributeTypesContract.path;

async function create(body: object): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('attribute types', () => {
  it('creates, reads, lists by kind and keeps only the settings of the kind', async () => {
    const res = await admin.post(path, { name: 'Waga (kg)', kind: 'number', unit: 'kg', options: { decimals: '2', min: '0', max_length: 5 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Zapisano.', data: { name: 'Waga (kg)', kind: 'number', unit: 'kg', options: { decimals: 2, min: 0 }, attributes_count: 0 } });
    const id = res.json().id as number;
    // Switched to text: the unit and the number's settings go, the text's stay.
    const text = await admin.put(attributeTypesContract.itemPath(id), { kind: 'text', options: { max_length: 80, decimals: 2 } });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({ kind: 'text', unit: null, options: { max_length: 80 } });
    expect(text.json().data.options).toEqual({ max_length: 80 });
    await create({ name: 'Załącznik', kind: 'file', options: { mimes: 'PDF, jpg pdf' } });
    const files = await admin.get(path, { query: { kind: 'file' } });
    expect(files.json().data.map((r: { name: string; options: unknown }) => [r.name, r.options])).toEqual([['Załącznik', { mimes: ['pdf', 'jpg'] }]]);
    expect(files.json().meta.total).toBe(1);
  });

  it('refuses bad settings with field paths, in Polish and English', async () => {
    const pl = await admin.post(path, { name: 'Zła liczba', kind: 'number', options: { decimals: 7 } });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ 'options.decimals': ['Pole miejsca po przecinku musi być pomiędzy 0 oraz 4'] });
    const en = await adminEn.post(path, { name: 'Bad range', kind: 'number', options: { min: 10, max: 1 } });
    expect(en.json().errors).toEqual({ 'options.max': ['The maximum value field has an invalid value'] });
    const mimes = await admin.post(path, { name: 'Zły plik', kind: 'file', options: { mimes: ['pdf', 'p d f!'] } });
    expect(Object.keys(mimes.json().errors)).toEqual(['options.mimes.1']);
    const kind = await admin.post(path, { name: 'Zły rodzaj', kind: 'video' });
    expect(kind.json().errors).toEqual({ kind: ['Wybrana wartość pola rodzaj pola jest nieprawidłowa'] });
    expect((await admin.get(path, { query: { search: 'Zł' } })).json().meta.total).toBe(0);
  });

  it('refuses a duplicate name whatever its case (pl and en)', async () => {
    await create({ name: 'Kolor', kind: 'color' });
    const pl = await admin.post(path, { name: 'KOLOR', kind: 'color' });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
    const en = await adminEn.post(path, { name: 'kolor', kind: 'text' });
    expect(en.json().errors).toEqual({ name: ['The name has already been taken'] });
  });

  it('names the kind in the picker in the request language', async () => {
    const id = await create({ name: 'Wybór koloru', kind: 'select' });
    const pl = await admin.get(`${path}/options`, { query: { ids: String(id) } });
    expect(pl.json().data).toEqual([{ id, label: 'Wybór koloru · lista wyboru' }]);
    const en = await adminEn.get(`${path}/options`, { query: { search: 'wybór kol' } });
    expect(en.json().data).toEqual([{ id, label: 'Wybór koloru · select' }]);
  });

  it('keeps a used type: no delete, no change of kind; deletes it once free', async () => {
    const type = await create({ name: 'Tak/nie', kind: 'boolean' });
    const attr = await admin.post(attributesContract.path, { code: 'wodoodporny', name_pl: 'Wodoodporny', attribute_type_id: type });
    expect(attr.statusCode, attr.body).toBe(201);
    const del = await admin.delete(attributeTypesContract.itemPath(type));
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('Nie można usunąć typu atrybutu Tak/nie: używają go atrybuty (1). Najpierw zmień ich typ albo je usuń.');
    const delEn = await adminEn.delete(attributeTypesContract.itemPath(type));
    expect(delEn.json().message).toContain('The attribute type Tak/nie cannot be deleted');
    const kind = await admin.put(attributeTypesContract.itemPath(type), { kind: 'text' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toEqual(['kind']);
    expect((await admin.get(attributeTypesContract.itemPath(type))).json()).toMatchObject({ kind: 'boolean', attributes_count: 1 });
    expect((await admin.delete(attributesContract.itemPath(attr.json().id))).statusCode).toBe(200);
    expect((await admin.delete(attributeTypesContract.itemPath(type))).statusCode).toBe(200);
  });
});
