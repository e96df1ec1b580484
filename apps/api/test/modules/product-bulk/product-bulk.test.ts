import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BULK_PATH, BULK_UNDO_PATH, GROUPS_ASSIGN_PATH } from '@harmony/shared';
import { rows, withApp } from '../../helpers/index.js';
import { insertCatalogue, insertProduct, stateOf } from './fixtures.js';

/** Products in bulk: the bulk edit, the assignment to categories, and their undo. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });

let cat: Awaited<ReturnType<typeof insertCatalogue>>;
let ids: number[];
beforeAll(async () => {
  cat = await insertCatalogue(t.db, 'b');
  ids = [
    await insertProduct(t.db, { sku: 'BULK-1', net: 1000, groups: [cat.phones] }), // in the tree, two levels down
    await insertProduct(t.db, { sku: 'BULK-2', net: 333, vat: 8, groups: [cat.audio] }),
    await insertProduct(t.db, { sku: 'BULK-3', net: 999, vat: null, groups: [cat.garden] }), // outside the tree
  ];
});

const activityCount = async (action: string) =>
  Number((await rows<{ n: number }>(t.database, sql`select count(*)::int as n from activities where action = ${action} and subject_type = 'products'`))[0]!.n);

describe('bulk edit', () => {
  it('changes the price by a percent over the ids, rounding to grosze, re-deriving gross; undo restores exactly', async () => {
    const before = await stateOf(t.db, ids);
    const res = await admin.post(BULK_PATH, { ids: [ids[0], ids[1]], changes: { price: { mode: 'percent', percent: 12.5 }, active: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, message: 'Zmieniono produkty: 2.' });
    const after = await stateOf(t.db, ids);
    expect(after[0]).toMatchObject({ net: 1125, gross: 1384, vat: 23, active: false });
    expect(after[1]).toMatchObject({ net: 375, gross: 405, vat: 8, active: false }); // 333 × 1.125 = 374.625 → 375
    expect(after[2]).toEqual(before[2]);
    expect(await activityCount('bulk.update')).toBe(1);

    const undo = await admin.post(BULK_UNDO_PATH, { token: res.json().undo });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ count: 2, message: 'Cofnięto zmianę produktów: 2.' });
    expect(await stateOf(t.db, ids)).toEqual(before);
    expect(await activityCount('restore')).toBe(1);
    // A token is used once.
    expect((await admin.post(BULK_UNDO_PATH, { token: res.json().undo })).statusCode).toBe(404);
  });

  it('selects by the list filter (a category with its descendants) and sets price, VAT and categories', async () => {
    const before = await stateOf(t.db, ids);
    const res = await admin.post(BULK_PATH, {
      filter: { group_id: cat.root },
      changes: { price: { mode: 'set', price_net: 5000 }, vat_rate: 'zw', group_ids: { mode: 'add', ids: [cat.garden] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    const after = await stateOf(t.db, ids);
    expect(after[0]).toMatchObject({ net: 5000, gross: 5000, vat: null, groups: [cat.phones, cat.garden].sort((a, b) => a - b) });
    expect(after[1]).toMatchObject({ net: 5000, gross: 5000, vat: null, groups: [cat.audio, cat.garden].sort((a, b) => a - b) });
    expect(after[2]).toEqual(before[2]);
    await admin.post(BULK_UNDO_PATH, { token: res.json().undo });
    expect(await stateOf(t.db, ids)).toEqual(before);
  });

  it('refuses a negative price, a percent below −90 and an unknown category, writing nothing', async () => {
    const before = await stateOf(t.db, ids);
    const undoCopies = async () => Number((await rows<{ n: number }>(t.database, sql`select count(*)::int as n from deleted_records`))[0]!.n);
    const copies = await undoCopies();
    const negative = await admin.post(BULK_PATH, { ids, changes: { price: { mode: 'set', price_net: -100 } } });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors)).toEqual(['changes.price.price_net']);
    const percent = await adminEn.post(BULK_PATH, { ids, changes: { price: { mode: 'percent', percent: -95 } } });
    expect(percent.statusCode).toBe(422);
    expect(percent.json().errors['changes.price.percent']).toEqual(['The percent change field must be between -90 and 500']);
    const group = await admin.post(BULK_PATH, { ids, changes: { active: false, group_ids: { mode: 'replace', ids: [999999] } } });
    expect(group.statusCode).toBe(422);
    expect(group.json().errors).toEqual({ 'changes.group_ids.ids': ['Nie ma kategorii o identyfikatorach: 999999.'] });
    const both = await admin.post(BULK_PATH, { ids, filter: {}, changes: { active: false } });
    expect(both.json().errors).toEqual({ ids: ['Wskaż produkty: zaznaczone albo wszystkie pasujące do filtra.'] });
    const nothing = await admin.post(BULK_PATH, { ids, changes: {} });
    expect(nothing.json().errors).toEqual({ changes: ['Wybierz co najmniej jedną zmianę.'] });
    expect((await admin.post(BULK_PATH, { ids: [...ids, 999999], changes: { active: false } })).statusCode).toBe(404);
    expect(await stateOf(t.db, ids)).toEqual(before);
    expect(await undoCopies()).toBe(copies);
  });

  it('refuses a filter matching more than 10 000 products', async () => {
    const res = await admin.post(BULK_PATH, { filter: { search: 'zzz-nothing-matches' }, changes: { active: true } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ filter: ['Żaden produkt nie pasuje do wyboru.'] });
    await t.db.execute(sql`insert into products (name, slug, sku, price_net, price_gross, vat_rate, search_text)
      select 'Masowy ' || n, 'masowy-' || n, 'MASS-' || n, 100, 123, 23, 'masowy' from generate_series(1, 10001) n`);
    const tooMany = await admin.post(BULK_PATH, { filter: { search: 'masowy' }, changes: { active: false } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.filter[0]).toContain('10000');
    await t.db.execute(sql`delete from products where sku like 'MASS-%'`);
  });
});

describe('assignment to categories', () => {
  it('adds, replaces and removes categories of the chosen products, each undone', async () => {
    const before = await stateOf(t.db, ids);
    const add = await admin.post(GROUPS_ASSIGN_PATH, { ids: [ids[0], ids[2]], group_ids: [cat.root], mode: 'add' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ count: 2, message: 'Zmieniono kategorie produktów: 2.' });
    let after = await stateOf(t.db, ids);
    expect(after[0]!.groups).toEqual([cat.root, cat.phones].sort((a, b) => a - b));
    expect(after[2]!.groups).toEqual([cat.root, cat.garden].sort((a, b) => a - b));

    const replace = await admin.post(GROUPS_ASSIGN_PATH, { filter: { group_id: cat.root }, group_ids: [cat.garden], mode: 'replace' });
    expect(replace.json().count).toBe(3);
    after = await stateOf(t.db, ids);
    expect(after.map((p) => p.groups)).toEqual([[cat.garden], [cat.garden], [cat.garden]]);

    const remove = await admin.post(GROUPS_ASSIGN_PATH, { ids, group_ids: [cat.garden], mode: 'remove' });
    expect(remove.json().count).toBe(3);
    expect((await stateOf(t.db, ids)).map((p) => p.groups)).toEqual([[], [], []]);
    expect(await activityCount('assign')).toBe(3);

    for (const res of [remove, replace, add]) expect((await admin.post(BULK_UNDO_PATH, { token: res.json().undo })).statusCode).toBe(200);
    expect(await stateOf(t.db, ids)).toEqual(before);
  });

  it('needs at least one existing category and a mode', async () => {
    const res = await admin.post(GROUPS_ASSIGN_PATH, { ids, group_ids: [], mode: 'move' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['group_ids', 'mode']);
    const unknown = await admin.post(GROUPS_ASSIGN_PATH, { ids, group_ids: [999998], mode: 'add' });
    expect(unknown.json().errors).toEqual({ group_ids: ['Nie ma kategorii o identyfikatorach: 999998.'] });
  });
});
