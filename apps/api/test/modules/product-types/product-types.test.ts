import { describe, expect, it } from 'vitest';
import { attributeTypeInput, attributesContract, attributeTypesContract, productTypeAttributesPath, productTypesContract, typeAttributeRead } from '@harmony/shared';
import { z } from 'zod';
import { products } from '../../../src/db/schema.js';
import { seedShopCatalogue } from '../../../src/db/seed/shop/catalogue.js';
import { withApp } from '../../helpers/index.js';

/** Product types ("ptypes", /api/products/types): attributes in order, duplicates, the products form's definitions. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const path = productTypesContract.path;

async function post(url: string, body: object): Promise<number> {
  const res = await admin.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('product types', () => {
  it('lists the types as the seed asks ({data, meta}) with their attributes in order, and defines them for the products form', async () => {
    const number = await post(attributeTypesContract.path, { name: 'Test liczba (W)', kind: 'number', unit: 'W', options: { decimals: 1 } });
    const color = await post(attributeTypesContract.path, { name: 'Test kolor', kind: 'color' });
    const power = await post(attributesContract.path, { code: 'test_moc', name_pl: 'Moc', name_en: 'Power', attribute_type_id: number, required: true });
    const paint = await post(attributesContract.path, {
      code: 'test_kolor', name_pl: 'Kolor', name_en: 'Colour', attribute_type_id: color, filterable: true,
      values: [{ value_pl: 'Czarny', value_en: 'Black', color: '#000000' }, { value_pl: 'Biały', value_en: 'White', color: '#ffffff' }],
    });
    const res = await admin.post(path, { name: 'Test elektronika', attributes: [{ attribute_id: paint }, { attribute_id: power }] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json().data).toMatchObject({ name: 'Test elektronika', attributes_count: 2, attribute_names: ['Kolor', 'Moc'], attributes: [{ attribute_id: paint }, { attribute_id: power }] });
    const list = await admin.get(path);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [expect.objectContaining({ id, name: 'Test elektronika', attributes_count: 2 })], meta: expect.objectContaining({ total: 1 }) });

    const defs = await admin.get(productTypeAttributesPath(id));
    expect(defs.statusCode, defs.body).toBe(200);
    expect(() => z.array(typeAttributeRead).parse(defs.json())).not.toThrow();
    expect(defs.json()).toEqual([
      {
        id: paint, code: 'test_kolor', name_pl: 'Kolor', name_en: 'Colour', kind: 'color', unit: null, options: {}, required: false, filterable: true,
        values: [
          { id: expect.any(Number), value_pl: 'Czarny', value_en: 'Black', color: '#000000' },
          { id: expect.any(Number), value_pl: 'Biały', value_en: 'White', color: '#ffffff' },
        ],
      },
      { id: power, code: 'test_moc', name_pl: 'Moc', name_en: 'Power', kind: 'number', unit: 'W', options: { decimals: 1 }, required: true, filterable: false, values: [] },
    ]);
    // Reordered by a PUT: the definitions follow.
    await admin.put(productTypesContract.itemPath(id), { attributes: [{ attribute_id: power }, { attribute_id: paint }] });
    expect((await admin.get(productTypeAttributesPath(id))).json().map((a: { code: string }) => a.code)).toEqual(['test_moc', 'test_kolor']);
    expect((await admin.get(productTypeAttributesPath(999_999))).statusCode).toBe(404);
  });

  it('refuses a repeated or unknown attribute on its row, and a duplicate name (pl and en)', async () => {
    const type = await post(attributeTypesContract.path, { name: 'Test data', kind: 'date' });
    const date = await post(attributesContract.path, { code: 'test_premiera', name_pl: 'Data premiery', attribute_type_id: type });
    const dup = await admin.post(path, { name: 'Powtórka', attributes: [{ attribute_id: date }, { attribute_id: 999_999 }, { attribute_id: date }] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      'attributes.1.attribute_id': ['Wybrana wartość pola atrybut w wierszu 2 jest nieprawidłowa'],
      'attributes.2.attribute_id': ['Ten atrybut jest już w typie produktu'],
    });
    await post(path, { name: 'Test meble' });
    expect((await admin.post(path, { name: 'TEST MEBLE' })).json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
    expect((await adminEn.post(path, { name: 'test meble' })).json().errors).toEqual({ name: ['The name has already been taken'] });
    expect((await admin.get(path, { query: { search: 'Powtórka' } })).json().meta.total).toBe(0);
  });

  it('is kept while a product has it, and deleted (with undo) once free', async () => {
    const id = await post(path, { name: 'Test odzież' });
    const [product] = await t.db.insert(products).values({ name: 'Koszulka', slug: 'koszulka', sku: 'KOSZ-1', productTypeId: id }).returning({ id: products.id });
    const del = await admin.delete(productTypesContract.itemPath(id));
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('Nie można usunąć typu produktu Test odzież: mają go produkty (1). Najpierw zmień ich typ.');
    expect((await adminEn.delete(productTypesContract.itemPath(id))).json().message).toContain('The product type Test odzież cannot be deleted');
    await t.db.delete(products);
    expect(product!.id).toBeGreaterThan(0);
    expect((await admin.delete(productTypesContract.itemPath(id))).statusCode).toBe(200);
    expect((await admin.post(`${productTypesContract.itemPath(id)}/restore`)).statusCode).toBe(200);
  });
});

describe('the demo catalogue', () => {
  it('seeds types, attributes and product types the API reads and its own schemas accept', async () => {
    const { productTypeIds, attributeIds } = await seedShopCatalogue(t.db);
    expect(productTypeIds).toHaveLength(4);
    expect(Object.keys(attributeIds)).toEqual(expect.arrayContaining(['kolor', 'rozmiar', 'waga', 'moc', 'gwarancja', 'certyfikaty']));
    const types = (await admin.get(attributeTypesContract.path, { query: { per_page: '100' } })).json().data as { name: string; kind: string; unit: string | null; options: object }[];
    for (const type of types) expect(attributeTypeInput.safeParse(type).success, type.name).toBe(true);
    for (const id of productTypeIds) {
      const defs = (await admin.get(productTypeAttributesPath(id))).json() as { kind: string; values: { color: string | null }[] }[];
      expect(defs.length).toBeGreaterThanOrEqual(3);
      expect(defs.length).toBeLessThanOrEqual(5);
      for (const def of defs.filter((d) => d.kind === 'color')) expect(def.values.every((v) => /^#[0-9a-f]{6}$/.test(v.color ?? ''))).toBe(true);
    }
    const electronics = await admin.get(productTypesContract.itemPath(productTypeIds[1]!));
    expect(electronics.json()).toMatchObject({ name: 'Elektronika', attribute_names: ['Moc', 'Waga', 'Kolor', 'Gwarancja', 'Certyfikaty'] });
  });
});
