import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, rates, statuses } from '../../../src/db/schema.js';
import { DEMO_ACCOUNTS, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { allocate, insertEntry, insertProject, makeRole, makeUser, signInEmail } from '../../helpers/projects.js';
import { projectsContract } from '@harmony/shared';

/** Projects: scopes per role, the list's aggregates, filters, archive, validation, delete and undo. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
/** A user whose group has only Projekty__wlasne (list, add, edit): leads what they edit. */
let ownOnly: TestClient;
const ids = { admin: 0, lider: 0, kontraktor: 0, ownOnly: 0, category: 0, status: 0, orderStatus: 0 };
const p = { a: 0, b: 0, led: 0, allocatedOnly: 0 };

type ProjectRow = Record<string, unknown> & { id: number; name: string };
const names = (res: { json(): { data: ProjectRow[] } }) => res.json().data.map((r) => r.name);

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  const role = await makeRole(t.database, 'Własne projekty', [
    ['Projekty__wlasne', 'listowanie'], ['Projekty__wlasne', 'dodawanie'], ['Projekty__wlasne', 'edycja'], ['Projekty__wlasne', 'usuwanie'],
  ]);
  const own = await makeUser(t.database, [role]);
  ids.ownOnly = own.id;
  ownOnly = await signInEmail(t.app, own.email);
  const { db } = t.database;
  ids.category = (await db.insert(categories).values({ name: 'Strony WWW', color: '#112233' }).returning())[0]!.id;
  // A spare status first: the category's and the status's ids must differ, or a name read by the wrong id would pass.
  ids.status = (await db.insert(statuses).values([
    { name: 'Wstrzymany', color: '#999999', appliesTo: 'projects' }, { name: 'W toku', color: '#00aa00', appliesTo: 'projects' },
  ]).returning())[1]!.id;
  expect(ids.status).not.toBe(ids.category);
  ids.orderStatus = (await db.insert(statuses).values({ name: 'Wysłane', appliesTo: 'orders' }).returning())[0]!.id;
  // A: led by Lider, Kontraktor allocated. B: led by Admin, nobody allocated.
  p.a = await insertProject(t.database, { name: 'Alfa sklep', customer: 'Acme', leaderId: ids.lider, categoryId: ids.category, statusId: ids.status, budgetHours: '10' });
  p.b = await insertProject(t.database, { name: 'Beta portal', customer: 'Bolt', leaderId: ids.admin });
  await allocate(t.database, p.a, ids.kontraktor, '2026-03');
  // The own-only user leads one project and is only allocated to another.
  p.led = await insertProject(t.database, { name: 'Gamma własny', leaderId: ids.ownOnly });
  p.allocatedOnly = await insertProject(t.database, { name: 'Delta przypisany', leaderId: ids.admin });
  await allocate(t.database, p.allocatedOnly, ids.ownOnly, '2025-01');
});

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Nowy projekt', customer: 'Klient', description: 'Opis', category_id: null, status_id: null, leader_id: null,
  budget_hours: null, budget_amount: null, deadline: null, ...extra,
});

