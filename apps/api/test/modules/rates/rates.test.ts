import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, timeEntries } from '../../../src/db/schema.js';
import { costOfProject } from '../../../src/modules/rates/cost.js';
import { rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { ratesContract } from '@harmony/shared';

/** Hourly rates (/administrator/uzytkownicy/{id}/stawki) and the cost of entries they give. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
let kid = 0;
let lid = 0;
let superId = 0;
let alpha = 0;
let beta = 0;

async function makeProject(name: string): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name }).returning({ id: projects.id });
  return row!.id;
}

/** An entry written straight to the table (rates are what is tested here, not the entry rules). */
async function entryOn(userId: number, projectId: number, day: string, minutes: number, hour = 8): Promise<number> {
  const startedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const [row] = await t.database.db.insert(timeEntries).values({
    userId, projectId, day, startedAt, endedAt: new Date(startedAt.getTime() + minutes * 60_000), minutes,
  }).returning({ id: timeEntries.id });
  return row!.id;
}

async function addRate(userId: number, body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(ratesContract.ofUser(userId), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const costOf = async (client: TestClient, id: number) => {
  const res = await client.get(`/api/time-entries/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cost as number | null;
};

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  lid = await userIdByEmail(t.database, 'lider@demo.local');
  superId = await userIdByEmail(t.database, 'superadmin@demo.local');
  alpha = await makeProject('Alpha');
  beta = await makeProject('Beta');
});

describe('rate selection', () => {
  it('takes the latest rate valid on the day; a project rate beats the general one', async () => {
    await addRate(kid, { hourly_rate: 100, valid_from: '2030-01-01' });
    await addRate(kid, { hourly_rate: '150.00', valid_from: '2030-03-01' });
    await addRate(kid, { hourly_rate: '200', valid_from: '2030-02-01', project_id: alpha });

    const cases: [projectId: number, day: string, minutes: number, cost: number | null][] = [
      [alpha, '2029-12-31', 60, null], // before any rate
      [alpha, '2030-01-01', 60, 100], // general rate, its first day
      [alpha, '2030-01-31', 30, 50], // project rate not valid yet
      [alpha, '2030-02-01', 30, 100], // project rate from its first day: 200 × 0.5
      [beta, '2030-02-28', 90, 150], // other project: general 100 × 1.5
      [beta, '2030-03-01', 45, 112.5], // newer general rate: 150 × 0.75
      [alpha, '2030-03-01', 60, 200], // the project rate still beats the newer general one
      [alpha, '2030-03-02', 7, 23.33], // 200 × 7/60 = 23.333… → rounded to grosze
    ];
    const ids: number[] = [];
    for (const [projectId, day, minutes] of cases) ids.push(await entryOn(kid, projectId, day, minutes));
    for (const [i, c] of cases.entries()) expect(await costOf(admin, ids[i]!), `${c[1]} project ${c[0]}`).toBe(c[3]);

    // The contractor sees the same cost of their own entries; the list totals add the rounded costs.
    expect(await costOf(kontraktor, ids[3]!)).toBe(100);
    const list = await admin.get('/api/time-entries', { query: { user_id: String(kid), per_page: '100' } });
    expect(list.json().meta.totals).toEqual({ minutes: 60 + 60 + 30 + 30 + 90 + 45 + 60 + 7, cost: 100 + 50 + 100 + 150 + 112.5 + 200 + 23.33 });
    // costOfProject (money budgets): Alpha = 100 + 50 + 100 + 200 + 23.33, Beta = 150 + 112.5.
    expect(await costOfProject(t.database.db, alpha)).toBe(473.33);
    expect(await costOfProject(t.database.db, beta)).toBe(262.5);
    expect(await costOfProject(t.database.db, 999_999)).toBe(0);
  });

  it("uses only the entry's own user's rates", async () => {
    const id = await entryOn(lid, alpha, '2030-03-01', 60);
    expect(await costOf(admin, id)).toBeNull();
    await addRate(lid, { hourly_rate: 80, valid_from: '2030-01-01' });
    expect(await costOf(admin, id)).toBe(80);
  });
});

describe('rates CRUD', () => {
  it('lists a user\'s rates: general first, then per project, newest first', async () => {
    const res = await admin.get(ratesContract.ofUser(kid));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { hourly_rate: number; valid_from: string; project: unknown }) => [r.hourly_rate, r.valid_from, r.project])).toEqual([
      [150, '2030-03-01', null],
      [100, '2030-01-01', null],
      [200, '2030-02-01', { id: alpha, name: 'Alpha' }],
    ]);
    expect(res.json().data[0]).toMatchObject({ id: expect.any(Number), user_id: kid, created_at: expect.any(String), updated_at: expect.any(String) });
  });

  it('updates and deletes a rate, which moves the cost; both are logged', async () => {
    const id = await addRate(lid, { hourly_rate: 60, valid_from: '2030-05-01', project_id: beta });
    const entry = await entryOn(lid, beta, '2030-05-10', 30);
    expect(await costOf(admin, entry)).toBe(30);
    const put = await admin.put(ratesContract.itemPath(id), { hourly_rate: '90.50', valid_from: '2030-05-01', project_id: beta });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: 'Zapisano zmiany stawki.', data: { id, hourly_rate: 90.5, project: { id: beta, name: 'Beta' } } });
    expect(await costOf(admin, entry)).toBe(45.25);
    const del = await admin.delete(ratesContract.itemPath(id));
    expect(del.json()).toEqual({ id, message: 'Usunięto stawkę.' });
    expect(await costOf(admin, entry)).toBe(40); // back to the general rate: 80 × 0.5
    const log = await rows(t.database, sql`select action from activities where subject_type = 'rates' and subject_id = ${String(id)} order by id`);
    expect(log.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect((await admin.delete(ratesContract.itemPath(id))).statusCode).toBe(404);
  });

  it('refuses a second rate of the same kind from the same day, unknown projects and bad input (pl and en)', async () => {
    const dup = await admin.post(ratesContract.ofUser(kid), { hourly_rate: 120, valid_from: '2030-01-01' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ valid_from: ['Ten użytkownik ma już taką stawkę (ogólną albo dla tego projektu) od tego dnia.'] });
    // The same day is fine for another project.
    await addRate(kid, { hourly_rate: 120, valid_from: '2030-01-01', project_id: beta });
    const project = await admin.post(ratesContract.ofUser(kid), { hourly_rate: 120, valid_from: '2030-01-01', project_id: 999_999 });
    expect(project.json().errors).toEqual({ project_id: ['Wybrana wartość pola projekt jest nieprawidłowa'] });
    const bad = await admin.post(ratesContract.ofUser(kid), { hourly_rate: '12,5', valid_from: '2030-02-30' });
    expect(bad.json().errors).toEqual({
      hourly_rate: ['Pole stawka godzinowa może zawierać jedynie cyfry'],
      valid_from: ['Pole obowiązuje od nie jest prawidłową datą'],
    });
    const en = await adminEn.post(ratesContract.ofUser(kid), {});
    expect(en.json().errors).toEqual({ hourly_rate: ['The hourly rate field is required'], valid_from: ['The valid from field is required'] });
    const negative = await admin.post(ratesContract.ofUser(kid), { hourly_rate: -5, valid_from: '2030-01-01' });
    expect(negative.json().errors.hourly_rate).toEqual(['Pole stawka godzinowa może zawierać jedynie cyfry']);
  });

  it('is for administrators: 403 for Lider and Kontraktor; unknown or hidden users are 404', async () => {
    for (const client of [lider, kontraktor]) {
      expect((await client.get(ratesContract.ofUser(kid))).statusCode).toBe(403);
      expect((await client.post(ratesContract.ofUser(kid), { hourly_rate: 1, valid_from: '2030-01-01' })).statusCode).toBe(403);
    }
    expect((await admin.get(ratesContract.ofUser(999999))).statusCode).toBe(404);
    // A Superadministrator is invisible to an Administrator (as in user administration)…
    expect((await admin.get(ratesContract.ofUser(superId))).statusCode).toBe(404);
    const superadmin = await t.signIn('Superadministrator');
    const own = await superadmin.post(ratesContract.ofUser(superId), { hourly_rate: 1, valid_from: '2030-01-01' });
    expect(own.statusCode).toBe(201);
    // …and so are their rates.
    expect((await admin.put(ratesContract.itemPath(own.json().id), { hourly_rate: 2, valid_from: '2030-01-01' })).statusCode).toBe(404);
    expect((await admin.delete(ratesContract.itemPath(own.json().id))).statusCode).toBe(404);
  });
});
