import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { roleIdByName, rows, withApp } from '../../helpers/index.js';
import { rolesContract, SUBJECTS, VERBS } from '@harmony/shared';

/** User groups (roles): create, update (name + full permission set), delete, and what a change does to members. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const superadmin = t.client('Superadministrator');
const role: Record<string, number> = {};

beforeAll(async () => {
  for (const name of ['Superadministrator', 'Administrator', 'Lider', 'Kontraktor']) role[name] = await roleIdByName(t.database, name);
});

type Perm = { subject: string; action: string };
const key = (p: Perm) => `${p.subject}:${p.action}`;
const activityOf = (roleId: number) =>
  rows<{ action: string; before: { name: string; permissions: string[] } | null; after: { name: string; permissions: string[] } | null }>(
    t.database, sql`select action, before, after from activities where subject_type = 'roles' and subject_id = ${String(roleId)} order by id`);

async function createRole(name: string, permissions: Perm[] = []): Promise<number> {
  const res = await admin.post(rolesContract.path, { name, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('POST /api/roles', () => {
  it('creates a group with permissions from the catalogue, deduplicated, and logs the set', async () => {
    const res = await admin.post(rolesContract.path, {
      name: 'Księgowość',
      permissions: [
        { subject: 'Raporty__wlasne', action: 'listowanie' },
        { subject: 'Czasy__wszystkie', action: 'listowanie' },
        { subject: 'Raporty__wlasne', action: 'listowanie' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(Number), message: 'Dodano grupę użytkowników.', data: { name: 'Księgowość', builtin: false } });
    expect(body.data.permissions.map(key)).toEqual(['Czasy__wszystkie:listowanie', 'Raporty__wlasne:listowanie']);
    expect((await admin.get(rolesContract.itemPath(body.id))).json().permissions.map(key)).toEqual(['Czasy__wszystkie:listowanie', 'Raporty__wlasne:listowanie']);
    expect((await admin.get(rolesContract.path, { query: { search: 'księg' } })).json().data).toEqual([{ id: body.id, name: 'Księgowość', builtin: false }]);
    expect(await activityOf(body.id)).toEqual([
      { action: 'create', before: null, after: { name: 'Księgowość', permissions: ['Czasy__wszystkie:listowanie', 'Raporty__wlasne:listowanie'] } },
    ]);
  });

  it('refuses subjects and verbs outside the catalogue, an empty name, and a taken name in any case', async () => {
    const bad = await admin.post(rolesContract.path, {
      name: '',
      permissions: [{ subject: 'Sklep__wszystko', action: 'listowanie' }, { subject: 'Timer', action: 'kasowanie' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Pole nazwa jest wymagane'],
      'permissions.0.subject': ['Wybrana wartość pola obszar jest nieprawidłowa'],
      'permissions.1.action': ['Wybrana wartość pola czynność jest nieprawidłowa'],
    });
    for (const name of ['administrator', 'SUPERADMINISTRATOR', 'Lider']) {
      const taken = await admin.post(rolesContract.path, { name, permissions: [] });
      expect(taken.statusCode, name).toBe(422);
      expect(taken.json().errors).toEqual({ name: ['Taka wartość pola nazwa już istnieje'] });
    }
    expect((await adminEn.post(rolesContract.path, { name: 'lider' })).json().errors).toEqual({ name: ['The name has already been taken'] });
  });
});

describe('PUT /api/roles/:id', () => {
  it('renames a custom group and replaces its permissions, logging before and after', async () => {
    const id = await createRole('Praktykanci', [{ subject: 'Timer', action: 'listowanie' }]);
    const res = await admin.put(rolesContract.itemPath(id), {
      name: 'Stażyści',
      permissions: [{ subject: 'Kalendarz__wlasne', action: 'listowanie' }, { subject: 'Kalendarz__wlasne', action: 'dodawanie' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Zapisano zmiany grupy użytkowników.', data: { id, name: 'Stażyści' } });
    expect((await activityOf(id)).at(-1)).toEqual({
      action: 'update',
      before: { name: 'Praktykanci', permissions: ['Timer:listowanie'] },
      after: { name: 'Stażyści', permissions: ['Kalendarz__wlasne:dodawanie', 'Kalendarz__wlasne:listowanie'] },
    });
  });

  it('keeps the names of built-in groups but lets their permissions change', async () => {
    const rename = await admin.put(rolesContract.itemPath(role.Lider!), { name: 'Liderzy', permissions: [] });
    expect(rename.statusCode).toBe(422);
    expect(rename.json()).toEqual({
      message: 'Nazwy wbudowanej grupy Lider nie można zmienić.',
      errors: { name: ['Nazwy wbudowanej grupy Lider nie można zmienić.'] },
    });
    expect((await adminEn.put(rolesContract.itemPath(role.Lider!), { name: 'Leaders', permissions: [] })).json().errors)
      .toEqual({ name: ['The name of the built-in group Lider cannot be changed.'] });
  });

  it('answers 404 for Superadministrator and unknown ids, even to a Superadministrator', async () => {
    for (const client of [admin, superadmin]) {
      expect((await client.put(rolesContract.itemPath(role.Superadministrator!), { name: 'Superadministrator', permissions: [] })).statusCode).toBe(404);
      expect((await client.delete(rolesContract.itemPath(role.Superadministrator!))).statusCode).toBe(404);
    }
    expect((await admin.put(rolesContract.itemPath(999999), { name: 'X', permissions: [] })).statusCode).toBe(404);
    // Untouched.
    const [sa] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from role_permissions where role_id = ${role.Superadministrator}`);
    expect(Number(sa!.n)).toBe(SUBJECTS.length * VERBS.length);
  });

  it('takes effect on the members\' next request: Kontraktor without "listowanie Czasy__wlasne"', async () => {
    const kontraktor = await t.signIn('Kontraktor');
    const has = async () => ((await kontraktor.get('/api/user')).json().permissions as Perm[]).some((p) => key(p) === 'Czasy__wlasne:listowanie');
    expect(await has()).toBe(true);
    const original = (await admin.get(rolesContract.itemPath(role.Kontraktor!))).json().permissions as Perm[];
    const without = original.filter((p) => key(p) !== 'Czasy__wlasne:listowanie');
    const res = await admin.put(rolesContract.itemPath(role.Kontraktor!), { name: 'Kontraktor', permissions: without });
    expect(res.statusCode, res.body).toBe(200);
    // Same session, next request.
    expect(await has()).toBe(false);
    const perms = (await kontraktor.get('/api/user')).json().permissions.map(key);
    expect(perms).toContain('Czasy__wlasne:dodawanie');
    const log = (await activityOf(role.Kontraktor!)).at(-1)!;
    expect(log.before!.permissions).toContain('Czasy__wlasne:listowanie');
    expect(log.after!.permissions).not.toContain('Czasy__wlasne:listowanie');
    // Put it back for the rest of the file.
    expect((await admin.put(rolesContract.itemPath(role.Kontraktor!), { name: 'Kontraktor', permissions: original })).statusCode).toBe(200);
    expect(await has()).toBe(true);
  });

  it('a new group\'s permissions reach a user who is given it', async () => {
    const id = await createRole('Widzą raporty', [{ subject: 'Raporty__wlasne', action: 'listowanie' }, { subject: 'Timer__lista__online', action: 'listowanie' }]);
    const res = await admin.post('/api/users', {
      first_name: 'Grupa', last_name: 'Nowa', email: 'grupa.nowa@firma.pl', roles: [id], active: true,
      password: 'Haslo-grupy-1', password_confirmation: 'Haslo-grupy-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const member = t.anonymous();
    await member.post('/login', { email: 'grupa.nowa@firma.pl', password: 'Haslo-grupy-1' });
    const me = (await member.get('/api/user')).json();
    expect(me.roles).toEqual(['Widzą raporty']);
    expect(me.permissions.map(key)).toEqual(['Raporty__wlasne:listowanie', 'Timer__lista__online:listowanie']);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('deletes an unused custom group and logs its permission set', async () => {
    const id = await createRole('Na chwilę', [{ subject: 'Timer', action: 'listowanie' }]);
    const res = await admin.delete(rolesContract.itemPath(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, message: 'Usunięto grupę użytkowników.' });
    expect((await admin.get(rolesContract.itemPath(id))).statusCode).toBe(404);
    expect(await rows(t.database, sql`select 1 from role_permissions where role_id = ${id}`)).toEqual([]);
    expect((await activityOf(id)).at(-1)).toEqual({ action: 'delete', before: { name: 'Na chwilę', permissions: ['Timer:listowanie'] }, after: null });
  });

  it('refuses built-in groups and groups that still have users, in Polish and English', async () => {
    const builtin = await admin.delete(rolesContract.itemPath(role.Kontraktor!));
    expect(builtin.statusCode).toBe(422);
    expect(builtin.json()).toEqual({ message: 'Wbudowanej grupy Kontraktor nie można usunąć.' });
    expect((await adminEn.delete(rolesContract.itemPath(role.Lider!))).json()).toEqual({ message: 'The built-in group Lider cannot be deleted.' });

    const id = await createRole('Zajęta');
    const res = await admin.post('/api/users', {
      first_name: 'Członek', last_name: 'Grupy', email: 'czlonek@firma.pl', roles: [id], active: true,
      password: 'Haslo-czlonka-1', password_confirmation: 'Haslo-czlonka-1',
    });
    expect(res.statusCode).toBe(201);
    const inUse = await admin.delete(rolesContract.itemPath(id));
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toEqual({ message: 'Nie można usunąć grupy Zajęta: należą do niej użytkownicy (1). Najpierw przenieś ich do innej grupy.' });
    expect((await adminEn.delete(rolesContract.itemPath(id))).json().message)
      .toBe('The group Zajęta cannot be deleted: it still has users (1). Move them to another group first.');
    expect((await admin.get(rolesContract.itemPath(id))).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const lider = await t.signIn('Lider');
    expect((await lider.post(rolesContract.path, { name: 'Moja', permissions: [] })).statusCode).toBe(403);
    expect((await lider.put(rolesContract.itemPath(role.Lider!), { name: 'Lider', permissions: [] })).statusCode).toBe(403);
    expect((await lider.delete(rolesContract.itemPath(role.Lider!))).statusCode).toBe(403);
    expect((await t.anonymous().post(rolesContract.path, { name: 'Anon', permissions: [] })).statusCode).toBe(401);
  });
});