describe('scopes', () => {
  it('shows a contractor only the projects they are allocated to; the rest are 404 everywhere', async () => {
    const list = await kontraktor.get(projectsContract.path, { query: { per_page: '100' } });
    expect(list.statusCode).toBe(200);
    expect(names(list)).toEqual(['Alfa sklep']);
    expect((await kontraktor.get(projectsContract.itemPath(p.a))).statusCode).toBe(200);
    expect((await kontraktor.get(projectsContract.itemPath(p.b))).statusCode).toBe(404);
    expect((await kontraktor.get(`${projectsContract.itemPath(p.b)}/allocations`)).statusCode).toBe(404);
    const csv = await kontraktor.get(`${projectsContract.path}/export.csv`);
    expect(csv.body).toContain('Alfa sklep');
    expect(csv.body).not.toContain('Beta portal');
    // Listing only: no writes at all.
    expect((await kontraktor.put(projectsContract.itemPath(p.a), form())).statusCode).toBe(403);
    expect((await kontraktor.delete(projectsContract.itemPath(p.a))).statusCode).toBe(403);
    expect((await kontraktor.post(projectsContract.path, form())).statusCode).toBe(403);
    expect((await kontraktor.post(`${projectsContract.itemPath(p.a)}/archive`)).statusCode).toBe(403);
  });

  it('lets a Lider see and edit every project (Projekty__wszystkie) but not delete', async () => {
    const list = await lider.get(projectsContract.path, { query: { per_page: '100' } });
    expect(names(list)).toEqual(expect.arrayContaining(['Alfa sklep', 'Beta portal', 'Gamma własny', 'Delta przypisany']));
    const res = await lider.put(projectsContract.itemPath(p.b), form({ name: 'Beta portal', customer: 'Bolt', leader_id: ids.admin }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await lider.delete(projectsContract.itemPath(p.b))).statusCode).toBe(403);
    expect((await lider.post(`${projectsContract.path}/bulk-delete`, { ids: [p.b] })).statusCode).toBe(403);
  });

  it('with only Projekty__wlasne: sees led and allocated projects, writes only the led ones', async () => {
    const list = await ownOnly.get(projectsContract.path, { query: { per_page: '100' } });
    expect(names(list).sort()).toEqual(['Delta przypisany', 'Gamma własny']);
    expect((await ownOnly.get(projectsContract.itemPath(p.b))).statusCode).toBe(404);
    expect((await ownOnly.put(projectsContract.itemPath(p.b), form())).statusCode).toBe(404);
    expect((await ownOnly.delete(projectsContract.itemPath(p.b))).statusCode).toBe(404);
    expect((await ownOnly.post(`${projectsContract.itemPath(p.b)}/archive`)).statusCode).toBe(404);

    const notLed = await ownOnly.put(projectsContract.itemPath(p.allocatedOnly), form({ leader_id: ids.ownOnly }));
    expect(notLed.statusCode).toBe(403);
    expect(notLed.json().message).toBe('Możesz zmieniać tylko projekty, których jesteś liderem.');
    expect((await ownOnly.post(`${projectsContract.itemPath(p.allocatedOnly)}/archive`)).statusCode).toBe(403);
    expect((await ownOnly.delete(projectsContract.itemPath(p.allocatedOnly))).statusCode).toBe(403);

    const led = await ownOnly.put(projectsContract.itemPath(p.led), form({ name: 'Gamma własny', leader_id: ids.ownOnly, customer: 'Gama' }));
    expect(led.statusCode, led.body).toBe(200);
    expect(led.json().data).toMatchObject({ customer: 'Gama', leader: { id: ids.ownOnly } });

    // Handing the project to someone else would lose it: the leader stays oneself.
    const handOver = await ownOnly.put(projectsContract.itemPath(p.led), form({ name: 'Gamma własny', leader_id: ids.admin }));
    expect(handOver.statusCode).toBe(422);
    expect(handOver.json().errors).toEqual({ leader_id: ['Jako lidera projektu możesz wskazać tylko siebie.'] });
    expect((await ownOnly.post(projectsContract.path, form({ leader_id: ids.admin }))).statusCode).toBe(422);
    const created = await ownOnly.post(projectsContract.path, form({ name: 'Własny nowy', leader_id: ids.ownOnly }));
    expect(created.statusCode, created.body).toBe(201);
    expect((await ownOnly.get(projectsContract.itemPath(created.json().id))).statusCode).toBe(200);
    expect((await ownOnly.delete(projectsContract.itemPath(created.json().id))).statusCode).toBe(200);
  });

  it('gives notes on a project the same scope (the details screen)', async () => {
    expect((await kontraktor.get(`${projectsContract.itemPath(p.a)}/notes`)).statusCode).toBe(200);
    expect((await kontraktor.get(`${projectsContract.itemPath(p.b)}/notes`)).statusCode).toBe(404);
    expect((await kontraktor.post(`${projectsContract.itemPath(p.a)}/notes`, { body: 'Kontraktor' })).statusCode).toBe(403);
    const note = await lider.post(`${projectsContract.itemPath(p.b)}/notes`, { body: 'Uwaga lidera' });
    expect(note.statusCode, note.body).toBe(201);
    expect((await ownOnly.get(`${projectsContract.itemPath(p.b)}/notes`)).statusCode).toBe(404);
    expect((await admin.get(`${projectsContract.itemPath(p.b)}/notes`)).json().data.map((n: { body: string }) => n.body)).toEqual(['Uwaga lidera']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous().get(projectsContract.path)).statusCode).toBe(401);
  });
});

