import { notesContract, notesOfPath } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rolePermissions, roles, statuses } from '../../../src/db/schema.js';
import { createUser } from '../../../src/db/seed/users.js';
import { DEMO_ACCOUNTS, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';

/** Notes on any notable record: /api/{type}/{id}/notes and /api/notes/{id}. */
const t = withApp();
const admin = t.client('Administrator');
const superadmin = t.client('Superadministrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
/** A user of a custom group that may write on Administracja records but is no administrator. */
let editor: TestClient;
const ids = { admin: 0, superadmin: 0, kontraktor: 0, editor: 0, status: 0, otherStatus: 0 };

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);

  const { db } = t.database;
  const [role] = await db.insert(roles).values({ name: 'Redaktor notatek' }).returning({ id: roles.id });
  await db.insert(rolePermissions).values(
    (['listowanie', 'edycja'] as const).map((action) => ({ roleId: role!.id, subject: 'Administracja', action })),
  );
  ids.editor = await createUser(db, {
    email: 'redaktor@notes.test', password: 'Redaktor!2026', firstName: 'Ewa', lastName: 'Redaktorska', roles: ['Redaktor notatek'],
  });
  editor = t.anonymous();
  expect((await editor.post('/login', { email: 'redaktor@notes.test', password: 'Redaktor!2026' })).statusCode).toBe(200);

  const [a, b] = await db.insert(statuses).values([
    { name: 'Z notatkami', appliesTo: 'projects' },
    { name: 'Inny', appliesTo: 'projects' },
  ]).returning({ id: statuses.id });
  ids.status = a!.id;
  ids.otherStatus = b!.id;
});

type Note = { id: number; body: string; user: { id: number; name: string } | null; created_at: string; updated_at: string };
const notesUrl = notesOfPath;

