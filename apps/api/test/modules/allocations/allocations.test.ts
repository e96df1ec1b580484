import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { allocate, insertEntry, insertProject, makeRole, makeUser, signInEmail } from '../../helpers/projects.js';
import { projectsContract } from '@harmony/shared';

/** Allocation (/projekty/{id}/alokacja): planned hours per person and month, beside the hours worked. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
let ownOnly: TestClient;
const ids = { admin: 0, lider: 0, kontraktor: 0, ownOnly: 0 };
let project = 0;
let hidden = 0;
let allocatedOnly = 0;

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  const role = await makeRole(t.database, 'Własne projekty', [['Projekty__wlasne', 'listowanie'], ['Projekty__wlasne', 'edycja']]);
  const own = await makeUser(t.database, [role]);
  ids.ownOnly = own.id;
  ownOnly = await signInEmail(t.app, own.email);
  project = await insertProject(t.database, { name: 'Planowany', leaderId: ids.lider });
  hidden = await insertProject(t.database, { name: 'Ukryty' });
  allocatedOnly = await insertProject(t.database, { name: 'Tylko przypisany', leaderId: ids.admin });
  await allocate(t.database, allocatedOnly, ids.ownOnly, '2026-01', 5);
});

const url = (id = project) => `${projectsContract.itemPath(id)}/allocations`;

describe('replace and read back', () => {
  it('replaces the plan of a range in one go and reads it back with the hours worked', async () => {
    // Worked: Kontraktor 90 + 30 min in November, 45 min in December; Lider worked without a plan.
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: project, day: '2026-11-03', minutes: 90 });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: project, day: '2026-11-20', minutes: 30 });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: project, day: '2026-12-01', minutes: 45 });
    await insertEntry(t.database, { userId: ids.lider, projectId: project, day: '2026-12-02', minutes: 20 });
    // Outside the range: read neither as planned nor as worked.
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: project, day: '2027-01-02', minutes: 60 });
    await allocate(t.database, project, ids.kontraktor, '2027-01', 40);

    const body = {
      from: '2026-11', to: '2026-12',
      allocations: [
        { user_id: ids.kontraktor, month: '2026-11', planned_hours: 12.5 },
        { user_id: ids.kontraktor, month: '2026-12', planned_hours: '8' },
        { user_id: ids.admin, month: '2026-12', planned_hours: 0 },
      ],
    };
    const res = await lider.put(url(), body);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      from: '2026-11', to: '2026-12',
      data: [
        { user: { id: ids.admin, name: 'Adam Administrator' }, months: { '2026-12': 0 }, worked: {} },
        { user: { id: ids.kontraktor, name: 'Konrad Kontraktor' }, months: { '2026-11': 12.5, '2026-12': 8 }, worked: { '2026-11': 2, '2026-12': 0.75 } },
        { user: { id: ids.lider, name: 'Lena Liderska' }, months: {}, worked: { '2026-12': 0.33 } },
      ],
    };
    expect(res.json()).toEqual({ message: 'Zapisano alokację.', ...expected });
    expect((await kontraktor.get(url(), { query: { from: '2026-11', to: '2026-12' } })).json()).toEqual(expected);

    // Replacing again drops what is not sent; months outside the range stay.
    const again = await admin.put(url(), { from: '2026-11', to: '2026-12', allocations: [{ user_id: ids.lider, month: '2026-11', planned_hours: 3 }] });
    expect(again.json().data).toEqual([
      { user: { id: ids.kontraktor, name: 'Konrad Kontraktor' }, months: {}, worked: { '2026-11': 2, '2026-12': 0.75 } },
      { user: { id: ids.lider, name: 'Lena Liderska' }, months: { '2026-11': 3 }, worked: { '2026-12': 0.33 } },
    ]);
    const wide = await admin.get(url(), { query: { from: '2026-10', to: '2027-01' } });
    expect(wide.json().data.find((r: { user: { id: number } }) => r.user.id === ids.kontraktor).months).toEqual({ '2027-01': 40 });

    const log = await rows<{ action: string; after: { allocations: unknown[] } }>(t.database,
      sql`select action, after from activities where subject_type = 'projects' and subject_id = ${String(project)} order by id`);
    expect(log.map((l) => l.action)).toEqual(['allocate', 'allocate']);
    expect(log[1]!.after.allocations).toEqual([{ user_id: ids.lider, month: '2026-11', planned_hours: 3 }]);
  });

  it('reads half a year from this month when no range is given', async () => {
    const res = await admin.get(url());
    expect(res.statusCode).toBe(200);
    const { from, to } = res.json();
    expect(from).toMatch(/^\d{4}-\d\d$/);
    const span = (Number(to.slice(0, 4)) * 12 + Number(to.slice(5))) - (Number(from.slice(0, 4)) * 12 + Number(from.slice(5))) + 1;
    expect(span).toBe(6);
  });
});

describe('validation', () => {
  it('refuses a bad plan with 422s per row, in Polish and English, and changes nothing', async () => {
    const body = {
      from: '2026-05', to: '2026-04',
      allocations: [
        { user_id: ids.kontraktor, month: '2026-13', planned_hours: 800 },
      ],
    };
    const pl = await admin.put(url(), body);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      to: ['Miesiąc końcowy nie może być wcześniejszy niż początkowy.'],
      'allocations.0.month': ['Pole miesiąc w wierszu 1 nie jest prawidłową datą'],
      'allocations.0.planned_hours': ['Pole planowane godziny w wierszu 1 musi być pomiędzy 0 oraz 744'],
    });
    const en = await adminEn.put(url(), body);
    expect(en.json().errors.to).toEqual(['The last month cannot be earlier than the first.']);
    expect(en.json().errors['allocations.0.planned_hours']).toEqual(['The planned hours in row 1 field must be between 0 and 744']);

    const rowsBad = await admin.put(url(), {
      from: '2026-05', to: '2026-06',
      allocations: [
        { user_id: ids.kontraktor, month: '2026-05', planned_hours: 1 },
        { user_id: ids.kontraktor, month: '2026-07', planned_hours: 1 },
        { user_id: ids.kontraktor, month: '2026-05', planned_hours: 2 },
      ],
    });
    expect(rowsBad.json().errors).toEqual({
      'allocations.1.month': ['Miesiąc musi należeć do wybranego zakresu.'],
      'allocations.2.month': ['Ten użytkownik ma już wiersz w tym miesiącu.'],
    });
    const unknown = await admin.put(url(), { from: '2026-05', to: '2026-05', allocations: [{ user_id: 999999, month: '2026-05', planned_hours: 1 }] });
    expect(unknown.json().errors).toEqual({ 'allocations.0.user_id': ['Wybrana wartość pola użytkownik w wierszu 1 jest nieprawidłowa'] });
    const long = await admin.get(url(), { query: { from: '2026-01', to: '2028-01' } });
    expect(long.json().errors).toEqual({ to: ['Zakres może obejmować najwyżej 24 miesiące.'] });
    const missing = await admin.put(url(), { allocations: [] });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['from', 'to']);
  });
});

describe('access', () => {
  it('needs edycja to replace, and project visibility for both', async () => {
    const empty = { from: '2026-01', to: '2026-01', allocations: [] };
    expect((await kontraktor.put(url(), empty)).statusCode).toBe(403);
    expect((await kontraktor.get(url(hidden))).statusCode).toBe(404);
    expect((await ownOnly.get(url(hidden))).statusCode).toBe(404);
    expect((await ownOnly.put(url(hidden), empty)).statusCode).toBe(404);
    expect((await ownOnly.get(url(allocatedOnly))).statusCode).toBe(200);
    // Allocated, not the leader: may look, may not plan.
    expect((await ownOnly.put(url(allocatedOnly), empty)).statusCode).toBe(403);
    expect((await admin.get(url(999999))).statusCode).toBe(404);
  });
});