describe('create, read, update', () => {
  it('creates with a message, answers with the joined record and logs the table row', async () => {
    const res = await admin.post(projectsContract.path, form({
      name: 'Omega', customer: 'Orbis', category_id: ids.category, status_id: ids.status, leader_id: ids.lider,
      budget_hours: '120.5', budget_amount: 50000, deadline: '2026-12-31',
    }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, message, data } = res.json();
    expect(message).toBe('Zapisano.');
    expect(data).toEqual({
      id, name: 'Omega', customer: 'Orbis', description: 'Opis',
      category_id: ids.category, status_id: ids.status, leader_id: ids.lider,
      budget_hours: 120.5, budget_amount: 50000, deadline: '2026-12-31',
      archived: false, archived_at: null, created_at: expect.any(String), updated_at: expect.any(String),
      category: { id: ids.category, name: 'Strony WWW', color: '#112233' },
      status: { id: ids.status, name: 'W toku', color: '#00aa00' },
      leader: { id: ids.lider, name: 'Lena Liderska' },
      hours_used: 0, budget_used_percent: 0, cost_used: 0, cost_used_percent: 0,
    });
    expect((await admin.get(projectsContract.itemPath(id))).json()).toEqual(data);
    const [log] = await rows<{ action: string; after: Record<string, unknown> }>(t.database,
      sql`select action, after from activities where subject_type = 'projects' and subject_id = ${String(id)}`);
    expect(log).toMatchObject({ action: 'create', after: { name: 'Omega', budget_hours: 120.5 } });
    expect(log!.after).not.toHaveProperty('hours_used');
  });

  it('takes empty form fields as "none"', async () => {
    const res = await admin.post(projectsContract.path, { name: 'Pusty', customer: '', category_id: '', status_id: '', leader_id: '', budget_hours: '', deadline: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ customer: '', description: '', category_id: null, leader: null, budget_hours: null, budget_used_percent: null, deadline: null });
  });

  it('refuses bad input with 422s in Polish and English', async () => {
    const bad = {
      name: '', category_id: 999999, status_id: ids.orderStatus, leader_id: 999999, budget_hours: -1, budget_amount: 'dużo', deadline: '2026-02-30',
    };
    const pl = await admin.post(projectsContract.path, bad);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      name: ['Pole nazwa jest wymagane'],
      budget_hours: ['Pole budżet godzin musi być pomiędzy 0 oraz 99999999'],
      budget_amount: ['Pole budżet kwotowy może zawierać jedynie cyfry'],
      deadline: ['Pole termin nie jest prawidłową datą'],
    });
    const en = await adminEn.post(projectsContract.path, bad);
    expect(en.json().errors.name).toEqual(['The name field is required']);
    expect(en.json().errors.deadline).toEqual(['The deadline is not a valid date']);
    // References are checked once the form itself is valid.
    const refs = await admin.post(projectsContract.path, { ...bad, name: 'Ok', budget_hours: 1, budget_amount: 1, deadline: null });
    expect(refs.json().errors).toEqual({
      category_id: ['Wybrana wartość pola kategoria jest nieprawidłowa'],
      status_id: ['Wybrana wartość pola status jest nieprawidłowa'],
      leader_id: ['Wybrana wartość pola lider jest nieprawidłowa'],
    });
    const refsEn = await adminEn.post(projectsContract.path, { ...bad, name: 'Ok', budget_hours: 1, budget_amount: 1, deadline: null });
    expect(refsEn.json().errors.status_id).toEqual(['The selected status is invalid']);
    const inactive = await makeUser(t.database, ['Lider']);
    await t.database.db.execute(sql`update users set active = false where id = ${inactive.id}`);
    expect((await admin.post(projectsContract.path, form({ leader_id: inactive.id }))).json().errors).toEqual({ leader_id: ['Wybrana wartość pola lider jest nieprawidłowa'] });
  });

  it('updates, keeping an unchanged reference to a leader who left', async () => {
    const gone = await makeUser(t.database, ['Lider']);
    const id = await insertProject(t.database, { name: 'Stary lider', leaderId: gone.id });
    await t.database.db.execute(sql`update users set active = false where id = ${gone.id}`);
    const res = await admin.put(projectsContract.itemPath(id), form({ name: 'Stary lider 2', leader_id: gone.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Zapisano zmiany.', data: { name: 'Stary lider 2', leader: { id: gone.id } } });
  });
});

describe('list aggregates, filters and sorting', () => {
  it('sums the time entries into hours used, budget use and cost', async () => {
    const id = await insertProject(t.database, { name: 'Liczony', budgetHours: '10', customer: 'Sumator' });
    const other = await insertProject(t.database, { name: 'Bez budżetu', customer: 'Sumator' });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-03-02', minutes: 90 });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-03-03', minutes: 45 });
    await insertEntry(t.database, { userId: ids.lider, projectId: id, day: '2026-03-03', minutes: 20 });
    await insertEntry(t.database, { userId: ids.lider, projectId: other, day: '2026-03-03', minutes: 600 });
    // Kontraktor at 100 zł/h, Lider at 120 zł/h on this project only.
    await t.database.db.insert(rates).values([
      { userId: ids.kontraktor, hourlyRate: '100', validFrom: '2026-01-01' },
      { userId: ids.lider, projectId: id, hourlyRate: '120', validFrom: '2026-01-01' },
    ]);
    const res = await admin.get(projectsContract.path, { query: { search: 'sumator', sort: 'hours_used', order: 'asc' } });
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().data as ProjectRow[];
    // 90 + 45 + 20 = 155 min = 2.58 h of 10 h = 25.8 %; cost 150 + 75 + 40 = 265 zł.
    expect(first).toMatchObject({ name: 'Liczony', hours_used: 2.58, budget_used_percent: 25.8, cost_used: 265 });
    expect(second).toMatchObject({ name: 'Bez budżetu', hours_used: 10, budget_used_percent: null, cost_used: 0 });
    const desc = await admin.get(projectsContract.path, { query: { search: 'sumator', sort: 'hours_used', order: 'desc' } });
    expect(names(desc)).toEqual(['Bez budżetu', 'Liczony']);
  });

  it('filters by category, status, leader and searches name and customer', async () => {
    const q = async (query: Record<string, string>) => names(await admin.get(projectsContract.path, { query: { per_page: '100', ...query } }));
    expect(await q({ category_id: String(ids.category) })).toEqual(['Alfa sklep', 'Omega']);
    expect(await q({ status_id: String(ids.status), search: 'alf' })).toEqual(['Alfa sklep']);
    expect(await q({ leader_id: String(ids.ownOnly) })).toEqual(['Gamma własny']);
    expect(await q({ search: 'BOLT' })).toEqual(['Beta portal']);
    expect(await q({ category_id: '' , search: 'Omega'})).toEqual(['Omega']);
    const bad = await admin.get(projectsContract.path, { query: { sort: 'budget_amount', archived: 'maybe' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['archived', 'sort']);
  });

  it('exports the list as CSV with translated headers and related records by name', async () => {
    const csv = await admin.get(`${projectsContract.path}/export.csv`, { query: { search: 'Alfa' } });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.replace('\uFEFF', '').trim().split('\n');
    expect(header).toContain('nazwa;klient;opis');
    expect(header).toContain('wykorzystane godziny');
    expect(row).toContain('Strony WWW');
    expect(row).toContain('Lena Liderska');
  });
});

describe('archive', () => {
  it('archives and restores, hides archived projects from the default list, logs both', async () => {
    const id = await insertProject(t.database, { name: 'Archiwista' });
    const arch = await lider.post(`${projectsContract.itemPath(id)}/archive`);
    expect(arch.statusCode, arch.body).toBe(200);
    expect(arch.json()).toMatchObject({ message: 'Projekt przeniesiono do archiwum.', data: { id, archived: true } });
    expect(arch.json().data.archived_at).toMatch(/^\d{4}-/);
    expect(names(await admin.get(projectsContract.path, { query: { search: 'Archiwista' } }))).toEqual([]);
    expect(names(await admin.get(projectsContract.path, { query: { search: 'Archiwista', archived: 'true' } }))).toEqual(['Archiwista']);
    expect(names(await admin.get(projectsContract.path, { query: { search: 'Archiwista', archived: 'all' } }))).toEqual(['Archiwista']);
    expect(names(await admin.get(projectsContract.path, { query: { archived: 'true', per_page: '100' } }))).toEqual(['Archiwista']);
    // Again: nothing changes, nothing is logged.
    expect((await lider.post(`${projectsContract.itemPath(id)}/archive`)).statusCode).toBe(200);
    const back = await adminEn.post(`${projectsContract.itemPath(id)}/unarchive`);
    expect(back.json()).toMatchObject({ message: 'The project was restored from the archive.', data: { archived: false, archived_at: null } });
    expect(names(await admin.get(projectsContract.path, { query: { search: 'Archiwista' } }))).toEqual(['Archiwista']);
    const log = await rows<{ action: string }>(t.database,
      sql`select action from activities where subject_type = 'projects' and subject_id = ${String(id)} order by id`);
    expect(log.map((l) => l.action)).toEqual(['archive', 'unarchive']);
    expect((await admin.post(`${projectsContract.itemPath(999999)}/archive`)).statusCode).toBe(404);
  });
});

describe('delete and undo', () => {
  it('refuses to delete a project with time entries, deletes and restores one without', async () => {
    const used = await insertProject(t.database, { name: 'Z czasem' });
    await insertEntry(t.database, { userId: ids.admin, projectId: used, day: '2026-04-01', minutes: 30 });
    const refused = await admin.delete(projectsContract.itemPath(used));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Nie można usunąć: rekord jest w użyciu.');
    expect((await adminEn.delete(projectsContract.itemPath(used))).json().message).toBe('Cannot delete: the record is in use.');

    const free = await insertProject(t.database, { name: 'Do usunięcia', leaderId: ids.lider, budgetHours: '5' });
    expect((await admin.delete(projectsContract.itemPath(free))).json()).toEqual({ id: free, message: 'Usunięto.' });
    expect((await admin.get(projectsContract.itemPath(free))).statusCode).toBe(404);
    const undo = await admin.post(`${projectsContract.itemPath(free)}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({ id: free, name: 'Do usunięcia', leader: { id: ids.lider }, budget_hours: 5, hours_used: 0 });
  });
});
