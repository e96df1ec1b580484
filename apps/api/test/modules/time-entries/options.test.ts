import { eq } from 'drizzle-orm';
import { timeEntriesContract, TIME_ENTRY_OPTIONS_PATH } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, projectAllocations, projects, users } from '../../../src/db/schema.js';
import { userIdByEmail, withApp } from '../../helpers/index.js';
import { makeUser } from '../../helpers/projects.js';

/** Time entries' kind of work (category_id) and GET /api/time-entries/options for the entry form's pickers. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const superadmin = t.client('Superadministrator');
const u = { superadmin: 0, admin: 0, lider: 0, kontraktor: 0, karol: 0, inactive: 0 };
const p = { alpha: 0, beta: 0, archived: 0 };
const c = { dev: 0, design: 0 };

async function project(values: typeof projects.$inferInsert) {
  return (await t.database.db.insert(projects).values(values).returning({ id: projects.id }))[0]!.id;
}
async function category(name: string, color: string) {
  return (await t.database.db.insert(categories).values({ name, color }).returning({ id: categories.id }))[0]!.id;
}

beforeAll(async () => {
  for (const key of ['superadmin', 'admin', 'lider', 'kontraktor'] as const) u[key] = await userIdByEmail(t.database, `${key}@demo.local`);
  u.karol = (await makeUser(t.database, ['Kontraktor'], { first: 'Karol', last: 'Zieliński' })).id;
  const inactive = await makeUser(t.database, ['Kontraktor'], { first: 'Ina', last: 'Nieaktywna' });
  u.inactive = inactive.id;
  await t.database.db.update(users).set({ active: false }).where(eq(users.id, u.inactive));
  p.alpha = await project({ name: 'Alfa opcji' });
  p.beta = await project({ name: 'Beta opcji' });
  p.archived = await project({ name: 'Archiwum opcji', archivedAt: new Date() });
  await t.database.db.insert(projectAllocations).values([
    { projectId: p.alpha, userId: u.kontraktor, month: '2031-01-01' },
    { projectId: p.archived, userId: u.kontraktor, month: '2031-01-01' },
    { projectId: p.beta, userId: u.karol, month: '2031-01-01' },
  ]);
  c.dev = await category('Programowanie opcji', '#1e88e5');
  c.design = await category('Grafika opcji', '#d81b60');
});

const at = (day: string, time: string) => `${day}T${time}:00+01:00`;

describe('category_id on time entries', () => {
  it('is optional, stored, shown as {id, name, color}, changed and cleared by PUT', async () => {
    const res = await kontraktor.post(timeEntriesContract.path, {
      project_id: p.alpha, category_id: c.dev, started_at: at('2031-01-07', '09:00'), ended_at: at('2031-01-07', '10:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json().data.category).toEqual({ id: c.dev, name: 'Programowanie opcji', color: '#1e88e5' });
    const none = await kontraktor.post(timeEntriesContract.path, { project_id: p.alpha, started_at: at('2031-01-07', '11:00'), ended_at: at('2031-01-07', '12:00') });
    expect(none.json().data.category).toBeNull();

    const changed = await kontraktor.put(timeEntriesContract.itemPath(id), {
      project_id: p.alpha, category_id: c.design, started_at: at('2031-01-07', '09:00'), ended_at: at('2031-01-07', '10:00'),
    });
    expect(changed.json().data.category).toEqual({ id: c.design, name: 'Grafika opcji', color: '#d81b60' });
    const list = (await kontraktor.get(timeEntriesContract.path, { query: { from: '2031-01-07', to: '2031-01-07', sort: 'started_at', order: 'asc' } })).json();
    expect(list.data.map((e: { category: { id: number } | null }) => e.category?.id ?? null)).toEqual([c.design, null]);
    const cleared = await kontraktor.put(timeEntriesContract.itemPath(id), {
      project_id: p.alpha, category_id: '', started_at: at('2031-01-07', '09:00'), ended_at: at('2031-01-07', '10:00'),
    });
    expect(cleared.json().data.category).toBeNull();
  });

  it('must name an existing category', async () => {
    const res = await kontraktor.post(timeEntriesContract.path, {
      project_id: p.alpha, category_id: 999_999, started_at: at('2031-01-08', '09:00'), ended_at: at('2031-01-08', '10:00'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ category_id: ['Wybrana wartość pola kategoria jest nieprawidłowa'] });
    const en = await adminEn.post(timeEntriesContract.path, {
      project_id: p.alpha, category_id: 'x', started_at: at('2031-01-08', '09:00'), ended_at: at('2031-01-08', '10:00'),
    });
    expect(en.json().errors).toEqual({ category_id: ['The category field must be an integer'] });
  });
});

describe('GET /api/time-entries/options', () => {
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  it('offers a contractor themself, the projects they may book and every category', async () => {
    const res = await kontraktor.get(TIME_ENTRY_OPTIONS_PATH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      users: [{ id: u.kontraktor, name: 'Konrad Kontraktor' }],
      projects: [{ id: p.alpha, name: 'Alfa opcji' }],
      categories: [{ id: c.design, name: 'Grafika opcji', color: '#d81b60' }, { id: c.dev, name: 'Programowanie opcji', color: '#1e88e5' }],
    });
  });

  it('offers a leader themself first, then the active contractors; projects by Projekty__wszystkie', async () => {
    const body = (await lider.get(TIME_ENTRY_OPTIONS_PATH)).json();
    expect(ids(body.users)).toEqual([u.lider, u.kontraktor, u.karol]);
    expect(ids(body.projects)).toEqual([p.alpha, p.beta]);
  });

  it("offers an administrator every active user but Superadministrators, and with user_id that user's projects", async () => {
    const body = (await admin.get(TIME_ENTRY_OPTIONS_PATH)).json();
    // The caller first, then by last name: Administrator, Kontraktor, Liderska, Zieliński (no Nadzorcza: a Superadministrator).
    expect(ids(body.users)).toEqual([u.admin, u.kontraktor, u.lider, u.karol]);
    expect(ids(body.users)).not.toContain(u.inactive);
    const karol = (await admin.get(TIME_ENTRY_OPTIONS_PATH, { query: { user_id: String(u.karol) } })).json();
    expect(ids(karol.projects)).toEqual([p.beta]);
    // Someone outside the caller's scope: a 422 on user_id, like writing an entry for them.
    const outside = await kontraktor.get(TIME_ENTRY_OPTIONS_PATH, { query: { user_id: String(u.lider) } });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
  });

  it('offers a Superadministrator everyone active, Superadministrators included', async () => {
    const body = (await superadmin.get(TIME_ENTRY_OPTIONS_PATH)).json();
    expect(ids(body.users)).toEqual([u.superadmin, u.admin, u.kontraktor, u.lider, u.karol]);
    const own = (await superadmin.get(TIME_ENTRY_OPTIONS_PATH, { query: { user_id: String(u.superadmin) } })).statusCode;
    expect(own).toBe(200);
  });

  it('refuses an administrator a Superadministrator, as user_id of the options or of an entry', async () => {
    const options = await admin.get(TIME_ENTRY_OPTIONS_PATH, { query: { user_id: String(u.superadmin) } });
    expect(options.statusCode).toBe(422);
    expect(options.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
    const entry = await adminEn.post(timeEntriesContract.path, {
      user_id: u.superadmin, project_id: p.alpha, started_at: at('2031-01-09', '09:00'), ended_at: at('2031-01-09', '10:00'),
    });
    expect(entry.statusCode).toBe(422);
    expect(entry.json().errors).toEqual({ user_id: ['The selected user is invalid'] });
  });
});
