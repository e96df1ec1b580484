import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attributesContract, eanIsValid, ordersContract, productsContract } from '@harmony/shared';
import { seedShopProducts } from '../../../src/db/seed/shop/products.js';
import { deletedRecords, orderItems, productGroupProducts } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';
import { productFixtures } from './fixtures.js';

/** Products: the before hooks (derived fields, attribute values by kind, images, categories), filters and undo. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let f: Awaited<ReturnType<typeof productFixtures>>;
beforeAll(async () => {
  f = await productFixtures(t.db);
});

const { path, itemPath } = productsContract;
let sku = 0;
/** A valid body of a product of the fixtures' type (its one required attribute, the select, chosen). */
const body = (extra: Record<string, unknown> = {}) => ({
  name: `Koszulka ${++sku}`, sku: `TEST-${sku}`, price_net: 10000, vat_rate: 23, product_type_id: f.typeId,
  attribute_values: [{ attribute_id: f.attr.select, value_ids: [f.values.cotton] }], ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await admin.post(path, body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; data: Record<string, unknown> };
};
const ids = async (query: Record<string, string>) =>
  ((await admin.get(path, { query: { per_page: '100', ...query } })).json().data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);

describe('writing a product', () => {
  it('creates one with its children and answers everything; the list row is lighter', async () => {
    const { id, data } = await create({
      name: 'Żółta łódka', ean: '5901234123457', group_ids: [f.groups.child, f.groups.other], description: '<p>Opis<script>x()</script></p>',
      images: [{ file_id: f.images[0] }, { file_id: f.images[1] }],
      attribute_values: [
        { attribute_id: f.attr.select, value_ids: [f.values.wool] },
        { attribute_id: f.attr.number, value: '12,5' },
        { attribute_id: f.attr.multiselect, value_ids: [f.values.s, f.values.m] },
        { attribute_id: f.attr.richText, value: '<b>miękka</b><img src=x onerror=alert(1)>' },
        { attribute_id: f.attr.file, file_id: f.pdf },
        { attribute_id: f.attr.boolean, value: 'true' },
        { attribute_id: f.attr.date, value: '2026-02-28' },
      ],
    });
    expect(data).toMatchObject({
      slug: 'zolta-lodka', price_gross: 12300, low_stock: true, description: '<p>Opis</p>', group_ids: [f.groups.child, f.groups.other].sort((a, b) => a - b),
      product_type: { id: f.typeId, name: 'Odzież testowa' }, main_image_id: f.images[0],
      images: [{ file_id: f.images[0], main: true }, { file_id: f.images[1], main: false }],
    });
    const values = Object.fromEntries((data.attribute_values as { attribute_id: number; value: string }[]).map((v) => [v.attribute_id, v]));
    expect(values[f.attr.number]).toMatchObject({ value: '12.5' });
    expect(values[f.attr.richText]!.value).toContain('miękka</strong>');
    expect(values[f.attr.richText]!.value).not.toContain('onerror');
    expect(values[f.attr.multiselect]).toMatchObject({ value_ids: [f.values.s, f.values.m] });
    expect(values[f.attr.file]).toMatchObject({ file_id: f.pdf });

    const got = (await admin.get(itemPath(id))).json();
    expect(got).toMatchObject({ description: '<p>Opis</p>', images: data.images, group_ids: data.group_ids });
    const row = (await admin.get(path, { query: { search: 'żółta' } })).json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ groups: [{ id: f.groups.child, name: 'Dziecko' }, { id: f.groups.other, name: 'Obok' }], main_image_id: f.images[0] });
    expect(row).not.toHaveProperty('description');
    expect(row).not.toHaveProperty('search_text');
  });

  it('derives the gross price per VAT rate, "zw." included', async () => {
    for (const [vat_rate, gross] of [[23, 12300], [8, 10800], [5, 10500], [0, 10000], [null, 10000], ['zw', 10000]] as const) {
      const { data } = await create({ vat_rate });
      expect(data.price_gross, String(vat_rate)).toBe(gross);
    }
    const { id } = await create({ price_net: 999, vat_rate: 23 });
    expect((await admin.put(itemPath(id), { vat_rate: 8 })).json().data).toMatchObject({ price_net: 999, price_gross: 1079 });
  });

  it('makes a unique slug from the name, keeps a typed one and refuses a bad one', async () => {
    const a = await create({ name: 'Kubek Ćma' });
    const b = await create({ name: 'Kubek ćma' });
    const c = await create({ name: 'Kubek ćma', slug: 'moj-kubek' });
    expect([a.data.slug, b.data.slug, c.data.slug]).toEqual(['kubek-cma', 'kubek-cma-2', 'moj-kubek']);
    expect((await admin.put(itemPath(a.id), { name: 'Inny' })).json().data.slug).toBe('kubek-cma');
    const bad = await admin.post(path, body({ slug: 'Zły Slug' }));
    expect(bad.json().errors).toEqual({ slug: ['Pole adres (slug) może zawierać tylko małe litery, cyfry i myślniki'] });
  });

  it('refuses a duplicate SKU (any case), a negative price and a bad EAN, in Polish and English, writing nothing', async () => {
    await create({ sku: 'DUP-1' });
    const pl = await admin.post(path, body({ sku: 'dup-1' }));
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ sku: ['Taka wartość pola SKU już istnieje'] });
    const en = await adminEn.post(path, body({ sku: 'Dup-1' }));
    expect(en.json().errors).toEqual({ sku: ['The SKU has already been taken'] });
    const negative = await admin.post(path, body({ price_net: -1 }));
    expect(Object.keys(negative.json().errors)).toEqual(['price_net']);
    const ean = await admin.post(path, body({ ean: '5901234123458' }));
    expect(ean.json().errors).toEqual({ ean: ['Pole EAN musi być poprawnym kodem EAN (8 lub 13 cyfr z cyfrą kontrolną)'] });
  });

  it('checks the attribute values by kind, each error on its path', async () => {
    const bad = await admin.post(path, body({
      group_ids: [999999],
      images: [{ file_id: f.pdf }, { file_id: 999999 }],
      attribute_values: [
        { attribute_id: f.attr.text, value: 'za długi tekst' },
        { attribute_id: f.attr.number, value: '1.25' },
        { attribute_id: f.attr.boolean, value: 'tak' },
        { attribute_id: f.attr.date, value: '2026-02-30' },
        { attribute_id: f.attr.select, value_ids: [f.values.cotton, f.values.wool] },
        { attribute_id: f.attr.multiselect, value_ids: [f.values.red] },
        { attribute_id: f.attr.file, file_id: f.txt },
      ],
    }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'group_ids.0': ['Wybrana wartość pola kategorie jest nieprawidłowa'],
      'images.0.file_id': ['Plik plik w wierszu 1 musi posiadać poprawny typ pliku (jpg/png/gif/webp)'],
      'images.1.file_id': ['Wybrana wartość pola plik w wierszu 2 jest nieprawidłowa'],
      'attribute_values.0.value': ['Pole wartość w wierszu 1 nie może być dłuższe niż 10 znaków'],
      'attribute_values.1.value': ['Pole wartość w wierszu 2 ma nieprawidłową wartość'],
      'attribute_values.2.value': ['Pole wartość w wierszu 3 musi mieć wartość tak lub nie'],
      'attribute_values.3.value': ['Pole wartość w wierszu 4 nie jest prawidłową datą'],
      'attribute_values.4.value_ids': ['Wybrana wartość pola wartości w wierszu 5 jest nieprawidłowa'],
      'attribute_values.5.value_ids': ['Wybrana wartość pola wartości w wierszu 6 jest nieprawidłowa'],
      'attribute_values.6.file_id': ['Plik plik w wierszu 7 musi posiadać poprawny typ pliku (pdf)'],
      attribute_values: ['Atrybut Atrybut select jest wymagany'],
    });
    const range = await adminEn.post(path, body({ attribute_values: [{ attribute_id: f.attr.number, value: '101' }] }));
    expect(range.json().errors).toMatchObject({ 'attribute_values.0.value': [expect.stringMatching(/between 0 and 100/)], attribute_values: ['The Attribute select attribute is required'] });
    const foreign = await admin.post(path, body({ product_type_id: f.otherTypeId }));
    expect(foreign.json().errors).toEqual({ 'attribute_values.0.attribute_id': ['Wybrana wartość pola atrybut w wierszu 1 jest nieprawidłowa'] });
    expect((await admin.get(path, { query: { search: sku.toString() } })).json().data.filter((r: { sku: string }) => r.sku === `TEST-${sku}`)).toEqual([]);
  });

  it('keeps one main image: the first marked, else the first', async () => {
    const none = await create({ images: [{ file_id: f.images[0] }, { file_id: f.images[1] }] });
    expect(none.data.images).toMatchObject([{ main: true }, { main: false }]);
    const many = await create({ images: [{ file_id: f.images[0] }, { file_id: f.images[1], main: true }, { file_id: f.images[2], main: true }] });
    expect((many.data.images as { main: boolean }[]).map((i) => i.main)).toEqual([false, true, false]);
    expect(many.data.main_image_id).toBe(f.images[1]);
  });

  it('keeps the children a PUT does not send, replaces the ones it sends', async () => {
    const { id } = await create({ group_ids: [f.groups.root], images: [{ file_id: f.images[0] }] });
    const kept = (await admin.put(itemPath(id), { stock: 5 })).json().data;
    expect(kept).toMatchObject({ stock: 5, group_ids: [f.groups.root], images: [{ file_id: f.images[0], main: true }] });
    expect(kept.attribute_values).toHaveLength(1);
    const replaced = (await admin.put(itemPath(id), { group_ids: [f.groups.other], images: [] })).json().data;
    expect(replaced).toMatchObject({ group_ids: [f.groups.other], images: [] });
  });
});

