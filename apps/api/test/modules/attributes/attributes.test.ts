import { describe, expect, it } from 'vitest';
import { attributesContract, attributeTypesContract, productTypesContract } from '@harmony/shared';
import { productAttributeValues, products } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/** Attributes (/produkty/atrybuty): values only for choice kinds, colours, kept value ids, order, refusals in use. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const path = attributesContract.path;

async function post(url: string, body: object): Promise<number> {
  const res = await admin.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const typeOf = (kind: string) => post(attributeTypesContract.path, { name: `Typ ${kind}`, kind });
const types: Record<string, number> = {};
const type = async (kind: string) => (types[kind] ??= await typeOf(kind));

async function productWith(attributeId: number, valueIds: number[] = []): Promise<number> {
  const [product] = await t.db.insert(products).values({ name: `Produkt ${attributeId}`, slug: `produkt-${attributeId}`, sku: `SKU-${attributeId}` })
    .returning({ id: products.id });
  await t.db.insert(productAttributeValues).values({ productId: product!.id, attributeId, valueIds });
  return product!.id;
}

describe('attributes', () => {
  it('creates a select with values, lists it with its type and count, keeps value ids across edits', async () => {
    const res = await admin.post(path, {
      code: 'Rozmiar', name_pl: 'Rozmiar', name_en: 'Size', attribute_type_id: await type('select'), filterable: true,
      values: [{ value_pl: 'S' }, { value_pl: 'M', value_en: 'M' }, { value_pl: 'L', color: '#ff0000' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, data } = res.json();
    expect(data).toMatchObject({ code: 'rozmiar', required: false, filterable: true, attribute_type: { kind: 'select' }, values_count: 3 });
    // A select's values carry no colour.
    expect(data.values.map((v: { value_pl: string; color: string | null }) => [v.value_pl, v.color])).toEqual([['S', null], ['M', null], ['L', null]]);
    const [s, m, l] = data.values as { id: number }[];
    await productWith(id, [s!.id, l!.id]);
    // Reordered, M dropped, XL added: S and L keep their ids, the product keeps only what still exists.
    const put = await admin.put(attributesContract.itemPath(id), { values: [{ id: l!.id, value_pl: 'L' }, { id: s!.id, value_pl: 'S' }, { value_pl: 'XL' }] });
    expect(put.statusCode, put.body).toBe(200);
    const values = put.json().data.values as { id: number; value_pl: string }[];
    expect(values.map((v) => [v.id, v.value_pl])).toEqual([[l!.id, 'L'], [s!.id, 'S'], [expect.any(Number), 'XL']]);
    expect(values.map((v) => v.id)).not.toContain(m!.id);
    const list = await admin.get(path, { query: { search: 'size' } });
    expect(list.json().data).toEqual([expect.objectContaining({ id, values_count: 3, attribute_type: expect.objectContaining({ kind: 'select' }) })]);
  });

  it('has values only for choice kinds, a colour for each colour value', async () => {
    const text = await admin.post(path, { code: 'material', name_pl: 'Materiał', attribute_type_id: await type('text'), values: [{ value_pl: 'Bawełna' }] });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ values: ['Wartości do wyboru ma tylko atrybut typu lista wyboru, wielokrotny wybór albo kolor'] });
    const color = await admin.post(path, {
      code: 'kolor', name_pl: 'Kolor', attribute_type_id: await type('color'), values: [{ value_pl: 'Czerwony', color: '#ff0000' }, { value_pl: 'Biały' }],
    });
    expect(color.json().errors).toEqual({ 'values.1.color': ['Pole kolor w wierszu 2 jest wymagane dla atrybutu typu kolor'] });
    const bad = await adminEn.post(path, { code: 'kolor', name_pl: 'Kolor', attribute_type_id: await type('color'), values: [{ value_pl: 'Biały', color: 'white' }] });
    expect(bad.json().errors).toEqual({ 'values.0.color': ['The colour in row 1 field must be a colour like #RRGGBB'] });
    expect((await admin.get(path, { query: { search: 'kolor' } })).json().meta.total).toBe(0);
  });

  it('refuses a bad or duplicate code (pl and en) and an unknown type', async () => {
    await post(path, { code: 'waga', name_pl: 'Waga', attribute_type_id: await type('number') });
    const dup = await admin.post(path, { code: 'WAGA', name_pl: 'Waga 2', attribute_type_id: await type('number') });
    expect(dup.json().errors).toEqual({ code: ['Taka wartość pola kod już istnieje'] });
    const dupEn = await adminEn.post(path, { code: 'waga', name_pl: 'Waga 2', attribute_type_id: await type('number') });
    expect(dupEn.json().errors).toEqual({ code: ['The code has already been taken'] });
    const format = await admin.post(path, { code: 'zła-nazwa', name_pl: 'Zła', attribute_type_id: await type('number') });
    expect(format.json().errors).toEqual({ code: ['Pole kod może zawierać tylko małe litery, cyfry i podkreślenia'] });
    const unknown = await admin.post(path, { code: 'nieznany', name_pl: 'Nieznany', attribute_type_id: 999_999 });
    expect(unknown.json().errors).toEqual({ attribute_type_id: ['Wybrana wartość pola typ atrybutu jest nieprawidłowa'] });
  });

  it('goes to the end of the list and is reordered as a whole', async () => {
    const a = await post(path, { code: 'kolejnosc_a', name_pl: 'A', attribute_type_id: await type('date') });
    const b = await post(path, { code: 'kolejnosc_b', name_pl: 'B', attribute_type_id: await type('date') });
    const before = (await admin.get(path, { query: { per_page: '100' } })).json().data.map((r: { id: number }) => r.id) as number[];
    expect(before.slice(-2)).toEqual([a, b]);
    const order = [b, ...before.filter((id) => id !== b)];
    const res = await admin.put(`${path}/order`, { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.get(path, { query: { per_page: '100' } })).json().data.map((r: { id: number }) => r.id)).toEqual(order);
  });

  it('is kept while products have it or types use it; its kind stays while products have values', async () => {
    const used = await post(path, { code: 'moc', name_pl: 'Moc', attribute_type_id: await type('number') });
    await productWith(used);
    const del = await admin.delete(attributesContract.itemPath(used));
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('Nie można usunąć atrybutu Moc: mają go produkty (1).');
    const retype = await admin.put(attributesContract.itemPath(used), { attribute_type_id: await type('boolean') });
    expect(Object.keys(retype.json().errors)).toEqual(['attribute_type_id']);
    const typed = await post(path, { code: 'gwarancja', name_pl: 'Gwarancja', name_en: 'Warranty', attribute_type_id: await type('select') });
    await post(productTypesContract.path, { name: 'Z gwarancją', attributes: [{ attribute_id: typed }] });
    const delEn = await adminEn.delete(attributesContract.itemPath(typed));
    expect(delEn.json().message).toBe('The attribute Warranty cannot be deleted: it belongs to product types (1). Remove it from them first.');
    // A type of another kind is fine while no product has a value; the values go with a non-choice kind.
    const free = await post(path, { code: 'wolny', name_pl: 'Wolny', attribute_type_id: await type('select'), values: [{ value_pl: 'X' }] });
    const res = await admin.put(attributesContract.itemPath(free), { attribute_type_id: await type('text') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.values).toEqual([]);
    expect((await admin.delete(attributesContract.itemPath(free))).statusCode).toBe(200);
  });
});
