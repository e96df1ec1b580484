import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows, withApp } from '../../helpers/index.js';
import { CREATE_TABLES, hookCalls, registerWidgets } from './widgets.js';

/** The CRUD engine's pieces (lib/crud) on test-only tables: lists, children, hooks, options, order, trees, export. */
const t = withApp({ beforeReady: registerWidgets });
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const PATH = '/api/test-widgets';

beforeAll(async () => {
  for (const statement of CREATE_TABLES) await t.database.db.execute(statement);
});
beforeEach(() => {
  hookCalls.length = 0;
});

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(PATH, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const activityOf = (id: number) => rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(t.database,
  sql`select action, before, after from activities where subject_type = 'widgets' and subject_id = ${String(id)} order by id`);

describe('list', () => {
  beforeAll(async () => {
    for (const [name, kind] of [['Łódka', 'a'], ['lodówka', 'b'], ['Zegar', 'b'], ['Album', 'a']] as const) await create({ name, kind });
  });

  it('answers the envelope, sorted, searched and filtered', async () => {
    const res = await admin.get(PATH, { query: { sort: 'name', order: 'desc', per_page: '2' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    expect(body.data).toHaveLength(2);
    const names = async (order: string) => ((await admin.get(PATH, { query: { sort: 'name', order, per_page: '100' } })).json().data as { name: string }[]).map((r) => r.name);
    expect(await names('desc')).toEqual((await names('asc')).reverse());
    const search = (await admin.get(PATH, { query: { search: 'zeg' } })).json();
    expect(search.data.map((r: { name: string }) => r.name)).toEqual(['Zegar']);
    const filtered = (await admin.get(PATH, { query: { kind: 'b', search: 'a' } })).json();
    expect(filtered.data.map((r: { name: string }) => r.name).sort()).toEqual(['Zegar', 'lodówka']);
  });

  it('refuses a sort outside the whitelist with a Polish 422 from the route schema, an English one under /en', async () => {
    const pl = await admin.get(PATH, { query: { sort: 'secret' } });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors.sort[0]).toBe('Wybrana wartość pola sortowanie jest nieprawidłowa');
    const en = await adminEn.get(PATH, { query: { sort: 'secret' } });
    expect(en.json().errors.sort[0]).toBe('The selected sort is invalid');
  });

  it('a body of the wrong type is refused in the request language, never in the validator English', async () => {
    const pl = await admin.post(PATH, [{ name: 'lista' }]);
    expect(pl.statusCode).toBe(422);
    expect(pl.json()).toEqual({ message: 'Nieprawidłowe dane żądania', errors: { _: ['Nieprawidłowe dane żądania'] } });
    const en = await adminEn.post(PATH, { name: 'x', items: 'none' });
    expect(en.json().errors.items[0]).toBe('The items field must be a list of 0 to 500 items');
  });

  it('is behind the subject: 403 for a Lider', async () => {
    expect((await lider.get(PATH)).statusCode).toBe(403);
  });
});

describe('child collections', () => {
  it('a child error reads its path: items.2.quantity, labelled by row, nothing written', async () => {
    const res = await admin.post(PATH, { name: 'Zła lista', items: [{ name: 'a', quantity: 1 }, { name: 'b', quantity: 2 }, { name: 'c', quantity: 0 }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['items.2.quantity']);
    expect(res.json().errors['items.2.quantity'][0]).toMatch(/w wierszu 3/);
    expect(await rows(t.database, sql`select 1 from widgets where name = 'Zła lista'`)).toHaveLength(0);
  });

  it('writes the children with the parent, in order; a PUT replaces the set; leaving it out keeps it', async () => {
    const id = await create({ name: 'Zestaw', items: [{ name: 'śruba', quantity: 4 }, { name: 'nakrętka', quantity: 4 }] });
    const read = (await admin.get(`${PATH}/${id}`)).json();
    expect(read.items.map((i: { name: string; position: number }) => [i.name, i.position])).toEqual([['śruba', 0], ['nakrętka', 1]]);

    const put = await admin.put(`${PATH}/${id}`, { items: [{ name: 'podkładka', quantity: 9 }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.items.map((i: { name: string }) => i.name)).toEqual(['podkładka']);
    expect(await rows(t.database, sql`select name from widget_items where widget_id = ${id}`)).toEqual([{ name: 'podkładka' }]);

    const rename = await admin.put(`${PATH}/${id}`, { name: 'Zestaw 2' });
    expect(rename.json().data).toMatchObject({ name: 'Zestaw 2', kind: 'a', items: [{ name: 'podkładka', quantity: 9 }] });

    const log = await activityOf(id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'update']);
    expect((log[1]!.before!.items as { name: string }[]).map((i) => i.name)).toEqual(['śruba', 'nakrętka']);
    expect((log[1]!.after!.items as { name: string }[]).map((i) => i.name)).toEqual(['podkładka']);
  });

  it('delete takes the children along and undo brings them back', async () => {
    const id = await create({ name: 'Do kosza', items: [{ name: 'x', quantity: 1 }] });
    expect((await admin.delete(`${PATH}/${id}`)).statusCode).toBe(200);
    expect(await rows(t.database, sql`select 1 from widget_items where widget_id = ${id}`)).toHaveLength(0);
    const back = await admin.post(`${PATH}/${id}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.items).toMatchObject([{ name: 'x', quantity: 1 }]);
  });
});

describe('hooks', () => {
  it('run inside the transaction, before then after, the after-hook seeing the children', async () => {
    await create({ name: 'Z hakami', items: [{ name: 'a', quantity: 1 }] });
    expect(hookCalls).toEqual(['beforeCreate:Z hakami:0', 'afterCreate:Z hakami:1']);
  });

  it('a throwing after-hook rolls the whole write back: record, children, activity', async () => {
    const res = await admin.post(PATH, { name: 'explode', items: [{ name: 'a', quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(hookCalls).toEqual(['beforeCreate:explode:0', 'afterCreate:explode:1']);
    expect(await rows(t.database, sql`select 1 from widgets where name = 'explode'`)).toHaveLength(0);
    expect(await rows(t.database, sql`select 1 from widget_items where name = 'a' and widget_id not in (select id from widgets)`)).toHaveLength(0);

    const id = await create({ name: 'Przed', items: [{ name: 'stare', quantity: 1 }] });
    const update = await admin.put(`${PATH}/${id}`, { name: 'explode', items: [{ name: 'nowe', quantity: 2 }] });
    expect(update.statusCode).toBe(422);
    expect(await rows(t.database, sql`select w.name, i.name as item from widgets w join widget_items i on i.widget_id = w.id where w.id = ${id}`))
      .toEqual([{ name: 'Przed', item: 'stare' }]);
    expect((await activityOf(id)).map((l) => l.action)).toEqual(['create']);
  });
});

describe('relation options', () => {
  it('searches case- and diacritics-insensitively, pages, and returns exactly the asked ids', async () => {
    const found = (await admin.get(`${PATH}/options`, { query: { search: 'LODK' } })).json();
    expect(found.data.map((o: { label: string }) => o.label)).toEqual(['Łódka']);
    expect(found.data[0]).toHaveProperty('parent_id');

    const page = (await admin.get(`${PATH}/options`, { query: { per_page: '2', page: '2' } })).json();
    expect(page.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.meta.total).toBeGreaterThan(4);

    const all = (await admin.get(`${PATH}/options`, { query: { per_page: '50' } })).json().data as { id: number }[];
    const ids = [all[0]!.id, all[3]!.id];
    const chosen = (await admin.get(`${PATH}/options`, { query: { ids: ids.join(',') } })).json();
    expect(chosen.data.map((o: { id: number }) => o.id).sort()).toEqual([...ids].sort());
    expect((await admin.get(`${PATH}/options`, { query: { per_page: '51' } })).statusCode).toBe(422);
    expect((await lider.get(`${PATH}/options`)).statusCode).toBe(403);
  });
});

describe('ordered lists and trees', () => {
  it('reorders the whole list; an incomplete order is a 422', async () => {
    for (const name of ['Pierwszy', 'Drugi', 'Trzeci']) await create({ name });
    const all = (await admin.get(`${PATH}/options`, { query: { per_page: '50' } })).json().data as { id: number }[];
    const ids = all.map((o) => o.id).reverse();
    expect((await admin.put(`${PATH}/order`, { ids: ids.slice(1) })).statusCode).toBe(422);
    const res = await admin.put(`${PATH}/order`, { ids });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await admin.get(PATH, { query: { sort: 'position', per_page: '100' } })).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).toEqual(ids);
  });

  it('moves a node under another at a place; under itself or a descendant is a 422 on parent_id', async () => {
    const root = await create({ name: 'Korzeń' });
    const child = await create({ name: 'Dziecko' });
    const second = await create({ name: 'Drugie' });
    const grandchild = await create({ name: 'Wnuk' });
    expect((await admin.put(`${PATH}/${child}/move`, { parent_id: root, position: 0 })).statusCode).toBe(200);
    expect((await admin.put(`${PATH}/${second}/move`, { parent_id: root, position: 0 })).statusCode).toBe(200);
    expect((await admin.put(`${PATH}/${grandchild}/move`, { parent_id: child, position: 0 })).statusCode).toBe(200);
    expect(await rows(t.database, sql`select id, position from widgets where parent_id = ${root} order by position`))
      .toEqual([{ id: second, position: 0 }, { id: child, position: 1 }]);

    const cycle = await admin.put(`${PATH}/${root}/move`, { parent_id: grandchild, position: 0 });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id[0]).toBe('Nie można przenieść pozycji pod nią samą ani pod jej podrzędną.');
    expect((await admin.put(`${PATH}/${root}/move`, { parent_id: root, position: 0 })).statusCode).toBe(422);
    expect((await admin.put(`${PATH}/${root}/move`, { parent_id: 999_999, position: 0 })).json().errors).toHaveProperty('parent_id');
  });
});

describe('export', () => {
  it('CSV of the current filter with Polish headers', async () => {
    const res = await admin.get(`${PATH}/export.csv`, { query: { search: 'zegar' } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toContain('nazwa');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Zegar');
  });

  it('refuses a bad filter or sort with a 422 in the request\'s language, as the list does', async () => {
    const res = await admin.get(`${PATH}/export.csv`, { query: { kind: 'z', sort: 'nope' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['kind', 'sort']);
    const en = await adminEn.get(`${PATH}/export.xlsx`, { query: { kind: 'z' } });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.kind[0]).toMatch(/^The selected /);
  });

  it('XLSX of the current filter', async () => {
    const res = await admin.get(`${PATH}/export.xlsx`, { query: { kind: 'b', sort: 'name' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('nazwa');
    const nameColumn = header.indexOf('nazwa') + 1;
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(nameColumn).value);
    expect([...names].sort()).toEqual(['Zegar', 'lodówka'].sort());
  });
});
