import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, withApp } from '../../helpers/index.js';
import { statusesContract } from '@harmony/shared';

/** The generic CRUD mechanism (lib/crud), exercised through statuses: every resource built on it behaves so. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');

const status = (name: string, extra: Record<string, unknown> = {}) =>
  ({ name, color: '#1e88e5', position: 3, applies_to: 'projects', ...extra });

async function create(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post(statusesContract.path, status(name, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const activityOf = (id: number) =>
  rows<{ action: string; before: unknown; after: unknown }>(t.database,
    sql`select action, before, after from activities where subject_type = 'statuses' and subject_id = ${String(id)} order by id`);

describe('create', () => {
  it('returns 201 with the id, a Polish message and the record in snake_case', async () => {
    const res = await admin.post(statusesContract.path, status('Nowy'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Zapisano.', data: { id: body.id, name: 'Nowy', color: '#1e88e5', position: 3, applies_to: 'projects' } });
    expect(typeof body.id).toBe('number');
    expect(body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await activityOf(body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad input with Laravel-shaped 422 field errors, in Polish and in English', async () => {
    const bad = { name: '', color: 'red', position: 'x', applies_to: 'planets' };
    const pl = await admin.post(statusesContract.path, bad);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      name: ['Pole nazwa jest wymagane'],
      color: ['Pole kolor musi być kolorem w formacie #RRGGBB'],
      position: ['Pole kolejność musi być liczbą całkowitą'],
      applies_to: ['Wybrana wartość pola dotyczy jest nieprawidłowa'],
    });
    expect(pl.json().message).toBe('Pole nazwa jest wymagane');
    const en = await adminEn.post(statusesContract.path, bad);
    expect(en.json().errors.name).toEqual(['The name field is required']);
    expect(en.json().errors.applies_to).toEqual(['The selected applies to is invalid']);
  });

  it('turns a duplicate name into a 422 on the name field and writes nothing', async () => {
    await create('Jedyny');
    const before = await rows(t.database, sql`select count(*)::int as n from activities`);
    const res = await admin.post(statusesContract.path, status('JEDYNY'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
    expect(await rows(t.database, sql`select count(*)::int as n from activities`)).toEqual(before);
    // The same name may exist for another kind of record.
    expect((await admin.post(statusesContract.path, status('Jedyny', { applies_to: 'orders' }))).statusCode).toBe(201);
  });
});

describe('list', () => {
  it('pages, sorts on whitelisted columns, searches safely and filters', async () => {
    for (const name of ['Lista A', 'Lista B', 'Lista C']) await create(name, { applies_to: 'events' });
    await create('100% gotowe', { applies_to: 'events' });
    const page = await admin.get(statusesContract.path, { query: { applies_to: 'events', sort: 'name', order: 'desc', per_page: '2' } });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((s: { name: string }) => s.name)).toEqual(['Lista C', 'Lista B']);
    expect(page.json().meta).toEqual({ total: 4, page: 1, per_page: 2, last_page: 2 });
    const percent = await admin.get(statusesContract.path, { query: { search: '100%' } });
    expect(percent.json().data.map((s: { name: string }) => s.name)).toEqual(['100% gotowe']);
    const underscore = await admin.get(statusesContract.path, { query: { search: '_' } });
    expect(underscore.json().meta.total).toBe(0);
  });

  it('rejects a sort column outside the whitelist and per_page over 100', async () => {
    const res = await admin.get(statusesContract.path, { query: { sort: 'password_hash', per_page: '101' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      per_page: ['Pole liczba na stronie musi być pomiędzy 1 oraz 100'],
      sort: ['Wybrana wartość pola sortowanie jest nieprawidłowa'],
    });
  });
});

describe('get, update', () => {
  it('reads one record, 404 for a missing id, 422 for a malformed one', async () => {
    const id = await create('Do odczytu');
    expect((await admin.get(statusesContract.itemPath(id))).json().name).toBe('Do odczytu');
    expect((await admin.get(statusesContract.itemPath(999999))).statusCode).toBe(404);
    expect((await admin.get(`${statusesContract.path}/abc`)).statusCode).toBe(422);
  });

  it('updates with a message and logs before and after', async () => {
    const id = await create('Przed');
    const res = await admin.put(statusesContract.itemPath(id), status('Po', { color: '#000000' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Zapisano zmiany.', data: { id, name: 'Po', color: '#000000' } });
    const log = await activityOf(id);
    expect(log.map((a) => a.action)).toEqual(['create', 'update']);
    expect(log[1]).toMatchObject({ before: { name: 'Przed' }, after: { name: 'Po' } });
  });

  it('lets only holders of the permission in', async () => {
    expect((await lider.get(statusesContract.path)).statusCode).toBe(403);
    expect((await lider.post(statusesContract.path, status('Lider'))).statusCode).toBe(403);
  });
});

describe('delete and undo', () => {
  it('deletes, then restores the same record with its id, once', async () => {
    const id = await create('Do kosza');
    const del = await admin.delete(statusesContract.itemPath(id));
    expect(del.json()).toEqual({ id, message: 'Usunięto.' });
    expect((await admin.get(statusesContract.itemPath(id))).statusCode).toBe(404);
    const undo = await admin.post(`${statusesContract.itemPath(id)}/restore`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ id, message: 'Przywrócono.', data: { id, name: 'Do kosza' } });
    expect((await admin.get(statusesContract.itemPath(id))).json().name).toBe('Do kosza');
    const again = await admin.post(`${statusesContract.itemPath(id)}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nie ma czego przywrócić.');
    expect((await activityOf(id)).map((a) => a.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('bulk-deletes all or nothing', async () => {
    const a = await create('Hurt A');
    const b = await create('Hurt B');
    const missing = await admin.post(`${statusesContract.path}/bulk-delete`, { ids: [a, 999999] });
    expect(missing.statusCode).toBe(404);
    expect((await admin.get(statusesContract.itemPath(a))).statusCode).toBe(200);
    const ok = await admin.post(`${statusesContract.path}/bulk-delete`, { ids: [a, b] });
    expect(ok.json()).toEqual({ ids: [a, b], message: 'Usunięto 2 pozycji.' });
    expect((await admin.post(`${statusesContract.path}/bulk-delete`, { ids: [] })).statusCode).toBe(422);
  });
});

describe('CSV export', () => {
  it('exports the current filter for Excel, with translated headers and no formula injection', async () => {
    await create('=HYPERLINK("http://evil")', { applies_to: 'contacts' });
    await create('Zwykły', { applies_to: 'contacts' });
    const res = await admin.get(`${statusesContract.path}/export.csv`, { query: { applies_to: 'contacts', sort: 'name' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statuses-\d{4}-\d\d-\d\d\.csv"$/);
    // Excel's own: a BOM, and CRLF ending every record.
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('ID;nazwa;kolor;kolejność;dotyczy;utworzono;zmieniono');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain(';Zwykły;');
  });
});
