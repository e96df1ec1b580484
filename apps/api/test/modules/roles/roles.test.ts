import { beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName, withApp } from '../../helpers/index.js';
import { rolesContract } from '@harmony/shared';

const t = withApp();
const admin = t.client('Administrator');
const superadmin = t.client('Superadministrator');
const roleIds: Record<string, number> = {};
beforeAll(async () => {
  for (const name of ['Superadministrator', 'Administrator', 'Lider', 'Kontraktor']) roleIds[name] = await roleIdByName(t.database, name);
});

describe('GET /api/roles', () => {
  it('lists the roles without Superadministrator, in the list envelope', async () => {
    const res = await admin.get(rolesContract.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: roleIds.Administrator, name: 'Administrator', builtin: true },
        { id: roleIds.Lider, name: 'Lider', builtin: true },
        { id: roleIds.Kontraktor, name: 'Kontraktor', builtin: true },
      ],
      meta: { total: 3, page: 1, per_page: 25, last_page: 1 },
    });
  });

  it('never shows Superadministrator, even to a Superadministrator, whatever the query', async () => {
    const queries: Record<string, string>[] = [
      {},
      { search: 'Super' },
      { search: 'superadministrator' },
      { search: 'admin' },
      { sort: 'name', order: 'desc' },
      { sort: 'name', order: 'asc', per_page: '1', page: '3' },
      { per_page: '100' },
      { per_page: '1', page: '1' },
    ];
    for (const client of [admin, superadmin]) {
      for (const query of queries) {
        const res = await client.get(rolesContract.path, { query });
        expect(res.statusCode, JSON.stringify(query)).toBe(200);
        const names = (res.json().data as { name: string }[]).map((r) => r.name);
        expect(names, JSON.stringify(query)).not.toContain('Superadministrator');
      }
    }
    const search = await superadmin.get(rolesContract.path, { query: { search: 'Super' } });
    expect(search.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 25, last_page: 1 } });
    const admins = await admin.get(rolesContract.path, { query: { search: 'admin' } });
    expect(admins.json().data.map((r: { name: string }) => r.name)).toEqual(['Administrator']);
    expect(admins.json().meta.total).toBe(1);
  });

  it('sorts by a whitelisted field and pages', async () => {
    const byName = await admin.get(rolesContract.path, { query: { sort: 'name', order: 'desc' } });
    expect(byName.json().data.map((r: { name: string }) => r.name)).toEqual(['Lider', 'Kontraktor', 'Administrator']);
    const page2 = await admin.get(rolesContract.path, { query: { sort: 'name', per_page: '2', page: '2' } });
    expect(page2.json()).toEqual({
      data: [{ id: roleIds.Lider, name: 'Lider', builtin: true }],
      meta: { total: 3, page: 2, per_page: 2, last_page: 2 },
    });
    const beyond = await admin.get(rolesContract.path, { query: { per_page: '2', page: '5' } });
    expect(beyond.json()).toEqual({ data: [], meta: { total: 3, page: 5, per_page: 2, last_page: 2 } });
  });

  it('treats LIKE wildcards in search as plain text', async () => {
    for (const search of ['%', '_', '\\']) {
      const res = await admin.get(rolesContract.path, { query: { search } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data, search).toEqual([]);
    }
  });

  it('refuses a bad per_page, page, sort or order with 422 field errors', async () => {
    for (const per_page of ['0', '1000', 'x', '-1', '2.5']) {
      const res = await admin.get(rolesContract.path, { query: { per_page } });
      expect(res.statusCode, per_page).toBe(422);
      const body = res.json();
      expect(Object.keys(body.errors), per_page).toEqual(['per_page']);
      expect(body.message).toBe(body.errors.per_page[0]);
    }
    expect((await admin.get(rolesContract.path, { query: { per_page: '0' } })).json().errors.per_page)
      .toEqual(['Pole liczba na stronie musi być pomiędzy 1 oraz 100']);
    expect((await admin.get(rolesContract.path, { query: { per_page: 'x' } })).json().errors.per_page)
      .toEqual(['Pole liczba na stronie musi być liczbą całkowitą']);
    expect((await admin.get(rolesContract.path, { query: { per_page: '1000' } }, )).json().errors.per_page)
      .toEqual(['Pole liczba na stronie musi być pomiędzy 1 oraz 100']);
    const en = await admin.get(rolesContract.path, { query: { per_page: '1000' }, headers: { 'x-locale': 'en' } });
    expect(en.json().errors.per_page).toEqual(['The items per page field must be between 1 and 100']);

    expect((await admin.get(rolesContract.path, { query: { page: '0' } })).statusCode).toBe(422);
    expect((await admin.get(rolesContract.path, { query: { sort: 'password' } })).statusCode).toBe(422);
    expect((await admin.get(rolesContract.path, { query: { order: 'sideways' } })).statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    expect((await t.anonymous().get(rolesContract.path)).statusCode).toBe(401);
    for (const role of ['Lider', 'Kontraktor'] as const) {
      const res = await (await t.signIn(role)).get(rolesContract.path);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'Nie masz uprawnień do tej strony.' });
    }
  });
});

describe('GET /api/roles/:id', () => {
  it('returns a role with its permissions', async () => {
    const res = await admin.get(rolesContract.itemPath(roleIds.Kontraktor!));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: roleIds.Kontraktor, name: 'Kontraktor', builtin: true });
    const keys = (body.permissions as { subject: string; action: string }[]).map((p) => `${p.subject}/${p.action}`).sort();
    expect(keys).toEqual([
      'Czasy__wlasne/dodawanie', 'Czasy__wlasne/edycja', 'Czasy__wlasne/listowanie', 'Czasy__wlasne/usuwanie',
      'Kalendarz__wlasne/dodawanie', 'Kalendarz__wlasne/edycja', 'Kalendarz__wlasne/listowanie', 'Kalendarz__wlasne/usuwanie',
      'Projekty__wlasne/listowanie',
      'Raporty__wlasne/listowanie',
      'Timer/dodawanie', 'Timer/edycja', 'Timer/listowanie', 'Timer/usuwanie',
    ]);
  });

  it('answers 404 for Superadministrator, even to a Superadministrator', async () => {
    for (const client of [admin, superadmin]) {
      const res = await client.get(rolesContract.itemPath(roleIds.Superadministrator!));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Nie znaleziono.' });
    }
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await admin.get(rolesContract.itemPath(99999))).statusCode).toBe(404);
    expect((await admin.get(`${rolesContract.path}/abc`)).statusCode).toBe(422);
  });
});
