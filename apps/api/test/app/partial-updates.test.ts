import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, categoryTypes, events, notes, projects, rates, statuses, timeEntries, types } from '../../src/db/schema.js';
import { roleIdByName, rows, userIdByEmail, withApp } from '../helpers/index.js';
import { makeUser } from '../helpers/projects.js';
import {
  categoriesContract, categoryTypesContract, eventsContract, notesContract, projectsContract, rolesContract, statusesContract, timeEntriesContract,
  TIMER_PATH, typesContract,
} from '@harmony/shared';

/**
 * Issue #23, defect 3: a PUT keeps what it was not sent. Every PUT of the API gets a partial body here: the
 * fields left out stay as they were (or, where a PUT replaces a whole list, the missing part is a 422 naming
 * it and nothing changes).
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const ids = { admin: 0, lider: 0 };

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, 'admin@demo.local');
  ids.lider = await userIdByEmail(t.database, 'lider@demo.local');
});

const one = async <T>(query: Promise<T[]>): Promise<T> => (await query)[0]!;
const db = () => t.database.db;

describe('the generic CRUD (projects, categories, category types, statuses, types)', () => {
  it('keeps every field of a project a Lider did not send (the issue\'s PUT {name, budget_hours})', async () => {
    const type = await one(db().insert(categoryTypes).values({ name: 'Rodzaj PUT' }).returning());
    const category = await one(db().insert(categories).values({ name: 'Kategoria PUT', color: '#123456', categoryTypeId: type.id }).returning());
    const status = await one(db().insert(statuses).values({ name: 'Status PUT', color: '#654321', appliesTo: 'projects' }).returning());
    const created = await one(db().insert(projects).values({
      name: 'Sklep internetowy', customer: 'Firma Kowalski', description: 'Nowy sklep', categoryId: category.id, statusId: status.id,
      leaderId: ids.lider, budgetHours: '100.00', budgetAmount: '25000.00', deadline: '2027-06-30',
    }).returning());

    const res = await lider.put(projectsContract.itemPath(created.id), { name: 'Sklep internetowy 2', budget_hours: 120 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await one(db().select().from(projects).where(sql`id = ${created.id}`));
    expect(after).toMatchObject({
      name: 'Sklep internetowy 2', budgetHours: '120.00', customer: 'Firma Kowalski', description: 'Nowy sklep', categoryId: category.id,
      statusId: status.id, leaderId: ids.lider, budgetAmount: '25000.00', deadline: '2027-06-30',
    });

    // An explicit null (or '') still clears what may be empty.
    const cleared = await admin.put(projectsContract.itemPath(created.id), { deadline: null, customer: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ deadline: null, customer: '', name: 'Sklep internetowy 2', budget_hours: 120 });

    // A required field sent empty is still refused.
    const empty = await adminEn.put(projectsContract.itemPath(created.id), { name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['The name field is required'] });
  });

  it('keeps the other fields of categories, category types, statuses and types', async () => {
    const type = await one(db().insert(categoryTypes).values({ name: 'Rodzaj częściowy' }).returning());
    const category = await one(db().insert(categories).values({ name: 'Częściowa', color: '#abcdef', categoryTypeId: type.id }).returning());
    const res = await admin.put(categoriesContract.itemPath(category.id), { color: '#000000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Częściowa', color: '#000000', category_type_id: type.id });

    const renamed = await admin.put(categoryTypesContract.itemPath(type.id), {});
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Rodzaj częściowy' });

    for (const [table, path] of [[statuses, statusesContract.path], [types, typesContract.path]] as const) {
      const row = await one(db().insert(table).values({ name: `Częściowy ${path}`, color: '#111111', position: 7, appliesTo: 'events' }).returning());
      const put = await admin.put(`${path}/${row.id}`, { color: '#222222' });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data, path).toMatchObject({ name: `Częściowy ${path}`, color: '#222222', position: 7, applies_to: 'events' });
    }
  });
});

describe('the hand-written PUTs', () => {
  it('PUT /api/users/{id}: a new first name keeps the rest (an inactive user stays inactive)', async () => {
    const user = await makeUser(t.database, ['Kontraktor']);
    await t.database.db.execute(sql`update users set active = false where id = ${user.id}`);
    const res = await admin.put(`/api/users/${user.id}`, { first_name: 'Zofia' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Zofia', last_name: user.name.split(' ').slice(1).join(' '), email: user.email, active: false,
      roles: [{ id: await roleIdByName(t.database, 'Kontraktor'), name: 'Kontraktor' }],
    });
  });

  it('PUT /api/users/{id}/password: the new password is the whole request; missing, it is a 422 naming it', async () => {
    const user = await makeUser(t.database, ['Kontraktor']);
    const [before] = await rows<{ password_hash: string }>(t.database, sql`select password_hash from users where id = ${user.id}`);
    const res = await admin.put(`/api/users/${user.id}/password`, {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
    const [after] = await rows<{ password_hash: string }>(t.database, sql`select password_hash from users where id = ${user.id}`);
    expect(after!.password_hash).toBe(before!.password_hash);
  });

  it('PUT /api/rates/{id}: a new amount keeps the project and the day (not turned into a general rate)', async () => {
    const project = await one(db().insert(projects).values({ name: 'Projekt stawki' }).returning());
    const rate = await one(db().insert(rates).values({ userId: ids.lider, projectId: project.id, hourlyRate: '100.00', validFrom: '2026-02-01' }).returning());
    const res = await admin.put(`/api/rates/${rate.id}`, { hourly_rate: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hourly_rate: 150, valid_from: '2026-02-01', project: { id: project.id } });
  });

  it(`PUT ${notesContract.itemPath('{id}')}: the text is the whole note; missing, it is a 422 and the note stays`, async () => {
    const note = await one(db().insert(notes).values({ notableType: 'statuses', notableId: '1', body: 'Ważna notatka', userId: ids.admin }).returning());
    const res = await admin.put(notesContract.itemPath(note.id), {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['Pole treść jest wymagane'] });
    expect((await one(db().select().from(notes).where(sql`id = ${note.id}`))).body).toBe('Ważna notatka');
  });

  it(`PUT ${timeEntriesContract.itemPath('{id}')}: a new description keeps the project, times, category and billable`, async () => {
    const project = await one(db().insert(projects).values({ name: 'Projekt czasu' }).returning());
    const category = await one(db().insert(categories).values({ name: 'Rodzaj pracy PUT', color: '#777777' }).returning());
    const startedAt = new Date('2026-03-02T08:00:00Z');
    const entry = await one(db().insert(timeEntries).values({
      userId: ids.admin, projectId: project.id, categoryId: category.id, day: '2026-03-02', startedAt,
      endedAt: new Date('2026-03-02T09:30:00Z'), minutes: 90, description: 'Analiza', billable: false,
    }).returning());
    const res = await admin.put(timeEntriesContract.itemPath(entry.id), { description: 'Analiza wymagań' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      description: 'Analiza wymagań', project: { id: project.id }, category: { id: category.id }, billable: false,
      started_at: '2026-03-02T08:00:00.000Z', ended_at: '2026-03-02T09:30:00.000Z', minutes: 90,
    });
  });

  it(`PUT ${eventsContract.path}: a new title keeps the description, times, colour and all-day flag`, async () => {
    const event = await one(db().insert(events).values({
      userId: ids.admin, title: 'Spotkanie', description: 'Makiety', startsAt: new Date('2026-04-01T00:00:00Z'),
      endsAt: new Date('2026-04-02T00:00:00Z'), allDay: true, color: '#1e88e5',
    }).returning());
    const res = await admin.put(eventsContract.path, { id: event.id, title: 'Spotkanie z klientem' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: event.id, title: 'Spotkanie z klientem', description: 'Makiety', starts_at: '2026-04-01T00:00:00.000Z',
      ends_at: '2026-04-02T00:00:00.000Z', all_day: true, color: '#1e88e5',
    });
    const noId = await admin.put(eventsContract.path, { title: 'Bez id' });
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().errors)).toEqual(['id']);
  });

  it(`PUT ${rolesContract.itemPath('{id}')}: a new name keeps every permission`, async () => {
    const created = await admin.post(rolesContract.path, { name: 'Grupa częściowa', permissions: [{ subject: 'Kalendarz__wlasne', action: 'listowanie' }] });
    expect(created.statusCode, created.body).toBe(201);
    const res = await admin.put(rolesContract.itemPath(created.json().id), { name: 'Grupa częściowa 2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Grupa częściowa 2', permissions: [{ subject: 'Kalendarz__wlasne', action: 'listowanie' }] });
  });

  it('PUT /api/preferences/{key}: the value is the whole preference; missing, it is a 422 and the stored one stays', async () => {
    expect((await admin.put('/api/preferences/partial.test', { value: ['a', 'b'] })).statusCode).toBe(200);
    const res = await admin.put('/api/preferences/partial.test', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['value']);
    expect((await admin.get('/api/preferences/partial.test')).json()).toEqual({ key: 'partial.test', value: ['a', 'b'] });
  });

  it(`PUT ${TIMER_PATH}: a new description keeps the project and the kind of work`, async () => {
    const project = await one(db().insert(projects).values({ name: 'Projekt timera PUT' }).returning());
    const category = await one(db().insert(categories).values({ name: 'Rodzaj timera PUT', color: '#888888' }).returning());
    const started = await admin.post(`${TIMER_PATH}/start`, { project_id: project.id, category_id: category.id, description: 'Start' });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const res = await admin.put(TIMER_PATH, { description: 'Poprawki' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Poprawki', project: { id: project.id }, category: { id: category.id } });
    expect((await admin.delete(TIMER_PATH)).statusCode).toBe(200);
  });
});

describe('the whole-list PUTs (settings, menu, allocations)', () => {
  it('PUT /api/settings takes back exactly what GET gives, one value changed; with no list it is a 422', async () => {
    const read = (await admin.get('/api/settings')).json() as { data: { key: string; value: string }[] };
    const edited = { data: read.data.map((s) => (s.key === 'appName' ? { ...s, value: 'Harmonia' } : s)) };
    const res = await admin.put('/api/settings', edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(edited.data);

    for (const body of [{}, { data: null }]) {
      const refused = await admin.put('/api/settings', body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ settings: ['Pole ustawienia jest wymagane'] });
    }
    expect((await admin.get('/api/settings')).json().data).toEqual(edited.data);
  });

  it('PUT /api/menu takes back what GET gives; a row without its name is a 422 naming it', async () => {
    const read = (await admin.get('/api/menu')).json();
    expect((await admin.put('/api/menu', read)).statusCode).toBe(200);
    const [first] = read.data as { key: string; enabled: boolean }[];
    const res = await adminEn.put('/api/menu', { menu: [{ key: first!.key, enabled: !first!.enabled }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'menu.0.name': ['The name in row 1 field is required'] });
    expect((await admin.put('/api/menu', {})).json().errors).toEqual({ menu: ['Pole menu jest wymagane'] });
    expect((await admin.get('/api/menu')).json()).toEqual(read);
  });

  it(`PUT ${projectsContract.itemPath('{id}')}/allocations without the list is a 422, never an emptied plan`, async () => {
    const project = await one(db().insert(projects).values({ name: 'Projekt planu' }).returning());
    const plan = { from: '2026-01', to: '2026-03', allocations: [{ user_id: ids.lider, month: '2026-02', planned_hours: 12 }] };
    expect((await admin.put(`${projectsContract.itemPath(project.id)}/allocations`, plan)).statusCode).toBe(200);
    const res = await admin.put(`${projectsContract.itemPath(project.id)}/allocations`, { from: '2026-01', to: '2026-03' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['allocations']);
    const after = (await admin.get(`${projectsContract.itemPath(project.id)}/allocations`, { query: { from: '2026-01', to: '2026-03' } })).json();
    expect(after.data).toMatchObject([{ user: { id: ids.lider }, months: { '2026-02': 12 } }]);
  });
});
