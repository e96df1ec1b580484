import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesContract, eventsContract, projectsContract, statusesContract, timeEntriesContract, timeEntryLastDay } from '@harmony/shared';
import { projects, timeEntries } from '../../src/db/schema.js';
import { TestClient, userIdByEmail, withApp } from '../helpers/index.js';

/**
 * Issue #23, defects 4 and 5: numbers, ids and days that cannot be stored are a clear 422 (never null, never
 * another record), a reversed range is a 422 on every list, and every refusal — Fastify's own too — speaks
 * the request's language with `{message}` (+ `errors`) only, no framework code.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let adminId = 0;
let projectId = 0;

beforeAll(async () => {
  adminId = await userIdByEmail(t.database, 'admin@demo.local');
  const [row] = await t.database.db.insert(projects).values({ name: 'Projekt liczb', budgetAmount: '5000.00' }).returning({ id: projects.id });
  projectId = row!.id;
});

/** A body sent as written: JSON.stringify can't write 1e309 (it would send null). */
const raw = (client: TestClient, method: 'POST' | 'PUT', url: string, payload: string) =>
  client.request(method, url, { payload, headers: { 'content-type': 'application/json' } });

describe('numbers that cannot be stored', () => {
  it('refuses 1e309 as a money budget in Polish and English, on create and update, and keeps the stored one', async () => {
    const created = await raw(admin, 'POST', projectsContract.path, '{"name":"Za duży budżet","budget_amount":1e309}');
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({
      message: 'Pole budżet kwotowy może zawierać jedynie cyfry', errors: { budget_amount: ['Pole budżet kwotowy może zawierać jedynie cyfry'] },
    });
    const updated = await raw(adminEn, 'PUT', projectsContract.itemPath(projectId), '{"budget_amount":1e309}');
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual({ budget_amount: ['The money budget field may only contain numeric characters'] });
    const [row] = await t.database.db.select().from(projects).where(sql`id = ${projectId}`);
    expect(row!.budgetAmount).toBe('5000.00');
  });

  it.each([
    ['a list', [1], 'Pole budżet godzin może zawierać jedynie cyfry'],
    ['an object', { value: 1 }, 'Pole budżet godzin może zawierać jedynie cyfry'],
    ['a boolean', true, 'Pole budżet godzin może zawierać jedynie cyfry'],
    ['hexadecimal text', '0x10', 'Pole budżet godzin może zawierać jedynie cyfry'],
    ['more than the column holds', 1e12, 'Pole budżet godzin musi być pomiędzy 0 oraz 99999999'],
    ['a negative amount', -1, 'Pole budżet godzin musi być pomiędzy 0 oraz 99999999'],
  ])('refuses %s as an hours budget with the field\'s rule', async (_what, value, message) => {
    const res = await admin.put(projectsContract.itemPath(projectId), { budget_hours: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ budget_hours: [message] });
  });

  it('takes a decimal written out, with a dot or a Polish comma, and an empty field as "none"', async () => {
    expect((await admin.put(projectsContract.itemPath(projectId), { budget_hours: '12,5' })).json().data.budget_hours).toBe(12.5);
    expect((await admin.put(projectsContract.itemPath(projectId), { budget_hours: '' })).json().data.budget_hours).toBeNull();
  });

  it('refuses a number where an id or a whole number belongs, in the body and the query', async () => {
    const status = await admin.post(statusesContract.path, { name: 'Pozycja', color: '#123456', applies_to: 'events', position: [3] });
    expect(status.statusCode).toBe(422);
    expect(status.json().errors).toEqual({ position: ['Pole kolejność musi być liczbą całkowitą'] });
    const list = await admin.get(projectsContract.path, { query: { per_page: '0x10' } });
    expect(list.statusCode).toBe(422);
    expect(Object.keys(list.json().errors)).toEqual(['per_page']);
  });
});

