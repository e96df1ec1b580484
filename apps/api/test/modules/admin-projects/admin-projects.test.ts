import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, userIdByEmail, withApp } from '../../helpers/index.js';
import { allocate, insertEntry, insertProject, makeUser } from '../../helpers/projects.js';

/** Users' projects (/administrator/projekty, /administrator/uzytkownicy/{id}/projekty): planned vs worked. */
const t = withApp();
const superadmin = t.client('Superadministrator');
const admin = t.client('Administrator');
const lider = t.client('Lider');
const ids = { superadmin: 0, kontraktor: 0, lider: 0, anna: 0 };
const p = { web: 0, app: 0, old: 0 };

beforeAll(async () => {
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.anna = (await makeUser(t.database, ['Kontraktor'], { first: 'Anna', last: 'Adamska' })).id;
  p.web = await insertProject(t.database, { name: 'Web', customer: 'Acme' });
  p.app = await insertProject(t.database, { name: 'Aplikacja', customer: 'Bolt' });
  p.old = await insertProject(t.database, { name: 'Stary', customer: 'Cezar', archivedAt: new Date('2025-01-01T00:00:00Z') });
  // March 2026: Kontraktor planned on both, worked on Web; Anna worked on App without a plan; Lider planned on the archived one.
  await allocate(t.database, p.web, ids.kontraktor, '2026-03', 20);
  await allocate(t.database, p.app, ids.kontraktor, '2026-03', 10.5);
  await allocate(t.database, p.old, ids.lider, '2026-03', 4);
  await allocate(t.database, p.web, ids.kontraktor, '2026-04', 7);
  await insertEntry(t.database, { userId: ids.kontraktor, projectId: p.web, day: '2026-03-02', minutes: 90 });
  await insertEntry(t.database, { userId: ids.kontraktor, projectId: p.web, day: '2026-03-31', minutes: 45 });
  await insertEntry(t.database, { userId: ids.kontraktor, projectId: p.web, day: '2026-04-01', minutes: 60 });
  await insertEntry(t.database, { userId: ids.anna, projectId: p.app, day: '2026-03-10', minutes: 30 });
  await insertEntry(t.database, { userId: ids.lider, projectId: p.old, day: '2026-03-10', minutes: 120 });
  // A Superadministrator's work is invisible to anyone else.
  await allocate(t.database, p.web, ids.superadmin, '2026-03', 1);
});

const project = (id: number, name: string, customer: string, archived = false) => ({ id, name, customer, archived });

describe('GET /api/admin/projects', () => {
  it('lists each person with their projects, planned and worked hours in the month', async () => {
    const res = await admin.get('/api/admin/projects', { query: { month: '2026-03' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      month: '2026-03',
      data: [
        {
          user: { id: ids.anna, name: 'Anna Adamska' },
          projects: [{ project: project(p.app, 'Aplikacja', 'Bolt'), planned_hours: 0, worked_hours: 0.5 }],
          planned_hours: 0, worked_hours: 0.5,
        },
        {
          user: { id: ids.kontraktor, name: 'Konrad Kontraktor' },
          projects: [
            { project: project(p.app, 'Aplikacja', 'Bolt'), planned_hours: 10.5, worked_hours: 0 },
            { project: project(p.web, 'Web', 'Acme'), planned_hours: 20, worked_hours: 2.25 },
          ],
          planned_hours: 30.5, worked_hours: 2.25,
        },
      ],
    });
  });

  it('shows archived projects with archived=true, and Superadministrators only to one', async () => {
    const archived = await admin.get('/api/admin/projects', { query: { month: '2026-03', archived: 'true' } });
    expect(archived.json().data).toEqual([{
      user: { id: ids.lider, name: 'Lena Liderska' },
      projects: [{ project: project(p.old, 'Stary', 'Cezar', true), planned_hours: 4, worked_hours: 2 }],
      planned_hours: 4, worked_hours: 2,
    }]);
    const seen = await superadmin.get('/api/admin/projects', { query: { month: '2026-03' } });
    expect(seen.json().data.map((r: { user: { id: number } }) => r.user.id)).toContain(ids.superadmin);
  });

  it('defaults to this month and refuses a malformed one', async () => {
    const res = await admin.get('/api/admin/projects');
    expect(res.json().month).toMatch(/^\d{4}-\d\d$/);
    const bad = await admin.get('/api/admin/projects', { query: { month: '2026-3', archived: 'nie' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      archived: ['Wybrana wartość pola archiwalne jest nieprawidłowa'],
      month: ['Pole miesiąc nie jest prawidłową datą'],
    });
  });

  it('is for administrators only', async () => {
    expect((await lider.get('/api/admin/projects')).statusCode).toBe(403);
  });
});

describe('GET /api/users/{id}/projects', () => {
  it("lists one user's projects, in a month or over all time", async () => {
    const month = await admin.get(`/api/users/${ids.kontraktor}/projects`, { query: { month: '2026-04' } });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json()).toEqual({
      user: { id: ids.kontraktor, name: 'Konrad Kontraktor' },
      month: '2026-04',
      data: [{ project: project(p.web, 'Web', 'Acme'), planned_hours: 7, worked_hours: 1 }],
      planned_hours: 7, worked_hours: 1,
    });
    const all = await admin.get(`/api/users/${ids.kontraktor}/projects`);
    expect(all.json()).toMatchObject({
      month: null,
      data: [
        { project: project(p.app, 'Aplikacja', 'Bolt'), planned_hours: 10.5, worked_hours: 0 },
        { project: project(p.web, 'Web', 'Acme'), planned_hours: 27, worked_hours: 3.25 },
      ],
      planned_hours: 37.5, worked_hours: 3.25,
    });
    const none = await admin.get(`/api/users/${ids.anna}/projects`, { query: { archived: 'true' } });
    expect(none.json()).toMatchObject({ data: [], planned_hours: 0, worked_hours: 0 });
  });

  it('hides a Superadministrator from an Administrator and refuses non-administrators', async () => {
    expect((await admin.get(`/api/users/${ids.superadmin}/projects`)).statusCode).toBe(404);
    expect((await superadmin.get(`/api/users/${ids.superadmin}/projects`)).statusCode).toBe(200);
    expect((await admin.get('/api/users/999999/projects')).statusCode).toBe(404);
    expect((await lider.get(`/api/users/${ids.kontraktor}/projects`)).statusCode).toBe(403);
  });
});
