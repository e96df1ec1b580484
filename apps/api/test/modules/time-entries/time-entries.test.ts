import ExcelJS from 'exceljs';
import { timeEntriesContract } from '@harmony/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, monthLocks, projectAllocations, projects, rates } from '../../../src/db/schema.js';
import { rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { makeUser, signInEmail } from '../../helpers/projects.js';

/** Time entries (/czasy): scopes, rules (overlap, project access), totals, undo and exports. */
const t = withApp();
const superadmin = t.client('Superadministrator');
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const ids = { superadmin: 0, admin: 0, lider: 0, kontraktor: 0 };
const p = { alpha: 0, beta: 0, archived: 0 };

async function makeProject(name: string, extra: Partial<typeof projects.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name, ...extra }).returning({ id: projects.id });
  return row!.id;
}
const allocate = (projectId: number, userId: number) =>
  t.database.db.insert(projectAllocations).values({ projectId, userId, month: '2030-01-01', plannedHours: '20' });

beforeAll(async () => {
  ids.superadmin = await userIdByEmail(t.database, 'superadmin@demo.local');
  ids.admin = await userIdByEmail(t.database, 'admin@demo.local');
  ids.lider = await userIdByEmail(t.database, 'lider@demo.local');
  ids.kontraktor = await userIdByEmail(t.database, 'kontraktor@demo.local');
  p.alpha = await makeProject('Alpha');
  p.beta = await makeProject('Beta');
  p.archived = await makeProject('Archiwum', { archivedAt: new Date('2029-12-01T00:00:00Z') });
  await allocate(p.alpha, ids.kontraktor);
  await allocate(p.archived, ids.kontraktor);
});

/** Warsaw wall-clock time in winter (UTC+1). */
const at = (day: string, time: string) => `${day}T${time}:00+01:00`;
const entry = (day: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  project_id: p.alpha, started_at: at(day, from), ended_at: at(day, to), description: 'Praca', billable: true, ...extra,
});

