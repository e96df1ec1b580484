import { sql } from 'drizzle-orm';
import { timeEntriesContract, MONTH_LOCKS_PATH } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectAllocations, projects } from '../../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../../helpers/index.js';

/** Month locking: administrators lock a month; then only they change its entries. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const kontraktorEn = t.client('Kontraktor', { headers: { 'x-locale': 'en' } });
let kid = 0;
let alpha = 0;

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  const [p] = await t.database.db.insert(projects).values({ name: 'Alpha' }).returning({ id: projects.id });
  alpha = p!.id;
  await t.database.db.insert(projectAllocations).values({ projectId: alpha, userId: kid, month: '2030-01-01' });
});

const entry = (day: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  ({ project_id: alpha, started_at: `${day}T${from}:00+01:00`, ended_at: `${day}T${to}:00+01:00`, description: 'Praca', billable: true, ...extra });

describe(MONTH_LOCKS_PATH, () => {
  it('locks, lists and unlocks a month (administrators), logging each change', async () => {
    const lock = await admin.post(MONTH_LOCKS_PATH, { month: '2030-06' });
    expect(lock.statusCode, lock.body).toBe(201);
    expect(lock.json()).toMatchObject({
      message: 'Zablokowano miesiąc czerwiec 2030.',
      data: { month: '2030-06', locked_by: { id: expect.any(Number), name: 'Adam Administrator' }, locked_at: expect.any(String) },
    });
    await admin.post(MONTH_LOCKS_PATH, { month: '2030-04' });
    expect((await admin.get(MONTH_LOCKS_PATH)).json().data.map((l: { month: string }) => l.month)).toEqual(['2030-06', '2030-04']);
    const again = await admin.post(MONTH_LOCKS_PATH, { month: '2030-06' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ month: ['Miesiąc czerwiec 2030 jest już zablokowany.'] });
    const unlock = await admin.delete(`${MONTH_LOCKS_PATH}/2030-06`);
    expect(unlock.json()).toEqual({ month: '2030-06', message: 'Odblokowano miesiąc czerwiec 2030.' });
    expect((await adminEn.delete(`${MONTH_LOCKS_PATH}/2030-06`)).json()).toEqual({ message: 'June 2030 is not locked.' });
    expect((await admin.get(MONTH_LOCKS_PATH)).json().data.map((l: { month: string }) => l.month)).toEqual(['2030-04']);
    const log = await rows(t.database, sql`select action, subject_id from activities where subject_type = 'month-locks' order by id`);
    expect(log).toEqual([
      { action: 'lock', subject_id: '2030-06' }, { action: 'lock', subject_id: '2030-04' }, { action: 'unlock', subject_id: '2030-06' },
    ]);
  });

  it('validates the month in Polish and English', async () => {
    expect((await admin.post(MONTH_LOCKS_PATH, { month: '2030-13' })).json().errors).toEqual({ month: ['Pole miesiąc nie jest prawidłową datą'] });
    expect((await adminEn.post(MONTH_LOCKS_PATH, {})).json().errors).toEqual({ month: ['The month field is required'] });
    expect((await admin.delete(`${MONTH_LOCKS_PATH}/2030-1`)).statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    for (const client of [lider, kontraktor]) {
      expect((await client.get(MONTH_LOCKS_PATH)).statusCode).toBe(403);
      expect((await client.post(MONTH_LOCKS_PATH, { month: '2030-07' })).statusCode).toBe(403);
      expect((await client.delete(`${MONTH_LOCKS_PATH}/2030-04`)).statusCode).toBe(403);
    }
  });
});

describe('entries of a locked month', () => {
  let janEntry = 0;
  let marEntry = 0;
  beforeAll(async () => {
    janEntry = (await kontraktor.post(timeEntriesContract.path, entry('2030-01-10', '09:00', '10:00'))).json().id;
    marEntry = (await kontraktor.post(timeEntriesContract.path, entry('2030-03-10', '09:00', '10:00'))).json().id;
    expect((await admin.post(MONTH_LOCKS_PATH, { month: '2030-03' })).statusCode).toBe(201);
  });

  it('refuses a contractor every change, before or after it, with a clear message', async () => {
    const message = 'Miesiąc marzec 2030 jest zablokowany. Wpisy z tego miesiąca może zmieniać tylko administrator.';
    const create = await kontraktor.post(timeEntriesContract.path, entry('2030-03-11', '09:00', '10:00'));
    expect(create.statusCode).toBe(422);
    expect(create.json()).toEqual({ message, errors: { started_at: [message] } });
    // Moving an open month's entry into the locked one, and out of it.
    expect((await kontraktor.put(timeEntriesContract.itemPath(janEntry), entry('2030-03-12', '09:00', '10:00'))).json().errors).toEqual({ started_at: [message] });
    expect((await kontraktor.put(timeEntriesContract.itemPath(marEntry), entry('2030-01-12', '09:00', '10:00'))).json().errors).toEqual({ started_at: [message] });
    const del = await kontraktor.delete(timeEntriesContract.itemPath(marEntry));
    expect(del.statusCode).toBe(422);
    expect(del.json()).toEqual({ message });
    expect((await kontraktor.post(`${timeEntriesContract.path}/bulk-delete`, { ids: [janEntry, marEntry] })).statusCode).toBe(422);
    expect((await kontraktor.get(timeEntriesContract.itemPath(janEntry))).statusCode).toBe(200);
    const en = await kontraktorEn.post(timeEntriesContract.path, entry('2030-03-11', '09:00', '10:00'));
    expect(en.json().message).toBe('March 2030 is locked. Only an administrator may change its entries.');
    // The list says which entries are locked.
    const listed = (await kontraktor.get(timeEntriesContract.itemPath(marEntry))).json();
    expect(listed.locked).toBe(true);
  });

  it('lets an administrator change them', async () => {
    const create = await admin.post(timeEntriesContract.path, entry('2030-03-11', '09:00', '10:00', { user_id: kid }));
    expect(create.statusCode, create.body).toBe(201);
    const update = await admin.put(timeEntriesContract.itemPath(marEntry), entry('2030-03-10', '09:00', '11:00'));
    expect(update.statusCode, update.body).toBe(200);
    expect((await admin.delete(timeEntriesContract.itemPath(create.json().id))).statusCode).toBe(200);
  });

  it('opens again after unlocking', async () => {
    await admin.delete(`${MONTH_LOCKS_PATH}/2030-03`);
    expect((await kontraktor.delete(timeEntriesContract.itemPath(marEntry))).statusCode).toBe(200);
  });
});