describe('ids in paths', () => {
  it.each(['0x10', '1e1', '%2016', '+16', '016', '16.0'])(`GET ${projectsContract.path}/%s names no record: a 422, never project 16`, async (id) => {
    const res = await admin.get(`${projectsContract.path}/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Pole ID musi być liczbą całkowitą', errors: { id: ['Pole ID musi być liczbą całkowitą'] } });
  });

  it('still reads a record by its plain id', async () => {
    expect((await admin.get(projectsContract.itemPath(projectId))).json().id).toBe(projectId);
  });
});

describe('days outside the window time is booked in', () => {
  const last = timeEntryLastDay();
  const body = (day: string) => ({ project_id: projectId, started_at: `${day}T08:00:00Z`, ended_at: `${day}T09:00:00Z` });

  it.each(['1900-01-02', '2099-01-02'])('refuses an entry on %s with a 422 on its times, in Polish and English', async (day) => {
    const res = await admin.post(timeEntriesContract.path, body(day));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      started_at: [`Pole początek musi być pomiędzy 2000-01-01 oraz ${last}`], ended_at: [`Pole koniec musi być pomiędzy 2000-01-01 oraz ${last}`],
    });
    const en = await adminEn.post(timeEntriesContract.path, body(day));
    expect(en.json().errors.started_at).toEqual([`The start field must be between 2000-01-01 and ${last}`]);
  });

  it('refuses moving an entry to 1900 and a work day in 2099, and still takes today', async () => {
    const startedAt = new Date('2026-03-03T08:00:00Z');
    const [entry] = await t.database.db.insert(timeEntries).values({
      userId: adminId, projectId, day: '2026-03-03', startedAt, endedAt: new Date('2026-03-03T09:00:00Z'), minutes: 60,
    }).returning({ id: timeEntries.id });
    const moved = await admin.put(timeEntriesContract.itemPath(entry!.id), { started_at: '1900-03-03T08:00:00Z', ended_at: '1900-03-03T09:00:00Z' });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['started_at', 'ended_at']);

    const workDay = await admin.post(`/api/users/${adminId}/work-days`, { day: '2099-05-04', entries: [{ project_id: projectId, start: '09:00', end: '10:00' }] });
    expect(workDay.statusCode).toBe(422);
    expect(workDay.json().errors).toEqual({ day: [`Pole dzień musi być pomiędzy 2000-01-01 oraz ${last}`] });

    const now = new Date();
    const today = await admin.post(timeEntriesContract.path, { project_id: projectId, started_at: new Date(now.getTime() - 3_600_000).toISOString(), ended_at: now.toISOString() });
    expect(today.statusCode, today.body).toBe(201);
  });
});

describe('a reversed range', () => {
  it.each([
    [timeEntriesContract.path, { from: '2026-12-31', to: '2026-01-01' }],
    [activitiesContract.path, { from: '2026-12-31', to: '2026-01-01' }],
    [eventsContract.path, { from: '2026-12-31', to: '2026-01-01' }],
    ['/api/reports/projects', { from: '2026-12-31', to: '2026-01-01' }],
  ])('GET %s is a 422 on "to" with the reports\' message', async (url, query) => {
    const res = await admin.get(url, { query });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      message: 'Koniec zakresu nie może być wcześniejszy niż początek.', errors: { to: ['Koniec zakresu nie może być wcześniejszy niż początek.'] },
    });
    expect((await adminEn.get(url, { query })).json().errors).toEqual({ to: ['The end of the range may not be earlier than its start.'] });
  });
});

describe('every refusal in the request\'s language, without framework codes', () => {
  const onlyMessage = (body: Record<string, unknown>) => expect(Object.keys(body).sort()).toEqual(['message']);

  it('a body of the wrong type: the request, not zod, is named', async () => {
    const res = await admin.post(projectsContract.path, [{ name: 'x' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Nieprawidłowe dane żądania', errors: { _: ['Nieprawidłowe dane żądania'] } });
    expect((await adminEn.put(projectsContract.itemPath(projectId), 'tekst')).json()).toEqual({ message: 'Invalid request data', errors: { _: ['Invalid request data'] } });
  });

  it('a field of the wrong type gets a rule with its label', async () => {
    const res = await admin.post(projectsContract.path, { name: 5, description: ['a'] });
    expect(res.json().errors).toEqual({ name: ['Pole nazwa musi być tekstem'], description: ['Pole opis musi być tekstem'] });
    const en = await adminEn.put(eventsContract.path, { id: 1, all_day: 'yes' });
    expect(en.statusCode).toBe(404);
    expect(en.body).not.toMatch(/Invalid input|expected/);
  });

  it('a body over 1 MB: 413', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const res = await raw(admin, 'POST', projectsContract.path, payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Przesłane dane są za duże.' });
    expect((await raw(adminEn, 'POST', projectsContract.path, payload)).json()).toEqual({ message: 'The data sent is too large.' });
  });

  it('a form-encoded body: 415', async () => {
    const send = (client: TestClient) => client.request('POST', projectsContract.path, { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const res = await send(admin);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Nieobsługiwany format przesłanych danych.' });
    expect((await send(adminEn)).json()).toEqual({ message: 'The format of the data sent is not supported.' });
  });

  it('a 5,000-character path parameter: 414, in the language of the header, the cookie or Accept-Language', async () => {
    const url = projectsContract.itemPath('9'.repeat(5000));
    const res = await admin.get(url);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Adres żądania jest za długi.' });
    expect(res.body).not.toContain('FST_');
    expect((await adminEn.get(url)).json()).toEqual({ message: 'The request address is too long.' });
    const byCookie = await t.app.inject({ method: 'GET', url, headers: { cookie: 'locale=en' } });
    expect(byCookie.json()).toEqual({ message: 'The request address is too long.' });
    const byAccept = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(byAccept.json()).toEqual({ message: 'The request address is too long.' });
  });

  it('malformed JSON, a malformed URL and an unknown API route', async () => {
    const json = await raw(adminEn, 'POST', projectsContract.path, '{"name":');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'The given data was invalid.' });
    const empty = await raw(admin, 'POST', projectsContract.path, '');
    expect(empty.statusCode).toBe(400);
    onlyMessage(empty.json());
    const badUrl = await admin.get(`${projectsContract.path}/%E0%A4%A`);
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'Przesłane dane są nieprawidłowe.' });
    const unknown = await adminEn.get('/api/nie-ma-takiego');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
  });
});