async function create(client: TestClient, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(timeEntriesContract.path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('create', () => {
  it('books the caller by default, derives day and minutes, logs the change', async () => {
    const res = await kontraktor.post(timeEntriesContract.path, entry('2030-01-07', '09:00', '10:30', { description: 'Analiza' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Dodano wpis czasu.',
      data: {
        id: body.id, user: { id: ids.kontraktor, name: 'Konrad Kontraktor' }, project: { id: p.alpha, name: 'Alpha' },
        day: '2030-01-07', started_at: '2030-01-07T08:00:00.000Z', ended_at: '2030-01-07T09:30:00.000Z',
        minutes: 90, description: 'Analiza', billable: true, cost: null, locked: false,
      },
    });
    const log = await rows(t.database, sql`select action, user_id from activities where subject_type = 'time-entries' and subject_id = ${String(body.id)}`);
    expect(log).toEqual([{ action: 'create', user_id: ids.kontraktor }]);
  });

  it('takes the Europe/Warsaw date as the day (23:30 UTC is the next day in Warsaw)', async () => {
    const res = await kontraktor.post(timeEntriesContract.path, entry('x', '', '', { started_at: '2030-01-07T23:30:00Z', ended_at: '2030-01-08T00:15:00Z' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ day: '2030-01-08', minutes: 45 });
  });

  it('refuses bad input with field errors in Polish and English', async () => {
    const pl = await kontraktor.post(timeEntriesContract.path, { started_at: 'wczoraj', description: 'x'.repeat(2001) });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      project_id: ['Pole projekt jest wymagane'],
      started_at: ['Pole początek nie jest prawidłową datą'],
      ended_at: ['Pole koniec jest wymagane'],
      description: ['Pole opis nie może być dłuższe niż 2000 znaków'],
    });
    const en = await adminEn.post(timeEntriesContract.path, { started_at: 'yesterday' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.started_at).toEqual(['The start is not a valid date']);
    expect(en.json().errors.ended_at).toEqual(['The end field is required']);
  });

  it('needs the end after the start and at most 24 hours', async () => {
    const backwards = await kontraktor.post(timeEntriesContract.path, entry('2030-01-09', '10:00', '09:00'));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ message: 'Koniec musi być późniejszy niż początek.', errors: { ended_at: ['Koniec musi być późniejszy niż początek.'] } });
    const empty = await adminEn.post(timeEntriesContract.path, entry('2030-01-09', '10:00', '10:00'));
    expect(empty.json().errors).toEqual({ ended_at: ['The end must be later than the start.'] });
    const long = await kontraktor.post(timeEntriesContract.path, entry('2030-01-09', '', '', { started_at: at('2030-01-09', '08:00'), ended_at: at('2030-01-10', '08:01') }));
    expect(long.json().errors).toEqual({ ended_at: ['Wpis może trwać najwyżej 24 godziny.'] });
    const day = await kontraktor.post(timeEntriesContract.path, entry('2030-01-09', '', '', { started_at: at('2030-01-09', '08:00'), ended_at: at('2030-01-10', '08:00') }));
    expect(day.statusCode, day.body).toBe(201);
    expect(day.json().data.minutes).toBe(1440);
  });

  it("books only projects the entry's user may book: allocated (or Projekty__wszystkie) and not archived", async () => {
    const notAllocated = await kontraktor.post(timeEntriesContract.path, entry('2030-01-11', '09:00', '10:00', { project_id: p.beta }));
    expect(notAllocated.statusCode).toBe(422);
    expect(notAllocated.json().errors).toEqual({
      project_id: ['Nie można rejestrować czasu w tym projekcie: projekt jest zarchiwizowany albo użytkownik nie jest do niego przypisany.'],
    });
    const archived = await kontraktor.post(timeEntriesContract.path, entry('2030-01-11', '09:00', '10:00', { project_id: p.archived }));
    expect(archived.json().errors.project_id).toHaveLength(1);
    const missing = await kontraktor.post(timeEntriesContract.path, entry('2030-01-11', '09:00', '10:00', { project_id: 999_999 }));
    expect(missing.json().errors.project_id).toHaveLength(1);
    // The rule follows the entry's user, not the caller: an administrator can't book the contractor on Beta either.
    const forContractor = await admin.post(timeEntriesContract.path, entry('2030-01-11', '09:00', '10:00', { project_id: p.beta, user_id: ids.kontraktor }));
    expect(forContractor.json().errors).toEqual({ project_id: [expect.stringContaining('zarchiwizowany')] });
    // Lider holds Projekty__wszystkie: any active project.
    await create(lider, entry('2030-01-11', '09:00', '10:00', { project_id: p.beta }));
  });

  it("writes for another user only inside the caller's scope", async () => {
    const own = await kontraktor.post(timeEntriesContract.path, entry('2030-01-14', '09:00', '10:00', { user_id: ids.lider }));
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
    const leaderForAdmin = await lider.post(timeEntriesContract.path, entry('2030-01-14', '09:00', '10:00', { user_id: ids.admin }));
    expect(leaderForAdmin.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
    const unknown = await admin.post(timeEntriesContract.path, entry('2030-01-14', '09:00', '10:00', { user_id: 999_999 }));
    expect(unknown.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
    const leaderForContractor = await lider.post(timeEntriesContract.path, entry('2030-01-14', '09:00', '10:00', { user_id: ids.kontraktor }));
    expect(leaderForContractor.statusCode, leaderForContractor.body).toBe(201);
    expect(leaderForContractor.json().data.user.id).toBe(ids.kontraktor);
    await create(admin, entry('2030-01-14', '09:00', '10:00', { user_id: ids.lider }));
  });
});

describe('overlaps', () => {
  it('refuses an overlap with a 422 on started_at naming the other entry; touching edges are fine', async () => {
    const first = await create(kontraktor, entry('2030-01-21', '10:00', '11:00'));
    const clash = await kontraktor.post(timeEntriesContract.path, entry('2030-01-21', '10:30', '11:30'));
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({
      message: 'Ten czas nakłada się na inny wpis: 2030-01-21 10:00–11:00.',
      errors: { started_at: ['Ten czas nakłada się na inny wpis: 2030-01-21 10:00–11:00.'] },
    });
    const inside = await adminEn.post(timeEntriesContract.path, entry('2030-01-21', '10:15', '10:45', { user_id: ids.kontraktor }));
    expect(inside.json().errors).toEqual({ started_at: ['This time overlaps another entry: 2030-01-21 10:00–11:00.'] });
    await create(kontraktor, entry('2030-01-21', '11:00', '12:00'));
    await create(kontraktor, entry('2030-01-21', '09:00', '10:00'));
    // Another user's time is theirs.
    await create(lider, entry('2030-01-21', '10:00', '11:00'));

    // An update may keep its own times, but not move onto another entry.
    const same = await kontraktor.put(timeEntriesContract.itemPath(first), entry('2030-01-21', '10:00', '11:00', { description: 'Poprawione' }));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ message: 'Zapisano zmiany wpisu czasu.', data: { description: 'Poprawione', minutes: 60 } });
    const moved = await kontraktor.put(timeEntriesContract.itemPath(first), entry('2030-01-21', '10:00', '11:01'));
    expect(moved.json().errors).toEqual({ started_at: ['Ten czas nakłada się na inny wpis: 2030-01-21 11:00–12:00.'] });
  });

  it('finds an overlap with the longest possible entry, started almost its length before', async () => {
    // 24 hours from 2030-01-16 08:00; the check looks back TIME_ENTRY_MAX_MINUTES from the new start.
    await create(kontraktor, entry('2030-01-16', '', '', { started_at: at('2030-01-16', '08:00'), ended_at: at('2030-01-17', '08:00') }));
    const clash = await kontraktor.post(timeEntriesContract.path, entry('2030-01-17', '07:59', '09:00'));
    expect(clash.json().errors).toEqual({ started_at: ['Ten czas nakłada się na inny wpis: 2030-01-16 08:00 – 2030-01-17 08:00.'] });
    await create(kontraktor, entry('2030-01-17', '08:00', '09:00'));
  });

  it('is backed by the database: no entry longer than 24 hours or ending before it starts, whoever writes it', async () => {
    const write = (from: string, to: string) => t.database.db.execute(sql`
      insert into time_entries (user_id, project_id, day, started_at, ended_at, minutes)
      values (${ids.kontraktor}, ${p.alpha}, '2030-01-26', ${from}::timestamptz, ${to}::timestamptz, 0)`);
    const refusal = (from: string, to: string) => write(from, to).then(() => null, (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message);
    expect(await refusal(at('2030-01-26', '08:00'), at('2030-01-27', '08:01'))).toContain('time_entries_length_check');
    expect(await refusal(at('2030-01-26', '08:00'), at('2030-01-26', '08:00'))).toContain('time_entries_length_check');
  });

  it('lets only one of several simultaneous overlapping writes through (per-user advisory lock)', async () => {
    const results = await Promise.all([0, 1, 2].map(() => kontraktor.post(timeEntriesContract.path, entry('2030-01-22', '10:00', '11:00'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe('scopes', () => {
  const mine: Record<string, number> = {};
  beforeAll(async () => {
    mine.superadmin = await create(superadmin, entry('2030-01-23', '09:00', '10:00', { project_id: p.beta, description: 'Scope SA' }));
    mine.admin = await create(admin, entry('2030-01-23', '09:00', '10:00', { project_id: p.beta, description: 'Scope A' }));
    mine.lider = await create(lider, entry('2030-01-23', '09:00', '10:00', { project_id: p.beta, description: 'Scope L' }));
    mine.kontraktor = await create(kontraktor, entry('2030-01-23', '09:00', '10:00', { description: 'Scope K' }));
  });
  const seen = async (client: TestClient) => {
    const res = await client.get(timeEntriesContract.path, { query: { from: '2030-01-23', to: '2030-01-23', search: 'Scope', sort: 'user', order: 'asc' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { description: string }[]).map((e) => e.description).sort();
  };

  it('lists: Kontraktor own only, Lider own + contractors, administrators all', async () => {
    expect(await seen(kontraktor)).toEqual(['Scope K']);
    expect(await seen(lider)).toEqual(['Scope K', 'Scope L']);
    expect(await seen(admin)).toEqual(['Scope A', 'Scope K', 'Scope L', 'Scope SA']);
    expect(await seen(superadmin)).toEqual(['Scope A', 'Scope K', 'Scope L', 'Scope SA']);
  });

  it('totals a search from the matching entries: each term and each caller its own', async () => {
    const meta = async (client: TestClient, search: string) => {
      const res = await client.get(timeEntriesContract.path, { query: { from: '2030-01-23', to: '2030-01-23', search } });
      expect(res.statusCode, res.body).toBe(200);
      const { total, totals } = res.json().meta as { total: number; totals: { minutes: number } };
      return { total, minutes: totals.minutes };
    };
    expect(await meta(admin, 'Scope')).toEqual({ total: 4, minutes: 240 });
    expect(await meta(admin, 'Scope K')).toEqual({ total: 1, minutes: 60 });
    expect(await meta(kontraktor, 'Scope')).toEqual({ total: 1, minutes: 60 });
    expect(await meta(admin, 'nothing like it')).toEqual({ total: 0, minutes: 0 });
  });

  it('gives two contractors the same list query with each one\'s own entries (the caller is bound, not built in)', async () => {
    const other = await makeUser(t.database, ['Kontraktor']);
    const otherClient = await signInEmail(t.app, other.email);
    await allocate(p.alpha, other.id);
    await create(otherClient, entry('2030-01-23', '11:00', '12:00', { description: 'Scope K2' }));
    expect(await seen(kontraktor)).toEqual(['Scope K']);
    expect(await seen(otherClient)).toEqual(['Scope K2']);
    expect(await seen(lider)).toEqual(['Scope K', 'Scope K2', 'Scope L']);
  });

  it("answers 404 for an entry outside the scope on get, update and delete (no IDOR)", async () => {
    const cases: [TestClient, number][] = [[kontraktor, mine.lider!], [kontraktor, mine.admin!], [lider, mine.admin!], [lider, mine.superadmin!]];
    for (const [client, id] of cases) {
      expect((await client.get(timeEntriesContract.itemPath(id))).statusCode).toBe(404);
      expect((await client.put(timeEntriesContract.itemPath(id), entry('2030-01-23', '09:00', '10:00', { project_id: p.beta }))).statusCode).toBe(404);
      expect((await client.delete(timeEntriesContract.itemPath(id))).statusCode).toBe(404);
      expect((await client.post(`${timeEntriesContract.path}/bulk-delete`, { ids: [id] })).statusCode).toBe(404);
    }
    expect((await lider.get(timeEntriesContract.itemPath(mine.kontraktor!))).json()).toMatchObject({ id: mine.kontraktor, description: 'Scope K' });
    expect((await admin.get(timeEntriesContract.itemPath(mine.superadmin!))).statusCode).toBe(200);
    expect((await kontraktor.get(timeEntriesContract.itemPath(99999999))).json()).toEqual({ message: expect.any(String) });
  });

  it("lets a leader edit a contractor's entry but not hand it to an administrator", async () => {
    const res = await lider.put(timeEntriesContract.itemPath(mine.kontraktor!), entry('2030-01-23', '09:00', '10:00', { description: 'Scope K' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.id).toBe(ids.kontraktor);
    const handOver = await lider.put(timeEntriesContract.itemPath(mine.kontraktor!), entry('2030-01-23', '09:00', '10:00', { user_id: ids.admin }));
    expect(handOver.json().errors).toEqual({ user_id: ['Wybrana wartość pola użytkownik jest nieprawidłowa'] });
  });

  it('filters the list by user, project, billable, dates and description, and sorts', async () => {
    const res = await admin.get(timeEntriesContract.path, { query: { from: '2030-01-23', to: '2030-01-23', user_id: String(ids.kontraktor) } });
    expect(res.json().data.map((e: { description: string }) => e.description)).toEqual(['Scope K']);
    const beta = await admin.get(timeEntriesContract.path, { query: { from: '2030-01-23', to: '2030-01-23', project_id: String(p.beta), sort: 'user', order: 'asc' } });
    expect(beta.json().data.map((e: { user: { name: string } }) => e.user.name)).toEqual(['Adam Administrator', 'Lena Liderska', 'Sława Nadzorcza']);
    const bad = await admin.get(timeEntriesContract.path, { query: { from: '2030-13-01', sort: 'cost' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'sort']);
  });
});

describe('totals and cost', () => {
  it('sums minutes and cost of the whole filter, not the page', async () => {
    // A user of their own so no other test's entries count: Lider, in February.
    await t.database.db.insert(rates).values([
      { userId: ids.lider, hourlyRate: '120.00', validFrom: '2030-02-01' },
      { userId: ids.lider, projectId: p.beta, hourlyRate: '90.50', validFrom: '2030-02-10' },
    ]);
    const made = [
      entry('2030-02-03', '08:00', '09:45', { project_id: p.beta }), // 105 min × 120 = 210.00
      entry('2030-02-12', '08:00', '08:20', { project_id: p.beta, billable: false }), // 20 min × 90.50 = 30.17 (30.1666…)
      entry('2030-02-12', '09:00', '11:30', { project_id: p.alpha }), // 150 min × 120 = 300.00
    ];
    for (const body of made) await create(lider, body);
    const res = await lider.get(timeEntriesContract.path, {
      query: { from: '2030-02-01', to: '2030-02-28', user_id: String(ids.lider), per_page: '1', sort: 'started_at', order: 'asc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ minutes: 105, cost: 210 });
    expect(res.json().meta).toEqual({ total: 3, page: 1, per_page: 1, last_page: 3, totals: { minutes: 275, cost: 540.17 } });
    // Later pages share one prepared query (db/performance/shapes.ts) and bind their offset.
    const page = async (n: number) => (await lider.get(timeEntriesContract.path, {
      query: { from: '2030-02-01', to: '2030-02-28', user_id: String(ids.lider), per_page: '1', page: String(n), sort: 'started_at', order: 'asc' },
    })).json().data.map((e: { minutes: number }) => e.minutes);
    expect([await page(2), await page(3), await page(4)]).toEqual([[20], [150], []]);
    const billable = await lider.get(timeEntriesContract.path, { query: { from: '2030-02-01', to: '2030-02-28', user_id: String(ids.lider), billable: 'false' } });
    expect(billable.json().meta.totals).toEqual({ minutes: 20, cost: 30.17 });
  });
});

describe('delete, undo, bulk delete', () => {
  it('deletes with undo; undo re-checks overlaps', async () => {
    const id = await create(kontraktor, entry('2030-01-28', '09:00', '10:00'));
    const del = await kontraktor.delete(timeEntriesContract.itemPath(id));
    expect(del.json()).toEqual({ id, message: 'Usunięto wpis czasu.' });
    expect((await kontraktor.get(timeEntriesContract.itemPath(id))).statusCode).toBe(404);
    const undo = await kontraktor.post(`${timeEntriesContract.itemPath(id)}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ id, message: 'Przywrócono wpis czasu.', data: { id, minutes: 60 } });

    await kontraktor.delete(timeEntriesContract.itemPath(id));
    const taken = await create(kontraktor, entry('2030-01-28', '09:30', '10:30'));
    const refused = await kontraktor.post(`${timeEntriesContract.itemPath(id)}/restore`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ started_at: ['Ten czas nakłada się na inny wpis: 2030-01-28 09:30–10:30.'] });
    // Nothing was restored and the copy is kept: after the clash is gone, undo works.
    expect((await kontraktor.get(timeEntriesContract.itemPath(id))).statusCode).toBe(404);
    await kontraktor.delete(timeEntriesContract.itemPath(taken));
    expect((await kontraktor.post(`${timeEntriesContract.itemPath(id)}/restore`)).statusCode).toBe(200);
    // Someone else's delete can't be undone by a contractor.
    await admin.delete(timeEntriesContract.itemPath(id));
    expect((await kontraktor.post(`${timeEntriesContract.itemPath(id)}/restore`)).statusCode).toBe(404);
    expect((await admin.post(`${timeEntriesContract.itemPath(id)}/restore`)).statusCode).toBe(200);
  });

  it('bulk-deletes all or nothing', async () => {
    const a = await create(kontraktor, entry('2030-01-29', '09:00', '10:00'));
    const b = await create(kontraktor, entry('2030-01-29', '10:00', '11:00'));
    const other = await create(admin, entry('2030-01-29', '09:00', '10:00', { project_id: p.beta }));
    expect((await kontraktor.post(`${timeEntriesContract.path}/bulk-delete`, { ids: [a, b, other] })).statusCode).toBe(404);
    expect((await kontraktor.get(timeEntriesContract.itemPath(a))).statusCode).toBe(200);
    const res = await kontraktor.post(`${timeEntriesContract.path}/bulk-delete`, { ids: [a, b, a] });
    expect(res.json()).toEqual({ ids: [a, b], message: 'Usunięto wpisy czasu: 2.' });
    expect((await kontraktor.get(timeEntriesContract.itemPath(b))).statusCode).toBe(404);
  });
});

describe('budget alerts', () => {
  it('are checked after a time write, in its transaction', async () => {
    const small = await makeProject('Mały budżet', { budgetHours: '1.00', leaderId: ids.lider });
    await create(admin, entry('2030-01-30', '09:00', '10:00', { project_id: small }));
    const alerts = await rows(t.database, sql`select kind, threshold from budget_alerts where project_id = ${small} order by threshold`);
    expect(alerts).toEqual([{ kind: 'hours', threshold: 80 }, { kind: 'hours', threshold: 100 }]);
  });
});

describe('what a row shows', () => {
  it('gives the same names, kind of work, cost and lock on a page, sorted by a name, and alone', async () => {
    // A page reads names and the rate as subqueries; a sort by a name and the exports join the tables
    // (repository.ts selectEntries): both must give every field the same.
    // Two kinds, so that the one used does not share its id with the project by chance.
    const [, kind] = await t.database.db.insert(categories).values([{ name: 'Przeglądy', color: '#8e24aa' }, { name: 'Testy', color: '#00897b' }])
      .returning({ id: categories.id });
    expect(kind!.id).not.toBe(p.alpha);
    await t.database.db.insert(rates).values([
      { userId: ids.kontraktor, hourlyRate: '80.00', validFrom: '2030-03-01' },
      { userId: ids.kontraktor, projectId: p.beta, hourlyRate: '60.00', validFrom: '2030-03-01' },
      { userId: ids.admin, hourlyRate: '100.00', validFrom: '2030-03-01' },
    ]);
    await allocate(p.beta, ids.kontraktor);
    await create(admin, entry('2030-03-04', '08:00', '09:00', { user_id: ids.kontraktor, category_id: kind!.id })); // 80.00
    await create(admin, entry('2030-03-04', '10:00', '10:30', { user_id: ids.kontraktor, project_id: p.beta })); // 30.00
    await create(admin, entry('2030-03-05', '10:00', '11:00', { project_id: p.beta })); // 100.00
    await t.database.db.insert(monthLocks).values({ month: '2030-03-01', lockedBy: ids.admin });
    const query = { from: '2030-03-01', to: '2030-03-31' };
    const page = (await admin.get(timeEntriesContract.path, { query: { ...query, sort: 'started_at', order: 'asc' } })).json().data;
    expect(page.map((e: Record<string, unknown>) => [e.user, e.project, e.category, e.cost, e.locked])).toEqual([
      [{ id: ids.kontraktor, name: 'Konrad Kontraktor' }, { id: p.alpha, name: 'Alpha' }, { id: kind!.id, name: 'Testy', color: '#00897b' }, 80, true],
      [{ id: ids.kontraktor, name: 'Konrad Kontraktor' }, { id: p.beta, name: 'Beta' }, null, 30, true],
      [{ id: ids.admin, name: 'Adam Administrator' }, { id: p.beta, name: 'Beta' }, null, 100, true],
    ]);
    const byId = (rows: { id: number }[]) => Object.fromEntries(rows.map((e) => [e.id, e]));
    for (const sort of ['project', 'user']) {
      const joined = (await admin.get(timeEntriesContract.path, { query: { ...query, sort } })).json().data;
      expect(byId(joined)).toEqual(byId(page));
    }
    for (const row of page) expect((await admin.get(timeEntriesContract.itemPath(row.id))).json()).toEqual(row);
    await t.database.db.delete(monthLocks).where(sql`${monthLocks.month} = '2030-03-01'`);
  });
});

describe('exports', () => {
  const query = { from: '2030-02-01', to: '2030-02-28', user_id: '' };
  it('CSV: Polish headers, one row per entry and a totals row', async () => {
    const res = await lider.get(`${timeEntriesContract.path}/export.csv`, { query: { ...query, sort: 'started_at', order: 'asc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Dzień;Użytkownik;Projekt;Kategoria;Opis;Początek;Koniec;Minuty;Godziny;Płatny;Koszt');
    expect(lines[1]).toBe('2030-02-03;Lena Liderska;Beta;;Praca;2030-02-03 08:00;2030-02-03 09:45;105;1,75;tak;210');
    expect(lines.at(-1)).toBe('Razem;;;;;;;275;4,58;;540,17');
    expect(lines).toHaveLength(5);
  });

  it('XLSX opens with exceljs; its totals row equals the API totals (and English headers under en)', async () => {
    const api = (await lider.get(timeEntriesContract.path, { query })).json().meta.totals;
    const res = await lider.get(`${timeEntriesContract.path}/export.xlsx`, { query });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Czas pracy');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Dzień', 'Użytkownik', 'Projekt', 'Kategoria', 'Opis', 'Początek', 'Koniec', 'Minuty', 'Godziny', 'Płatny', 'Koszt']);
    expect(sheet.rowCount).toBe(5);
    const total = sheet.getRow(5);
    const value = (col: number) => {
      const v = total.getCell(col).value as { result?: number } | number;
      return typeof v === 'object' ? v.result : v;
    };
    expect(total.getCell(1).value).toBe('Razem');
    expect(value(8)).toBe(api.minutes);
    expect(value(11)).toBe(api.cost);
    // The rows add up to the same numbers.
    let minutes = 0;
    let cost = 0;
    for (let r = 2; r < 5; r++) {
      minutes += sheet.getRow(r).getCell(8).value as number;
      cost += (sheet.getRow(r).getCell(11).value as number) ?? 0;
    }
    expect(minutes).toBe(api.minutes);
    expect(Math.round(cost * 100) / 100).toBe(api.cost);

    const liderEn = await t.signIn('Lider', { headers: { 'x-locale': 'en' } });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load((await liderEn.get(`${timeEntriesContract.path}/export.xlsx`, { query })).rawPayload as never);
    expect(en.worksheets[0]!.name).toBe('Time worked');
    expect(en.worksheets[0]!.getRow(1).getCell(2).value).toBe('User');
    expect(en.worksheets[0]!.getRow(5).getCell(1).value).toBe('Total');
  });
});
