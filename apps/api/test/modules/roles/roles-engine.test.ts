import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows, withApp } from '../../helpers/index.js';
import { rolesContract } from '@harmony/shared';

/** Roles on the CRUD engine: permissions are a child collection, answers keep the seed's shape. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });

const logOf = (id: number) => rows<{ action: string; before: unknown; after: unknown }>(t.database,
  sql`select action, before, after from activities where subject_type = 'roles' and subject_id = ${String(id)} order by id`);

describe('roles on the engine', () => {
  it('answers exactly id, name, builtin (and the sorted permissions on a record), never the table\'s other columns', async () => {
    const created = await admin.post(rolesContract.path, {
      name: 'Silnik', permissions: [{ subject: 'Timer', action: 'listowanie' }, { subject: 'Kalendarz__wlasne', action: 'dodawanie' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().data).toEqual({
      id, name: 'Silnik', builtin: false,
      permissions: [{ subject: 'Kalendarz__wlasne', action: 'dodawanie' }, { subject: 'Timer', action: 'listowanie' }],
    });
    const listed = (await admin.get(rolesContract.path, { query: { search: 'silnik' } })).json().data;
    expect(listed).toEqual([{ id, name: 'Silnik', builtin: false }]);
  });

  it('an empty set replaces the permissions and the log keeps both sets', async () => {
    const id = (await admin.post(rolesContract.path, { name: 'Pusta', permissions: [{ subject: 'Timer', action: 'listowanie' }] })).json().id as number;
    const res = await admin.put(rolesContract.itemPath(id), { permissions: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Zapisano zmiany grupy użytkowników.', data: { id, name: 'Pusta', builtin: false, permissions: [] } });
    expect((await logOf(id)).at(-1)).toEqual({ action: 'update', before: { name: 'Pusta', permissions: ['Timer:listowanie'] }, after: { name: 'Pusta', permissions: [] } });
  });

  it('a bad child reads its path in the request language, and nothing is written', async () => {
    const res = await adminEn.post(rolesContract.path, { name: 'Zła', permissions: [{ subject: 'Timer', action: 'listowanie' }, { subject: 'Timer', action: 'fruwanie' }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['permissions.1.action']);
    expect(res.json().errors['permissions.1.action'][0]).toMatch(/invalid/i);
    expect(await rows(t.database, sql`select id from roles where name = 'Zła'`)).toEqual([]);
  });
});