describe('the list', () => {
  it('finds a product by an attribute value (scalar and chosen, pl and en), SKU and EAN', async () => {
    const { id } = await create({
      ean: '96385074', attribute_values: [{ attribute_id: f.attr.select, value_ids: [f.values.wool] }, { attribute_id: f.attr.text, value: 'Lniany' }],
    });
    // Case and diacritics aside (search_text in searchTextOf's form): 'welna' as 'wełna'.
    for (const search of ['wełna', 'welna', 'WOOL', 'lniany', '96385074', `test-${sku}`]) expect(await ids({ search }), search).toContain(id);
  });

  it('finds a product by a chosen value\'s new name once the attribute renames it', async () => {
    const { id } = await create({ attribute_values: [{ attribute_id: f.attr.select, value_ids: [f.values.wool] }] });
    const stored = (await admin.get(attributesContract.itemPath(f.attr.select))).json();
    const rename = (from: string, to: string) => admin.put(attributesContract.itemPath(f.attr.select), {
      values: stored.values.map((v: { value_pl: string }) => (v.value_pl === from ? { ...v, value_pl: to } : v)),
    });
    expect((await rename('Wełna', 'Merynos')).statusCode).toBe(200);
    expect(await ids({ search: 'merynos' })).toContain(id);
    expect(await ids({ search: 'wełna' })).not.toContain(id);
    expect((await rename('Merynos', 'Wełna')).statusCode).toBe(200);
  });

  it('filters by category with its descendants, type, gross price, stock state and active', async () => {
    const inGrandchild = (await create({ group_ids: [f.groups.grandchild], price_net: 100000, vat_rate: 23, stock: 50, low_stock_threshold: 5 })).id;
    const inRoot = (await create({ group_ids: [f.groups.root], price_net: 20000, stock: 3, low_stock_threshold: 5, active: false })).id;
    const inOther = (await create({ group_ids: [f.groups.other], price_net: 30000, stock: 0 })).id;
    const untyped = (await create({ product_type_id: null, attribute_values: [], stock: 0, price_net: 100 })).id;
    const under = await ids({ group_id: String(f.groups.root) });
    expect(under).toContain(inGrandchild);
    expect(under).toContain(inRoot);
    expect(under).not.toContain(inOther);
    expect(await ids({ group_id: String(f.groups.child) })).toContain(inGrandchild);
    expect(await ids({ group_id: String(f.groups.child) })).not.toContain(inRoot);
    expect(await ids({ product_type_id: String(f.typeId) })).not.toContain(untyped);
    const priced = await ids({ price_min: '24600', price_max: '123000' });
    expect(priced).toEqual(expect.arrayContaining([inGrandchild, inRoot, inOther]));
    expect(priced).not.toContain(untyped);
    expect(await ids({ price_min: '123001' })).not.toContain(inGrandchild);
    expect(await ids({ stock_state: 'in_stock' })).toContain(inGrandchild);
    expect(await ids({ stock_state: 'low' })).toEqual(expect.arrayContaining([inRoot]));
    expect(await ids({ stock_state: 'low' })).not.toContain(inOther);
    expect(await ids({ stock_state: 'out' })).toEqual(expect.arrayContaining([inOther, untyped]));
    expect(await ids({ active: 'false' })).toContain(inRoot);
    expect(await ids({ active: 'true' })).not.toContain(inRoot);
  });

  it('offers products to pickers as "name (SKU)" and exports the filter', async () => {
    const { id, data } = await create({ name: 'Kubek w picker' });
    const options = (await admin.get(`${path}/options`, { query: { search: 'picker' } })).json().data;
    expect(options).toEqual([expect.objectContaining({ id, label: `Kubek w picker (${data.sku as string})` })]);
    const csv = await admin.get(`${path}/export.csv`, { query: { search: 'picker' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Kubek w picker');
  });
});

describe('deleting', () => {
  it('deletes with undo, giving back the categories, images and attribute values', async () => {
    const { id, data } = await create({ group_ids: [f.groups.root], images: [{ file_id: f.images[2] }] });
    expect((await admin.delete(itemPath(id))).statusCode).toBe(200);
    expect(await t.db.select().from(productGroupProducts).where(eq(productGroupProducts.productId, id))).toEqual([]);
    const restored = await admin.post(`${itemPath(id)}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const again = (await admin.get(itemPath(id))).json();
    expect(again).toMatchObject({ group_ids: [f.groups.root], images: [{ file_id: f.images[2], main: true }] });
    expect(again.attribute_values).toEqual(data.attribute_values);
  });

  it('links the order items back on undo (one delete and a bulk one), in the undo\'s transaction', async () => {
    const [a, b, c] = [await create({ stock: 10 }), await create({ stock: 10 }), await create({ stock: 10 })];
    const order = await admin.post(ordersContract.path, { items: [a, b, c].map((p) => ({ product_id: p.id, quantity: 1 })) });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().id as number;
    expect((await admin.post(`${ordersContract.itemPath(orderId)}/place`)).statusCode).toBe(200);
    const linked = async () => ((await admin.get(ordersContract.itemPath(orderId))).json().items as { product_id: number | null; sku: string }[])
      .map((i) => [i.sku, i.product_id]);
    const kept = () => t.db.select().from(deletedRecords).where(eq(deletedRecords.resource, 'products:ref:order_items'));

    expect((await admin.delete(itemPath(a.id))).statusCode).toBe(200);
    expect((await admin.post(`${path}/bulk-delete`, { ids: [b.id, c.id] })).statusCode).toBe(200);
    // The items keep their copies of the name and SKU; the database unlinked them.
    expect(await linked()).toEqual([[a.data.sku, null], [b.data.sku, null], [c.data.sku, null]]);

    expect((await admin.post(`${itemPath(a.id)}/restore`)).statusCode).toBe(200);
    expect(await linked()).toEqual([[a.data.sku, a.id], [b.data.sku, null], [c.data.sku, null]]);
    // An item linked to another product meanwhile keeps that link.
    await t.db.update(orderItems).set({ productId: a.id }).where(and(eq(orderItems.orderId, orderId), eq(orderItems.sku, c.data.sku as string)));
    for (const p of [b, c]) expect((await admin.post(`${itemPath(p.id)}/restore`)).statusCode).toBe(200);
    expect(await linked()).toEqual([[a.data.sku, a.id], [b.data.sku, b.id], [c.data.sku, a.id]]);
    expect(await kept()).toEqual([]);
  });

  it('takes notes through the notes mechanism', async () => {
    const { id } = await create();
    const note = await admin.post(`${itemPath(id)}/notes`, { body: 'Dostawa w piątek' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await admin.get(`${itemPath(id)}/notes`)).json().data[0]).toMatchObject({ body: 'Dostawa w piątek' });
  });
});

describe('the demo products', () => {
  it('seeds products the API reads back: valid EANs, gross prices, categories, images and attribute values of their type', async () => {
    const seeded = await seedShopProducts(t.db, {
      leafIds: [f.groups.grandchild, f.groups.other], productTypeIds: [f.typeId], attributeIds: f.attr, imageFileIds: f.images,
    }, 12);
    expect(seeded).toHaveLength(12);
    for (const id of seeded) {
      const p = (await admin.get(itemPath(id))).json();
      if (p.ean) expect(eanIsValid(p.ean), p.ean).toBe(true);
      expect(p.group_ids.length).toBeGreaterThan(0);
      expect(p.images.filter((i: { main: boolean }) => i.main)).toHaveLength(1);
      expect(p.attribute_values.length).toBeGreaterThan(0);
      // What the seed stored passes the API's own checks.
      const put = await admin.put(itemPath(id), {});
      expect(put.statusCode, put.body).toBe(200);
    }
    const inTree = await ids({ group_id: String(f.groups.root), search: 'skp-' });
    expect(inTree.length).toBeGreaterThan(0);
    expect(seeded).toEqual(expect.arrayContaining(inTree));
  });
});
