import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GROUP_RELATED_PATH, groupProductsPath, groupsContract, PRODUCT_GROUPS_PATH } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Product categories (the API's groups): tree, slugs, related both ways, products with descendants, delete rules. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const path = groupsContract.path;

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let sku = 0;
async function product(name: string, groupIds: number[]): Promise<number> {
  sku += 1;
  const result = await t.db.execute(sql`insert into products (name, slug, sku, price_net, price_gross, stock)
    values (${name}, ${`p-${sku}`}, ${`SKU-${sku}`}, 1000, 1230, ${sku}) returning id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  for (const g of groupIds) await t.db.execute(sql`insert into product_group_products (product_id, group_id) values (${id}, ${g})`);
  return id;
}

/** The products list's "this category and below" (GET /api/products?group_id=…): the ids it finds. */
async function below(groupId: number): Promise<number[]> {
  const res = await admin.get('/api/products', { query: { group_id: String(groupId), per_page: '100' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
}

describe('groups', () => {
  it('makes a unique slug from the name, keeps a typed one and refuses a bad or taken one', async () => {
    const a = await admin.post(path, { name: 'Żółte łódki', description: '<p>Ok</p><script>alert(1)</script>' });
    expect(a.json().data).toMatchObject({ slug: 'zolte-lodki', description: '<p>Ok</p>', active: true, parent_id: null, related_ids: [] });
    const b = await admin.post(path, { name: 'Żółte Łódki' });
    expect(b.json().data.slug).toBe('zolte-lodki-2');
    expect((await admin.post(path, { name: 'Zolte lodki!' })).json().data.slug).toBe('zolte-lodki-3');
    expect((await admin.post(path, { name: 'Własna', slug: 'moja-kategoria' })).json().data.slug).toBe('moja-kategoria');
    const bad = await admin.post(path, { name: 'Zła', slug: 'Zły Slug' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ slug: ['Pole slug może zawierać tylko małe litery, cyfry i myślniki'] });
    const taken = await adminEn.post(path, { name: 'Inna', slug: 'moja-kategoria' });
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken'] });
  });

  it('builds a tree, moves a branch, and refuses a category under its own descendant (move and PUT)', async () => {
    const top = await create({ name: 'Odzież' });
    const men = await create({ name: 'Męska', parent_id: top });
    const shirts = await create({ name: 'Koszule', parent_id: men });
    const women = await create({ name: 'Damska', parent_id: top });
    expect((await admin.get(groupsContract.itemPath(women))).json()).toMatchObject({ parent_id: top, position: 1 });
    const shirt = await product('Koszula lniana', [shirts]);
    expect([await below(top), await below(men), await below(women)]).toEqual([[shirt], [shirt], []]);

    const cycle = await admin.put(`${path}/${top}/move`, { parent_id: shirts, position: 0 });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id).toEqual(['Nie można przenieść pozycji pod nią samą ani pod jej podrzędną.']);
    const viaPut = await admin.put(groupsContract.itemPath(men), { parent_id: shirts });
    expect(viaPut.statusCode).toBe(422);
    expect(viaPut.json().errors).toEqual({ parent_id: ['Nie można przenieść pozycji pod nią samą ani pod jej podrzędną.'] });
    expect((await admin.put(groupsContract.itemPath(men), { parent_id: men })).statusCode).toBe(422);

    expect((await admin.put(`${path}/${men}/move`, { parent_id: women, position: 0 })).statusCode).toBe(200);
    const flat = (await admin.get(PRODUCT_GROUPS_PATH)).json().data as { id: number; depth: number; path: string }[];
    const mine = flat.filter((r) => [top, men, shirts, women].includes(r.id));
    expect(mine).toEqual([
      { id: top, name: 'Odzież', parent_id: null, depth: 0, active: true, path: 'Odzież' },
      { id: women, name: 'Damska', parent_id: top, depth: 1, active: true, path: 'Odzież › Damska' },
      { id: men, name: 'Męska', parent_id: women, depth: 2, active: true, path: 'Odzież › Damska › Męska' },
      { id: shirts, name: 'Koszule', parent_id: men, depth: 3, active: true, path: 'Odzież › Damska › Męska › Koszule' },
    ]);
    // The products list follows the branch: the shirt is now under "Damska" too.
    expect([await below(top), await below(women), await below(shirts)]).toEqual([[shirt], [shirt], [shirt]]);
    // Moving back with PUT puts it after its new siblings.
    const back = await admin.put(groupsContract.itemPath(men), { parent_id: top });
    expect(back.json().data).toMatchObject({ parent_id: top, position: 1 });
    expect([await below(top), await below(men), await below(women)]).toEqual([[shirt], [shirt], []]);
    // A product's categories changed through the API: the filter follows them.
    expect((await admin.put(`/api/products/${shirt}`, { group_ids: [women] })).statusCode).toBe(200);
    expect([await below(top), await below(men), await below(women)]).toEqual([[shirt], [], [shirt]]);
  });

  it('stores related categories both ways, through the form and through POST /api/groups/related', async () => {
    const a = await create({ name: 'Rowery' });
    const b = await create({ name: 'Kaski' });
    const c = await create({ name: 'Bidony', related_ids: [a] });
    expect((await admin.get(groupsContract.itemPath(a))).json()).toMatchObject({ related_ids: [c], related: [{ id: c, name: 'Bidony' }] });

    const res = await admin.post(GROUP_RELATED_PATH, { group_id: a, related_ids: [b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Zapisano powiązane kategorie.', data: [{ id: b, name: 'Kaski' }] });
    expect((await admin.get(groupsContract.itemPath(b))).json().related_ids).toEqual([a]);
    expect((await admin.get(groupsContract.itemPath(c))).json().related_ids).toEqual([]);

    // A PUT without related_ids keeps them; one with them replaces them.
    expect((await admin.put(groupsContract.itemPath(a), { name: 'Rowery miejskie' })).json().data.related_ids).toEqual([b]);
    expect((await admin.put(groupsContract.itemPath(a), { related_ids: [c] })).json().data.related_ids).toEqual([c]);
    expect((await admin.get(groupsContract.itemPath(b))).json().related_ids).toEqual([]);

    const bad = await admin.post(GROUP_RELATED_PATH, { group_id: a, related_ids: [b, a, 999999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'related_ids.1': ['Kategoria nie może być powiązana sama ze sobą.'],
      'related_ids.2': ['Wybrana wartość pola powiązane kategorie jest nieprawidłowa'],
    });
    expect((await admin.get(groupsContract.itemPath(a))).json().related_ids).toEqual([c]);
    expect((await admin.post(GROUP_RELATED_PATH, { group_id: 999999, related_ids: [] })).json().errors).toHaveProperty('group_id');
  });

  it("lists a category's products, with its subcategories' on request", async () => {
    const sport = await create({ name: 'Sport' });
    const run = await create({ name: 'Bieganie', parent_id: sport });
    const shoes = await create({ name: 'Buty biegowe', parent_id: run });
    await product('Piłka', [sport]);
    await product('Koszulka biegowa', [run]);
    await product('But Zefir', [shoes]);
    await product('But Orkan', [shoes, sport]);

    const own = (await admin.get(groupProductsPath(sport))).json();
    expect(own.data.map((r: { name: string }) => r.name)).toEqual(['But Orkan', 'Piłka']);
    expect(own.meta).toEqual({ total: 2, page: 1, per_page: 25, last_page: 1 });
    const all = (await admin.get(groupProductsPath(sport), { query: { descendants: 'true', per_page: '2', page: '2' } })).json();
    expect(all.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(all.data.map((r: { name: string }) => r.name)).toEqual(['Koszulka biegowa', 'Piłka']);
    expect(all.data[0]).toEqual({ id: expect.any(Number), name: 'Koszulka biegowa', sku: expect.any(String), price_gross: 1230, stock: expect.any(Number), active: true });
    const found = (await admin.get(groupProductsPath(sport), { query: { descendants: 'true', search: 'zefir' } })).json();
    expect(found.data.map((r: { name: string }) => r.name)).toEqual(['But Zefir']);
    expect((await admin.get(groupProductsPath(999999))).statusCode).toBe(404);
    expect((await admin.get(groupsContract.itemPath(shoes))).json().products_count).toBe(2);
  });

  it('refuses to delete a category with subcategories; deletes one with products and undo brings the links back', async () => {
    const home = await create({ name: 'Dom' });
    const kitchen = await create({ name: 'Kuchnia', parent_id: home });
    const garden = await create({ name: 'Ogród', related_ids: [kitchen] });
    const pot = await product('Garnek', [kitchen]);

    const refused = await adminEn.delete(groupsContract.itemPath(home));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A category with subcategories cannot be deleted. Move or delete its subcategories first.');

    expect((await admin.delete(groupsContract.itemPath(kitchen))).statusCode).toBe(200);
    expect((await admin.get(groupsContract.itemPath(garden))).json().related_ids).toEqual([]);
    const links = async () => (await t.db.execute(sql`select group_id from product_group_products where product_id = ${pot}`) as unknown as { rows: unknown[] }).rows.length;
    expect(await links()).toBe(0);
    expect(await below(home)).toEqual([]);

    const undo = await admin.post(`${groupsContract.itemPath(kitchen)}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({ id: kitchen, parent_id: home, products_count: 1, related_ids: [garden] });
    expect(await links()).toBe(1);
    expect(await below(home)).toEqual([pot]);
    expect((await admin.get(groupsContract.itemPath(garden))).json().related_ids).toEqual([kitchen]);
  });

  it('lists in tree order, filters by the active flag, and refuses a missing parent or image', async () => {
    const off = await create({ name: 'Wyprzedaż archiwalna', active: false });
    const inactive = (await admin.get(path, { query: { active: 'false', per_page: '100' } })).json().data as { id: number }[];
    expect(inactive.map((r) => r.id)).toContain(off);
    expect(inactive.every((r) => (r as unknown as { active: boolean }).active === false)).toBe(true);
    const bad = await admin.post(path, { name: 'Sierota', parent_id: 999999, image_id: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['image_id', 'parent_id']);
    const options = (await admin.get(`${path}/options`, { query: { search: 'wyprzedaz' } })).json();
    expect(options.data).toEqual([expect.objectContaining({ id: off, label: 'Wyprzedaż archiwalna', parent_id: null })]);
  });
});

describe('demo categories', () => {
  it('seed a three-level tree with related pairs and one inactive category', async () => {
    const { seedShopGroups } = await import('../../../src/db/seed/shop/groups.js');
    const { leafIds, allIds } = await t.db.transaction((tx) => seedShopGroups(tx));
    expect(allIds.length).toBeGreaterThan(30);
    const flat = (await admin.get(PRODUCT_GROUPS_PATH)).json().data as { id: number; depth: number; active: boolean; path: string }[];
    const seeded = flat.filter((r) => allIds.includes(r.id));
    expect(Math.max(...seeded.map((r) => r.depth))).toBe(2);
    expect(seeded.filter((r) => !r.active).map((r) => r.path)).toEqual(['Akcesoria › Kolekcja archiwalna']);
    expect(seeded.find((r) => r.path === 'Sport › Bieganie › Buty biegowe')).toBeTruthy();
    expect(leafIds.every((id) => seeded.some((r) => r.id === id && r.depth > 0))).toBe(true);
    const shoes = seeded.find((r) => r.path.endsWith('Buty biegowe'))!;
    expect((await admin.get(groupsContract.itemPath(shoes.id))).json().related).toEqual([{ id: expect.any(Number), name: 'Odzież biegowa' }]);
  });
});