async function addNote(client: TestClient, body: string, type = 'statuses', id: number = ids.status): Promise<Note> {
  const res = await client.post(notesUrl(type, id), { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('notes of a record', () => {
  it('creates a note: 201 with the note itself, its author and a message, logged', async () => {
    const res = await admin.post(notesUrl('statuses', ids.status), { body: '  Pierwsza notatka  ' });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toEqual({
      id: expect.any(Number), body: 'Pierwsza notatka', user: { id: ids.admin, name: 'Adam Administrator' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updated_at: note.created_at, message: 'Dodano notatkę.',
    });
    const [log] = await rows(t.database, sql`select action, after from activities where subject_type = 'notes' and subject_id = ${String(note.id)}`);
    expect(log).toMatchObject({ action: 'create', after: { notable_type: 'statuses', notable_id: String(ids.status), body: 'Pierwsza notatka' } });
  });

  it('lists a record\'s notes newest first, only that record\'s, paged', async () => {
    const a = await addNote(admin, 'Druga');
    const b = await addNote(superadmin, 'Trzecia');
    await addNote(admin, 'Gdzie indziej', 'statuses', ids.otherStatus);
    const res = await admin.get(notesUrl('statuses', ids.status));
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Note[]; meta: unknown };
    expect(data.map((n) => n.body)).toEqual(['Trzecia', 'Druga', 'Pierwsza notatka']);
    expect(data[0]).toEqual({ ...b, message: undefined, user: { id: ids.superadmin, name: 'Sława Nadzorcza' } });
    expect(meta).toEqual({ total: 3, page: 1, per_page: 25, last_page: 1 });
    const page = (await admin.get(notesUrl('statuses', ids.status), { query: { per_page: '1', page: '2' } })).json();
    expect(page.data.map((n: Note) => n.id)).toEqual([a.id]);
    expect(page.meta).toEqual({ total: 3, page: 2, per_page: 1, last_page: 3 });
  });

  it('validates the body (1–10000 characters) in Polish and English', async () => {
    const empty = await admin.post(notesUrl('statuses', ids.status), { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'Pole treść jest wymagane', errors: { body: ['Pole treść jest wymagane'] } });
    const long = await adminEn.post(notesUrl('statuses', ids.status), { body: 'x'.repeat(10_001) });
    expect(long.json().errors).toEqual({ body: ['The text field may not be greater than 10000 characters'] });
    expect((await admin.post(notesUrl('statuses', ids.status), { body: 'x'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown type, a missing record or a malformed id', async () => {
    expect((await admin.get(notesUrl('planets', 1))).statusCode).toBe(404);
    expect((await admin.post(notesUrl('planets', 1), { body: 'x' })).statusCode).toBe(404);
    expect((await admin.get(notesUrl('statuses', 999999))).statusCode).toBe(404);
    expect((await admin.get(notesUrl('statuses', 'abc'))).statusCode).toBe(404);
    expect((await admin.get(notesUrl('statuses', '99999999999999999999'))).statusCode).toBe(404);
    expect((await admin.post(notesUrl('statuses', 999999), { body: 'x' })).statusCode).toBe(404);
  });

  it('needs listowanie on the record\'s subject to read and edycja to write', async () => {
    for (const client of [lider, kontraktor]) {
      expect((await client.get(notesUrl('statuses', ids.status))).statusCode).toBe(403);
      expect((await client.post(notesUrl('statuses', ids.status), { body: 'x' })).statusCode).toBe(403);
      expect((await client.get(notesUrl('users', ids.kontraktor))).statusCode).toBe(403);
    }
    expect((await t.anonymous().get(notesUrl('statuses', ids.status))).statusCode).toBe(401);
    // The editor group may write on statuses (Administracja) but not on users (Administracja__uzytkownicy).
    expect((await editor.post(notesUrl('statuses', ids.status), { body: 'Od redaktora' })).statusCode).toBe(201);
    expect((await editor.get(notesUrl('users', ids.kontraktor))).statusCode).toBe(403);
  });
});

describe('notes on users: no IDOR', () => {
  it('hides a Superadministrator\'s record from everyone else, notes included', async () => {
    expect((await admin.post(notesUrl('users', ids.kontraktor), { body: 'O kontraktorze' })).statusCode).toBe(201);
    const secret = await addNote(superadmin, 'Notatka o superadminie', 'users', ids.superadmin);
    expect((await superadmin.get(notesUrl('users', ids.superadmin))).json().data.map((n: Note) => n.id)).toEqual([secret.id]);

    expect((await admin.get(notesUrl('users', ids.superadmin))).statusCode).toBe(404);
    expect((await admin.post(notesUrl('users', ids.superadmin), { body: 'x' })).statusCode).toBe(404);
    // Knowing the note's id does not help either.
    expect((await admin.put(notesContract.itemPath(secret.id), { body: 'przejęta' })).statusCode).toBe(404);
    expect((await admin.delete(notesContract.itemPath(secret.id))).statusCode).toBe(404);
    const [row] = await rows(t.database, sql`select body from notes where id = ${secret.id}`);
    expect(row).toEqual({ body: 'Notatka o superadminie' });
  });
});

describe('PUT and DELETE /api/notes/{id}', () => {
  it('lets the author edit and delete, logged with before and after', async () => {
    const note = await addNote(editor, 'Szkic');
    const res = await editor.put(notesContract.itemPath(note.id), { body: 'Poprawiony' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: note.id, body: 'Poprawiony', user: { id: ids.editor, name: 'Ewa Redaktorska' }, message: 'Zapisano notatkę.' });
    expect(res.json().created_at).toBe(note.created_at);
    expect(Date.parse(res.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(note.updated_at));
    const del = await editor.delete(notesContract.itemPath(note.id));
    expect(del.json()).toEqual({ id: note.id, message: 'Usunięto notatkę.' });
    expect((await editor.delete(notesContract.itemPath(note.id))).statusCode).toBe(404);
    const log = await rows<{ action: string; before: { body: string } | null; after: { body: string } | null }>(t.database,
      sql`select action, before, after from activities where subject_type = 'notes' and subject_id = ${String(note.id)} order by id`);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(log[1]).toMatchObject({ before: { body: 'Szkic' }, after: { body: 'Poprawiony' } });
  });

  it('refuses someone else\'s note to a non-administrator, but lets another administrator change it', async () => {
    const byAdmin = await addNote(admin, 'Notatka administratora');
    const refused = await editor.put(notesContract.itemPath(byAdmin.id), { body: 'Moja teraz' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Możesz zmieniać tylko własne notatki.' });
    expect((await editor.delete(notesContract.itemPath(byAdmin.id))).statusCode).toBe(403);

    const byEditor = await addNote(editor, 'Notatka redaktora');
    const edited = await superadmin.put(notesContract.itemPath(byEditor.id), { body: 'Poprawione przez superadmina' });
    expect(edited.statusCode).toBe(200);
    // The author stays the author.
    expect(edited.json().user).toEqual({ id: ids.editor, name: 'Ewa Redaktorska' });
    expect((await admin.delete(notesContract.itemPath(byEditor.id))).statusCode).toBe(200);
  });

  it('answers 403 to roles without the subject, 404 for a missing note, 422 for a bad body or id', async () => {
    const note = await addNote(admin, 'Do sprawdzenia');
    expect((await lider.put(notesContract.itemPath(note.id), { body: 'x' })).statusCode).toBe(403);
    expect((await kontraktor.delete(notesContract.itemPath(note.id))).statusCode).toBe(403);
    expect((await admin.put(notesContract.itemPath(999999), { body: 'x' })).statusCode).toBe(404);
    expect((await admin.put(notesContract.itemPath('abc'), { body: 'x' })).statusCode).toBe(422);
    const bad = await admin.put(notesContract.itemPath(note.id), { body: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ body: ['Pole treść jest wymagane'] });
  });
});
