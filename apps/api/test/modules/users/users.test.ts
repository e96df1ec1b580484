import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, usersContract } from '@harmony/shared';
import { sha256 } from '../../../src/lib/tokens.js';
import { DEMO_ACCOUNTS, roleIdByName, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';

/** Users (/api/users): list, read, create with and without send_password, update, passwords, delete, the rules. */
const t = withApp();
const admin = t.client('Administrator');
const superadmin = t.client('Superadministrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const role: Record<string, number> = {};
const id: Record<string, number> = {};
const PASSWORD = 'Nowe-haslo-2026';

beforeAll(async () => {
  for (const name of ['Superadministrator', 'Administrator', 'Lider', 'Kontraktor']) role[name] = await roleIdByName(t.database, name);
  for (const [name, email] of Object.entries(DEMO_ACCOUNTS)) id[name] = await userIdByEmail(t.database, email);
});

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Jan', last_name: 'Testowy', email, roles: [role.Kontraktor], active: true,
  password: PASSWORD, password_confirmation: PASSWORD, ...extra,
});

async function createUser(email: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post(usersContract.path, person(email, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function login(email: string, password = PASSWORD): Promise<TestClient> {
  const client = t.anonymous();
  const res = await client.post('/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const count = async (table: string) =>
  Number((await rows<{ n: number }>(t.database, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
const activityOf = (userId: number) =>
  rows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(t.database,
    sql`select action, before, after from activities where subject_type = 'users' and subject_id = ${String(userId)} order by id`);

describe('GET /api/users', () => {
  it('lists users with their roles in the list envelope, without Superadministrators for an Administrator', async () => {
    const res = await admin.get(usersContract.path, { query: { sort: 'email' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, per_page: 25 });
    const emails = body.data.map((u: { email: string }) => u.email);
    expect(emails).toContain('admin@demo.local');
    expect(emails).not.toContain('superadmin@demo.local');
    const kontraktor = body.data.find((u: { email: string }) => u.email === 'kontraktor@demo.local');
    expect(kontraktor).toEqual({
      id: id.Kontraktor, first_name: 'Konrad', last_name: 'Kontraktor', email: 'kontraktor@demo.local', active: true,
      roles: [{ id: role.Kontraktor, name: 'Kontraktor' }], last_login_at: null, created_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(Object.keys(kontraktor)).not.toContain('password_hash');
    // A Superadministrator sees everyone.
    const all = (await superadmin.get(usersContract.path, { query: { per_page: '100' } })).json();
    expect(all.data.map((u: { email: string }) => u.email)).toContain('superadmin@demo.local');
    expect(all.meta.total).toBe(body.meta.total + 1);
  });

  it('searches first name, last name, full name and e-mail, with LIKE wildcards as plain text', async () => {
    await createUser('szukaj.mnie@firma.pl', { first_name: 'Zenobia', last_name: 'Szukalska' });
    const names = async (search: string) =>
      ((await admin.get(usersContract.path, { query: { search } })).json().data as { email: string }[]).map((u) => u.email);
    expect(await names('zenob')).toEqual(['szukaj.mnie@firma.pl']);
    expect(await names('SZUKALSKA')).toEqual(['szukaj.mnie@firma.pl']);
    expect(await names('Zenobia Szukalska')).toEqual(['szukaj.mnie@firma.pl']);
    expect(await names('Szukalska Zenobia')).toEqual(['szukaj.mnie@firma.pl']);
    expect(await names('mnie@firma')).toEqual(['szukaj.mnie@firma.pl']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    // The Superadministrator can't be found by an Administrator either.
    expect(await names('superadmin')).toEqual([]);
  });

  it('filters by role and by active, and sorts by whitelisted columns', async () => {
    const inactive = await createUser('nieaktywny@firma.pl', { first_name: 'Ina', last_name: 'Aktywna', active: false, roles: [role.Lider] });
    const byRole = (await admin.get(usersContract.path, { query: { role: String(role.Lider), per_page: '100' } })).json();
    expect(byRole.data.every((u: { roles: { name: string }[] }) => u.roles.some((r) => r.name === 'Lider'))).toBe(true);
    expect(byRole.data.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([id.Lider, inactive]));
    const off = (await admin.get(usersContract.path, { query: { active: 'false', per_page: '100' } })).json();
    expect(off.data.map((u: { id: number }) => u.id)).toEqual([inactive]);
    const on = (await admin.get(usersContract.path, { query: { active: 'true', per_page: '100' } })).json();
    expect(on.data.map((u: { id: number }) => u.id)).not.toContain(inactive);
    // Superadministrators stay hidden even when asked for by role.
    expect((await admin.get(usersContract.path, { query: { role: String(role.Superadministrator) } })).json().meta.total).toBe(0);
    expect((await superadmin.get(usersContract.path, { query: { role: String(role.Superadministrator) } })).json().meta.total).toBe(1);

    const emailsDesc = (await admin.get(usersContract.path, { query: { sort: 'email', order: 'desc', per_page: '100' } })).json()
      .data.map((u: { email: string }) => u.email);
    expect(emailsDesc).toEqual([...emailsDesc].sort().reverse());
    const page = (await admin.get(usersContract.path, { query: { sort: 'id', per_page: '2', page: '2' } })).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 2, per_page: 2, last_page: Math.ceil(page.meta.total / 2) });
    // last_login_at: the signed-in demo accounts have one, new users none.
    const logins = (await admin.get(usersContract.path, { query: { sort: 'last_login_at', order: 'asc', per_page: '100' } })).json().data;
    expect(logins[0].last_login_at).not.toBeNull();
    expect(logins.at(-1).last_login_at).toBeNull();
  });

  it('refuses bad list parameters with 422 field errors, in Polish and in English', async () => {
    const res = await admin.get(usersContract.path, { query: { sort: 'password_hash', per_page: '101', active: 'maybe', role: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      per_page: ['Pole liczba na stronie musi być pomiędzy 1 oraz 100'],
      sort: ['Wybrana wartość pola sortowanie jest nieprawidłowa'],
      role: ['Pole grupa musi być liczbą całkowitą'],
      active: ['Wybrana wartość pola aktywny jest nieprawidłowa'],
    });
    const en = await adminEn.get(usersContract.path, { query: { active: 'maybe' } });
    expect(en.json().errors).toEqual({ active: ['The selected active is invalid'] });
  });

  it('is for administrators with the users permission only', async () => {
    expect((await t.anonymous().get(usersContract.path)).statusCode).toBe(401);
    expect((await (await t.signIn('Lider')).get(usersContract.path)).statusCode).toBe(403);
  });
});

describe('GET /api/users/:id', () => {
  it('returns one user; 404 for unknown ids and, for an Administrator, for Superadministrators', async () => {
    const res = await admin.get(usersContract.itemPath(id.Lider!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: id.Lider, email: 'lider@demo.local', roles: [{ id: role.Lider, name: 'Lider' }], has_password: true });
    expect((await admin.get(usersContract.itemPath(999999))).statusCode).toBe(404);
    expect((await admin.get(usersContract.itemPath('abc'))).statusCode).toBe(422);
    expect((await admin.get(usersContract.itemPath(id.Superadministrator!))).statusCode).toBe(404);
    expect((await superadmin.get(usersContract.itemPath(id.Superadministrator!))).json().roles).toEqual([{ id: role.Superadministrator, name: 'Superadministrator' }]);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a password, who can then sign in; logged, no mail', async () => {
    const mailsBefore = await count('mails');
    const res = await admin.post(usersContract.path, person('Nowa.Osoba@Firma.PL', { roles: [role.Lider, role.Kontraktor] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'Dodano użytkownika.' });
    const user = (await admin.get(usersContract.itemPath(res.json().id))).json();
    expect(user).toMatchObject({ email: 'nowa.osoba@firma.pl', active: true, has_password: true });
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['Lider', 'Kontraktor']);
    const me = await (await login('nowa.osoba@firma.pl')).get('/api/user');
    expect(me.json().roles).toEqual(['Lider', 'Kontraktor']);
    expect(await count('mails')).toBe(mailsBefore);
    const log = await activityOf(res.json().id);
    expect(log[0]).toMatchObject({ action: 'create', after: { email: 'nowa.osoba@firma.pl', send_password: false } });
    expect(JSON.stringify(log)).not.toContain(PASSWORD);
  });

  it('requires password and its confirmation unless send_password is set', async () => {
    const noPassword = await admin.post(usersContract.path, person('bez.hasla@firma.pl', { password: undefined, password_confirmation: undefined }));
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors).toEqual({ password: ['Pole hasło jest wymagane'] });
    const mismatch = await admin.post(usersContract.path, person('bez.hasla@firma.pl', { password_confirmation: 'inne-haslo-123' }));
    expect(mismatch.json().errors).toEqual({ password: ['Pole hasło nie zgadza się z polem potwierdzającym'] });
    const short = await admin.post(usersContract.path, person('bez.hasla@firma.pl', { password: 'krotkie', password_confirmation: 'krotkie' }));
    expect(short.json().errors).toEqual({ password: ['Pole hasło musi być długie na co najmniej 8 znaków'] });
  });

  it('refuses bad fields with Laravel-shaped 422s', async () => {
    const res = await admin.post(usersContract.path, { first_name: ' ', last_name: 'x'.repeat(101), email: 'nie-email', roles: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['Pole imię jest wymagane'],
      last_name: ['Pole nazwisko nie może być dłuższe niż 100 znaków'],
      email: ['Pole email musi być poprawnym adresem email'],
      roles: ['Pole grupy jest wymagane'],
      password: ['Pole hasło jest wymagane'],
    });
    expect(res.json().message).toBe('Pole imię jest wymagane');
    const unknownRole = await admin.post(usersContract.path, person('rola@firma.pl', { roles: [999999] }));
    expect(unknownRole.json().errors).toEqual({ roles: ['Wybrana wartość pola grupy jest nieprawidłowa'] });
  });

  it('never assigns Superadministrator, not even for a Superadministrator', async () => {
    for (const client of [admin, superadmin]) {
      const res = await client.post(usersContract.path, person('super.nowy@firma.pl', { roles: [role.Superadministrator, role.Kontraktor] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ roles: ['Roli Superadministrator nie można nadać.'] });
    }
    expect((await rows(t.database, sql`select 1 from users where email = 'super.nowy@firma.pl'`))).toEqual([]);
  });

  it('refuses a taken e-mail in any letter case with 422 unique, writing nothing', async () => {
    const before = [await count('users'), await count('activities'), await count('mails'), await count('password_tokens')];
    for (const email of ['ADMIN@demo.local', 'Superadmin@Demo.Local']) {
      const res = await admin.post(`${usersContract.path}?send_password=1`, person(email));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Taka wartość pola email już istnieje'] });
    }
    expect([await count('users'), await count('activities'), await count('mails'), await count('password_tokens')]).toEqual(before);
  });

  it('with send_password: no password needed; a 72 h one-time token (hash only) and a queued Polish e-mail with the link', async () => {
    const res = await admin.post(usersContract.path, { first_name: 'Zaproszona', last_name: 'Osoba', email: 'zaproszona@firma.pl', roles: [role.Kontraktor] },
      { query: { send_password: '1' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Dodano użytkownika. Wysłaliśmy mu e-mail z linkiem do ustawienia hasła.');
    const userId = res.json().id as number;
    expect((await admin.get(usersContract.itemPath(userId))).json().has_password).toBe(false);

    const [token] = await rows<{ token_hash: string; purpose: string; expires_at: string | Date; used_at: unknown }>(t.database,
      sql`select token_hash, purpose, expires_at, used_at from password_tokens where user_id = ${userId}`);
    expect(token).toMatchObject({ purpose: 'set', used_at: null });
    const hours = (new Date(token!.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [mail] = await rows<{ emails: string[]; subject: string; content: string; kind: string; status: string }>(t.database,
      sql`select emails, subject, content, kind, status from mails where emails @> ${JSON.stringify(['zaproszona@firma.pl'])}::jsonb`);
    expect(mail).toMatchObject({ emails: ['zaproszona@firma.pl'], kind: 'set-password', status: 'queued', subject: 'Ustaw hasło do konta w 1CRM Harmony' });
    const link = /http:\/\/localhost:3000\/ustaw-haslo\/([A-Za-z0-9_-]+)/.exec(mail!.content);
    expect(link).not.toBeNull();
    // The database keeps only the token's hash; the link carries the token itself.
    expect(sha256(link![1]!)).toBe(token!.token_hash);
    expect(mail!.content).not.toContain(token!.token_hash);
    // Nobody can sign in before the password is set.
    expect((await t.anonymous().post('/login', { email: 'zaproszona@firma.pl', password: '' })).statusCode).toBe(422);
  });

  it('writes the English e-mail with the /en link when the request is in English', async () => {
    const res = await adminEn.post(usersContract.path, { first_name: 'Ann', last_name: 'English', email: 'ann@firma.pl', roles: [role.Lider] },
      { query: { send_password: 'true' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('User added. We have sent them an e-mail with a link to set their password.');
    const [mail] = await rows<{ subject: string; content: string }>(t.database,
      sql`select subject, content from mails where emails @> ${JSON.stringify(['ann@firma.pl'])}::jsonb`);
    expect(mail!.subject).toBe('Set your password for 1CRM Harmony');
    expect(mail!.content).toMatch(/http:\/\/localhost:3000\/en\/ustaw-haslo\/[A-Za-z0-9_-]{43}"/);
    expect(mail!.content).toContain('<html lang="en">');
  });
});

describe('PUT /api/users/:id', () => {
  it('updates fields and roles, logs before and after', async () => {
    const userId = await createUser('zmiana@firma.pl');
    const res = await admin.put(usersContract.itemPath(userId), {
      first_name: 'Janina', last_name: 'Zmieniona', email: 'Zmieniona@Firma.pl', roles: [role.Lider], active: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Zapisano zmiany użytkownika.',
      data: { id: userId, first_name: 'Janina', email: 'zmieniona@firma.pl', roles: [{ id: role.Lider, name: 'Lider' }] },
    });
    const log = await activityOf(userId);
    expect(log.at(-1)).toMatchObject({
      action: 'update',
      before: { email: 'zmiana@firma.pl', roles: [{ name: 'Kontraktor' }] },
      after: { email: 'zmieniona@firma.pl', roles: [{ name: 'Lider' }] },
    });
    // Unchanged password: the old one still works.
    await login('zmieniona@firma.pl');
  });

  it('refuses a taken e-mail and the Superadministrator role', async () => {
    const userId = await createUser('inny@firma.pl');
    const body = { first_name: 'A', last_name: 'B', roles: [role.Kontraktor], active: true };
    expect((await admin.put(usersContract.itemPath(userId), { ...body, email: 'LIDER@demo.local' })).json().errors)
      .toEqual({ email: ['Taka wartość pola email już istnieje'] });
    expect((await superadmin.put(usersContract.itemPath(userId), { ...body, email: 'inny@firma.pl', roles: [role.Superadministrator] })).json().errors)
      .toEqual({ roles: ['Roli Superadministrator nie można nadać.'] });
  });

  it('deactivation ends every session of the user: the old cookie gets 401 and sign-in is refused', async () => {
    const userId = await createUser('dezaktywuj@firma.pl');
    const victim = await login('dezaktywuj@firma.pl');
    const second = await login('dezaktywuj@firma.pl');
    expect((await victim.get('/api/user')).statusCode).toBe(200);
    const res = await admin.put(usersContract.itemPath(userId), { ...person('dezaktywuj@firma.pl'), password: '', password_confirmation: '', active: false });
    expect(res.statusCode, res.body).toBe(200);
    for (const client of [victim, second]) expect((await client.get('/api/user')).statusCode).toBe(401);
    expect(await rows(t.database, sql`select 1 from sessions where user_id = ${userId}`)).toEqual([]);
    const again = await t.anonymous().post('/login', { email: 'dezaktywuj@firma.pl', password: PASSWORD });
    expect(again.json()).toMatchObject({ errors: { email: ['To konto jest nieaktywne.'] } });
  });

  it('a new password ends the user\'s sessions; the old password stops working', async () => {
    const userId = await createUser('nowe.haslo@firma.pl');
    const victim = await login('nowe.haslo@firma.pl');
    const res = await admin.put(usersContract.itemPath(userId), person('nowe.haslo@firma.pl', { password: 'Inne-haslo-99', password_confirmation: 'Inne-haslo-99' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await victim.get('/api/user')).statusCode).toBe(401);
    expect((await t.anonymous().post('/login', { email: 'nowe.haslo@firma.pl', password: PASSWORD })).statusCode).toBe(422);
    await login('nowe.haslo@firma.pl', 'Inne-haslo-99');
    const mismatch = await admin.put(usersContract.itemPath(userId), person('nowe.haslo@firma.pl', { password: 'Inne-haslo-99', password_confirmation: 'x' }));
    expect(mismatch.json().errors).toEqual({ password: ['Pole hasło nie zgadza się z polem potwierdzającym'] });
  });

  it('nobody deactivates or deletes themselves (422 with a clear message)', async () => {
    const self = await admin.put(usersContract.itemPath(id.Administrator!), {
      first_name: 'Adam', last_name: 'Administrator', email: 'admin@demo.local', roles: [role.Administrator], active: false,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: 'Nie możesz dezaktywować własnego konta.', errors: { active: ['Nie możesz dezaktywować własnego konta.'] } });
    const del = await admin.delete(usersContract.itemPath(id.Administrator!));
    expect(del.statusCode).toBe(422);
    expect(del.json()).toEqual({ message: 'Nie możesz usunąć własnego konta.' });
    expect((await adminEn.delete(usersContract.itemPath(id.Administrator!))).json()).toEqual({ message: 'You cannot delete your own account.' });
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });
});

describe('Superadministrator protections', () => {
  it('an Administrator can neither see, edit, change the password of, nor delete a Superadministrator', async () => {
    const sa = id.Superadministrator!;
    const body = { first_name: 'X', last_name: 'Y', email: 'superadmin@demo.local', roles: [role.Kontraktor], active: false };
    expect((await admin.get(usersContract.itemPath(sa))).statusCode).toBe(404);
    expect((await admin.put(usersContract.itemPath(sa), body)).statusCode).toBe(404);
    expect((await admin.put(`${usersContract.itemPath(sa)}/password`, { password: PASSWORD, password_confirmation: PASSWORD })).statusCode).toBe(404);
    expect((await admin.post(`${usersContract.itemPath(sa)}/send-password`)).statusCode).toBe(404);
    expect((await admin.delete(usersContract.itemPath(sa))).statusCode).toBe(404);
    expect((await superadmin.get('/api/user')).json().roles).toEqual(['Superadministrator']);
    expect((await superadmin.get(usersContract.itemPath(sa))).json()).toMatchObject({ first_name: 'Sława', active: true });
  });

  it('a Superadministrator edits another Superadministrator, who keeps the role whether or not the form sends it', async () => {
    const other = await createUser('drugi.super@firma.pl');
    await t.database.db.execute(sql`insert into user_roles (user_id, role_id) values (${other}, ${role.Superadministrator})`);
    const base = { first_name: 'Drugi', last_name: 'Super', email: 'drugi.super@firma.pl', active: true };
    const kept = await superadmin.put(usersContract.itemPath(other), { ...base, roles: [role.Superadministrator, role.Lider] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['Superadministrator', 'Lider']);
    const omitted = await superadmin.put(usersContract.itemPath(other), { ...base, roles: [role.Kontraktor] });
    expect(omitted.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['Superadministrator', 'Kontraktor']);
    // Now hidden from Administrators.
    expect((await admin.get(usersContract.itemPath(other))).statusCode).toBe(404);
  });
});

describe('PUT /api/users/:id/password', () => {
  it('an administrator sets another user\'s password; that user\'s sessions end', async () => {
    const userId = await createUser('haslo.admin@firma.pl');
    const victim = await login('haslo.admin@firma.pl');
    const bad = await admin.put(`${usersContract.itemPath(userId)}/password`, { password: 'krotkie', password_confirmation: 'inne' });
    expect(bad.json().errors).toEqual({ password: ['Pole hasło musi być długie na co najmniej 8 znaków', 'Pole hasło nie zgadza się z polem potwierdzającym'] });
    const res = await admin.put(`${usersContract.itemPath(userId)}/password`, { password: 'Zupelnie-nowe-1', password_confirmation: 'Zupelnie-nowe-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Hasło zostało zmienione.' });
    expect((await victim.get('/api/user')).statusCode).toBe(401);
    expect((await activityOf(userId)).at(-1)!.action).toBe('password.change');
    await login('haslo.admin@firma.pl', 'Zupelnie-nowe-1');
  });

  it('anyone changes their own password with the current one; their other sessions end, this one goes on', async () => {
    const userId = await createUser('moje.haslo@firma.pl');
    const me = await login('moje.haslo@firma.pl');
    const elsewhere = await login('moje.haslo@firma.pl');
    const url = `${usersContract.itemPath(userId)}/password`;
    const next = { password: 'Moje-nowe-haslo', password_confirmation: 'Moje-nowe-haslo' };
    expect((await me.put(url, next)).json().errors).toEqual({ current_password: ['Pole obecne hasło jest wymagane'] });
    expect((await me.put(url, { ...next, current_password: 'zle-haslo' })).json().errors)
      .toEqual({ current_password: ['Obecne hasło jest nieprawidłowe.'] });
    const res = await me.put(url, { ...next, current_password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    await login('moje.haslo@firma.pl', 'Moje-nowe-haslo');
    // …but not someone else's.
    expect((await me.put(`${usersContract.itemPath(id.Lider!)}/password`, next)).statusCode).toBe(403);
  });
});

describe('POST /api/users/:id/send-password', () => {
  it('queues a new link and voids the earlier ones', async () => {
    const res = await admin.post(usersContract.path, { first_name: 'Link', last_name: 'Drugi', email: 'link.drugi@firma.pl', roles: [role.Lider] },
      { query: { send_password: '1' } });
    const userId = res.json().id as number;
    const again = await admin.post(`${usersContract.itemPath(userId)}/send-password`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: 'Wysłaliśmy e-mail z linkiem do ustawienia hasła.' });
    const tokens = await rows<{ used_at: unknown }>(t.database, sql`select used_at from password_tokens where user_id = ${userId} order by created_at`);
    expect(tokens.map((r) => r.used_at === null)).toEqual([false, true]);
    expect(await rows(t.database, sql`select 1 from mails where emails @> ${JSON.stringify(['link.drugi@firma.pl'])}::jsonb`)).toHaveLength(2);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the user with their sessions and roles, logs it, then 404', async () => {
    const userId = await createUser('do.usuniecia@firma.pl');
    const victim = await login('do.usuniecia@firma.pl');
    const res = await admin.delete(usersContract.itemPath(userId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: userId, message: 'Usunięto użytkownika.' });
    expect((await victim.get('/api/user')).statusCode).toBe(401);
    expect((await admin.get(usersContract.itemPath(userId))).statusCode).toBe(404);
    expect((await admin.delete(usersContract.itemPath(userId))).statusCode).toBe(404);
    expect(await rows(t.database, sql`select 1 from user_roles where user_id = ${userId}`)).toEqual([]);
    expect((await activityOf(userId)).at(-1)).toMatchObject({ action: 'delete', before: { email: 'do.usuniecia@firma.pl' } });
  });

  it('is refused to non-administrators', async () => {
    const kontraktor = await t.signIn('Kontraktor');
    expect((await kontraktor.delete(usersContract.itemPath(id.Lider!))).statusCode).toBe(403);
    expect((await kontraktor.post(usersContract.path, person('k@firma.pl'))).statusCode).toBe(403);
    expect((await kontraktor.put(usersContract.itemPath(id.Lider!), person('lider@demo.local'))).statusCode).toBe(403);
  });
});

describe('English', () => {
  it('answers in English under x-locale: en', async () => {
    const res = await adminEn.post(usersContract.path, { first_name: '', last_name: 'B', email: 'ADMIN@demo.local', roles: [role.Superadministrator] });
    expect(res.json().errors).toEqual({
      first_name: ['The first name field is required'],
      password: ['The password field is required'],
    });
    const taken = await adminEn.post(usersContract.path, person('ADMIN@demo.local'));
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken'] });
    const superRole = await adminEn.post(usersContract.path, person('en.super@firma.pl', { roles: [role.Superadministrator] }));
    expect(superRole.json().errors).toEqual({ roles: ['The Superadministrator role cannot be assigned.'] });
    const created = await adminEn.post(usersContract.path, person('en.user@firma.pl'));
    expect(created.json().message).toBe('User added.');
    expect((await adminEn.delete(usersContract.itemPath(created.json().id))).json().message).toBe('User deleted.');
  });

  it('keeps the demo password usable for the demo accounts (nothing here changed them)', async () => {
    expect((await t.anonymous().post('/login', { email: 'lider@demo.local', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
